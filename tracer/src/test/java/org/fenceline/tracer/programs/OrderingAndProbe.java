package org.fenceline.tracer.programs;

import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Status;

/** Senders 1..n-1 each send a numbered stream to 0; 0 receives with wildcards and checks per-sender order. */
public class OrderingAndProbe {
    static final int MESSAGES = 50;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Comm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        int size = world.getSize();
        // The variable-length messages travel on a duplicate, so the wildcard receives below cannot take them.
        Comm other = world.dup();
        if (rank != 0) {
            for (int i = 0; i < MESSAGES; i++) {
                world.send(new int[] {rank, i}, 2, MPI.INT, 0, i % 3);
            }
            // A message whose length the receiver learns by probing.
            int[] variable = new int[rank * 10];
            java.util.Arrays.fill(variable, rank);
            other.send(variable, variable.length, MPI.INT, 0, 100);
        } else {
            int[] next = new int[size];
            for (int k = 0; k < MESSAGES * (size - 1); k++) {
                int[] m = new int[2];
                Status s = world.recv(m, 2, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG);
                Check.equal(m[0], s.getSource(), "source in status");
                Check.equal(next[m[0]], m[1], "order of messages from rank " + m[0]);
                Check.equal(m[1] % 3, s.getTag(), "tag");
                next[m[0]]++;
            }
            Check.equal(null, world.iProbe(MPI.ANY_SOURCE, 101), "iProbe for a tag nobody sends");
            for (int k = 1; k < size; k++) {
                Status p = other.probe(MPI.ANY_SOURCE, 100);
                int n = p.getCount(MPI.INT);
                Check.equal(p.getSource() * 10, n, "probed length");
                int[] data = new int[n];
                Status r = other.recv(data, n, MPI.INT, p.getSource(), 100);
                Check.equal(p.getSource(), r.getSource(), "receive what was probed");
                Check.equal(p.getSource(), data[n - 1], "probed data");
            }
        }
        MPI.Finalize();
    }
}
