package org.fenceline.tracer.programs;

import java.nio.IntBuffer;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;
import mpi.Win;

/**
 * Everything whose outcome depends on timing, in one program: wildcard receives racing senders, a polling
 * loop of iprobe and test, lock contention, a fence and a collective. Each rank leaves its MPI_Wtime at the
 * end and the sources in the order its wildcard receives matched them under the run's key in the JVM's
 * properties, so that a test can compare runs. Arguments: the key.
 */
public class VirtualTimeline {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        StringBuilder matched = new StringBuilder();
        int[] value = new int[1];
        if (rank == 0) {
            for (int i = 0; i < 3 * (size - 1); i++) {
                Status s = MPI.COMM_WORLD.recv(value, 1, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG);
                matched.append(s.getSource()).append(',');
            }
        } else {
            for (int i = 0; i < 3; i++) {
                value[0] = rank * 10 + i;
                MPI.COMM_WORLD.send(value, 1, MPI.INT, 0, i);
            }
        }
        int right = (rank + 1) % size;
        int left = (rank - 1 + size) % size;
        IntBuffer in = MPI.newIntBuffer(1);
        Request request = MPI.COMM_WORLD.iRecv(in, 1, MPI.INT, left, 7);
        while (MPI.COMM_WORLD.iProbe(left, 7) == null && rank % 2 == 0) {
            matched.append('p');
            if (matched.length() > 10_000) {
                break;
            }
        }
        MPI.COMM_WORLD.send(new int[] {rank}, 1, MPI.INT, right, 7);
        while (!request.test()) {
            matched.append('t');
        }
        IntBuffer memory = MPI.newIntBuffer(1);
        Win win = new Win(memory, 1, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.lock(MPI.LOCK_EXCLUSIVE, 0, 0);
        win.accumulate(MPI.newIntBuffer(1).put(0, rank + 1), 1, MPI.INT, 0, 0, 1, MPI.INT, MPI.SUM);
        win.unlock(0);
        win.fence(0);
        win.free();
        int[] sum = new int[1];
        MPI.COMM_WORLD.allReduce(new int[] {rank}, sum, 1, MPI.INT, MPI.SUM);
        double end = MPI.wtime();
        @SuppressWarnings("unchecked")
        Map<Integer, String> results = (Map<Integer, String>) System.getProperties()
                .computeIfAbsent("fenceline.test." + args[0], k -> new ConcurrentHashMap<Integer, String>());
        results.put(rank, Double.doubleToRawLongBits(end) + " " + matched);
        MPI.Finalize();
    }
}
