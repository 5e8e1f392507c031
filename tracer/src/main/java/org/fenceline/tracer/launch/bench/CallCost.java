package org.fenceline.tracer.launch.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import mpi.MPI;
import mpi.MPIException;

/**
 * One rank timing three cheap calls in a loop: MPI_Comm_rank, an MPI_Send to MPI_PROC_NULL, and an empty user
 * method ({@link #tiny}, a user region when the run instruments it); and, for reference, one read of the clock
 * the records are stamped with (System.nanoTime), two of which every ENTER/EXIT pair needs. Arguments: {@code RESULT_FILE CALLS}; the
 * nanoseconds per call of each go to the result file, one "name value" line each. Every loop runs twice and the
 * second (warm) round counts.
 */
public final class CallCost {
    private static int sink;

    private CallCost() {
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int calls = Integer.parseInt(args[1]);
        double rank = 0;
        double procNull = 0;
        double method = 0;
        double clock = 0;
        int[] none = new int[1];
        for (int round = 0; round < 2; round++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < calls; i++) {
                sink += MPI.COMM_WORLD.getRank();
            }
            long t1 = System.nanoTime();
            for (int i = 0; i < calls; i++) {
                MPI.COMM_WORLD.send(none, 1, MPI.INT, MPI.PROC_NULL, 0);
            }
            long t2 = System.nanoTime();
            for (int i = 0; i < calls; i++) {
                tiny(i);
            }
            long t3 = System.nanoTime();
            for (int i = 0; i < calls; i++) {
                sink += (int) System.nanoTime();
            }
            long t4 = System.nanoTime();
            rank = (t1 - t0) / (double) calls;
            procNull = (t2 - t1) / (double) calls;
            method = (t3 - t2) / (double) calls;
            clock = (t4 - t3) / (double) calls;
        }
        MPI.Finalize();
        write(Path.of(args[0]), "comm_rank " + rank + "\nsend_proc_null " + procNull + "\nuser_method " + method
                + "\nclock_read " + clock + "\n");
    }

    /** An empty method, kept from being optimised away by its side effect. */
    static void tiny(int i) {
        sink ^= i;
    }

    static void write(Path file, String text) {
        try {
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
