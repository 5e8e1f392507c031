package org.fenceline.tracer.programs;

import java.nio.IntBuffer;
import mpi.Comm;
import mpi.Count;
import mpi.MPI;
import mpi.MPIException;
import mpi.Message;
import mpi.Request;
import mpi.Status;

/**
 * Two ranks. Matched probes take their message away from every other receive: rank 1 mProbes a wildcard message,
 * then a plain receive with the same pattern gets the next message, and only mRecv gets the probed one. Also
 * imProbe, imRecv, MESSAGE_NO_PROC, Request.getStatus and the Status setters.
 */
public class MatchedProbe {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Comm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        if (rank == 0) {
            world.send(new int[] {10, 11, 12}, 3, MPI.INT, 1, 5);
            world.send(new int[] {20}, 1, MPI.INT, 1, 6);
            world.send(new int[] {30, 31}, 2, MPI.INT, 1, 7);
            world.send(new int[] {40}, 1, MPI.INT, 1, 8);
        } else {
            Message message = new Message();
            Check.isTrue(message.isNull() && !message.isNoProc(), "a new Message is MPI_MESSAGE_NULL");
            Status probed = message.mProbe(0, MPI.ANY_TAG, world);
            Check.equal(5, probed.getTag(), "mProbe sees the first message");
            Check.equal(3, probed.getCount(MPI.INT), "mProbe sees its length");
            int[] next = new int[3];
            Status plain = world.recv(next, 3, MPI.INT, 0, MPI.ANY_TAG);
            Check.equal(6, plain.getTag(), "a plain receive cannot take the probed message");
            Check.equal(20, next[0], "the plain receive got the next message");
            int[] taken = new int[3];
            Status received = message.mRecv(taken, 3, MPI.INT);
            Check.equal(5, received.getTag(), "mRecv receives the probed message");
            Check.equal(12, taken[2], "mRecv lands its data");
            Check.isTrue(message.isNull(), "a received message is MPI_MESSAGE_NULL again");

            Message second = new Message();
            Status found = null;
            while (found == null) {
                found = second.imProbe(MPI.ANY_SOURCE, 7, world);
            }
            IntBuffer into = MPI.newIntBuffer(2);
            Request request = second.imRecv(into, 2, MPI.INT);
            Status peeked = null;
            while (peeked == null) {
                peeked = request.getStatus();
            }
            Check.isTrue(!request.isNull(), "getStatus leaves the request to its wait");
            Check.equal(7, request.waitStatus().getTag(), "imRecv completes with the probed message");
            Check.equal(31, into.get(1), "imRecv lands its data");
            Check.equal(null, second.imProbe(0, 7, world), "nothing else with tag 7");
            world.recv(new int[1], 1, MPI.INT, 0, 8);

            Message none = new Message();
            Status fromNull = none.mProbe(MPI.PROC_NULL, 0, world);
            Check.isTrue(none.isNoProc(), "probing MPI.PROC_NULL gives MPI_MESSAGE_NO_PROC");
            Check.equal(MPI.PROC_NULL, fromNull.getSource(), "source of a MESSAGE_NO_PROC");
            Check.equal(MPI.PROC_NULL, none.mRecv(new int[1], 1, MPI.INT).getSource(), "receiving MESSAGE_NO_PROC");

            received.setElements(MPI.INT, 2);
            Check.equal(2, received.getElements(MPI.INT), "setElements");
            received.setElementsX(MPI.INT, new Count(1));
            Check.equal(new Count(1), received.getElementsX(MPI.INT), "setElementsX and getElementsX");
            received.setCancelled(true);
            Check.isTrue(received.isCancelled(), "setCancelled");
            world.setErrhandler(MPI.ERRORS_RETURN);
            try {
                new Message().mRecv(new int[1], 1, MPI.INT);
                throw new AssertionError("receiving MPI_MESSAGE_NULL must fail");
            } catch (MPIException e) {
                Check.isTrue(e.getMessage().contains("MPI_MESSAGE_NULL"), e.getMessage());
            }
        }
        Check.equal(3, MPI.getVersion().getVersion(), "MPI version");
        Check.equal(1, MPI.getVersion().getSubVersion(), "MPI subversion");
        MPI.Finalize();
    }
}
