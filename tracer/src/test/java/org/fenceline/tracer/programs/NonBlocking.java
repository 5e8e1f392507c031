package org.fenceline.tracer.programs;

import java.nio.IntBuffer;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;
import mpi.Request;
import mpi.Status;

/** Two ranks: iSend/iRecv with the wait/test family, cancel, persistent requests, and the direct-buffer rule. */
public class NonBlocking {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Comm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        int peer = 1 - rank;
        int n = 4;

        // waitAll over a batch in both directions.
        IntBuffer[] out = new IntBuffer[n];
        IntBuffer[] in = new IntBuffer[n];
        Request[] all = new Request[2 * n];
        for (int i = 0; i < n; i++) {
            out[i] = MPI.newIntBuffer(1).put(0, rank * 100 + i);
            in[i] = MPI.newIntBuffer(1);
            all[i] = world.iRecv(in[i], 1, MPI.INT, peer, i);
            all[n + i] = world.iSend(out[i], 1, MPI.INT, peer, i);
        }
        Status[] statuses = Request.waitAllStatus(all);
        for (int i = 0; i < n; i++) {
            Check.equal(peer * 100 + i, in[i].get(0), "waitAll data " + i);
            Check.equal(i, statuses[i].getTag(), "waitAll status tag");
            Check.isTrue(all[i].isNull(), "completed request becomes null");
        }

        // waitAny / waitSome / testAll / testAny / testSome.
        Request[] reqs = new Request[n];
        for (int i = 0; i < n; i++) {
            reqs[i] = world.iRecv(in[i], 1, MPI.INT, peer, 10 + i);
        }
        for (int i = n - 1; i >= 0; i--) {
            world.send(new int[] {i}, 1, MPI.INT, peer, 10 + i);
        }
        int seen = 0;
        while (seen < n) {
            Status s = Request.waitAnyStatus(reqs);
            Check.equal(10 + s.getIndex(), s.getTag(), "waitAny index matches tag");
            Check.isTrue(reqs[s.getIndex()].isNull(), "waitAny nulls the request");
            seen++;
        }
        Check.equal(MPI.UNDEFINED, Request.waitAny(reqs), "waitAny without active requests");
        Check.equal(null, Request.waitSome(reqs), "waitSome without active requests");

        for (int i = 0; i < n; i++) {
            reqs[i] = world.iRecv(in[i], 1, MPI.INT, peer, 20 + i);
        }
        for (int i = 0; i < n; i++) {
            world.send(new int[] {i}, 1, MPI.INT, peer, 20 + i);
        }
        int done = 0;
        while (done < n) {
            int[] some = Request.waitSome(reqs);
            Check.isTrue(some.length >= 1, "waitSome returns at least one");
            done += some.length;
        }
        Check.isTrue(Request.testAll(reqs), "testAll on null requests");

        for (int i = 0; i < n; i++) {
            reqs[i] = world.iRecv(in[i], 1, MPI.INT, peer, 30 + i);
        }
        for (int i = 0; i < n; i++) {
            world.send(new int[] {i}, 1, MPI.INT, peer, 30 + i);
        }
        int polled = 0;
        while (polled < n) {
            int[] some = Request.testSome(reqs);
            polled += some.length;
        }
        reqs[0] = world.iRecv(in[0], 1, MPI.INT, peer, 40);
        world.send(new int[] {4}, 1, MPI.INT, peer, 40);
        while (Request.testAny(reqs) == MPI.UNDEFINED) {
            Thread.onSpinWait();
        }
        Check.equal(4, in[0].get(0), "testAny");
        Request single = world.iRecv(in[1], 1, MPI.INT, peer, 41);
        world.send(new int[] {41}, 1, MPI.INT, peer, 41);
        while (!single.test()) {
            Thread.onSpinWait();
        }
        Check.equal(41, in[1].get(0), "test");

        // Cancel a receive nobody will match.
        Request never = world.iRecv(in[2], 1, MPI.INT, peer, 999);
        never.cancel();
        Status cancelled = never.waitStatus();
        Check.isTrue(cancelled.isCancelled(), "cancelled receive");

        // Persistent requests, started repeatedly; the send re-reads its buffer at every start.
        IntBuffer pOut = MPI.newIntBuffer(1);
        IntBuffer pIn = MPI.newIntBuffer(1);
        Prequest send = world.sendInit(pOut, 1, MPI.INT, peer, 50);
        Prequest recv = world.recvInit(pIn, 1, MPI.INT, peer, 50);
        for (int round = 0; round < 5; round++) {
            pOut.put(0, rank * 1000 + round);
            Prequest.startAll(new Prequest[] {recv, send});
            Request.waitAll(new Request[] {send, recv});
            Check.equal(peer * 1000 + round, pIn.get(0), "persistent round " + round);
            Check.isTrue(!send.isNull() && !recv.isNull(), "persistent requests stay allocated");
        }
        send.free();
        recv.free();

        // Open MPI's rule: non-blocking calls need direct buffers, else IllegalArgumentException (even when fatal).
        try {
            world.iSend(IntBuffer.allocate(1), 1, MPI.INT, peer, 1);
            throw new AssertionError("a heap buffer must be refused");
        } catch (IllegalArgumentException e) {
            Check.isTrue(e.getMessage().contains("MPI_Isend") && e.getMessage().contains("The buffer must be direct"),
                    e.getMessage());
        }
        MPI.Finalize();
    }
}
