package org.fenceline.tracer.programs.traced;

import mpi.MPI;
import mpi.MPIException;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.runtime.window.TracedWindow;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.ProcessGroup;
import org.fenceline.tracer.rank.ThisRank;

/**
 * Drives the one-sided recording API by hand, as the window facade will: two ranks, a fence epoch (put, get,
 * accumulate), a PSCW epoch (put) and a passive-target epoch (exclusive lock, put). The synchronisation the
 * calls stand for is done with point-to-point messages INSIDE the regions, where the measurement does not
 * record them (only the outermost MPI call is recorded), and it is arranged so that every transfer happens
 * while the target sits in a known region: the record sequences are deterministic.
 */
public class RmaRecords {
    record Window(Communicator communicator) implements TracedWindow {
        @Override
        public long traceKey() {
            return 1;
        }

        @Override
        public String traceName() {
            return "halo";
        }
    }

    private static final int TOKEN = 99;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int peer = 1 - rank;
        Measurement m = Measurement.current();
        Window win = new Window(ThisRank.current().world());
        ProcessGroup other = new ProcessGroup(new int[] {peer});

        m.enter(MpiRegion.WIN_CREATE);
        meet(peer);
        m.winCollExit(MpiRegion.WIN_CREATE, win);
        fence(m, win, peer, false);
        if (rank == 0) {
            m.enter(MpiRegion.PUT);
            await(peer);                       // the target has entered the closing fence
            m.rmaPut(win, 1, 64, 0);
            m.exit(MpiRegion.PUT);
            m.enter(MpiRegion.GET);
            m.rmaGet(win, 1, 32, 0);
            m.exit(MpiRegion.GET);
            m.enter(MpiRegion.ACCUMULATE);
            m.rmaPut(win, 1, 8, EventFlags.withOp(0, 3));
            m.exit(MpiRegion.ACCUMULATE);
        }
        fence(m, win, peer, rank == 1);

        if (rank == 0) {
            m.enter(MpiRegion.WIN_START);
            await(peer);                       // the target has posted and is waiting
            m.winExit(MpiRegion.WIN_START, win, other, false);
            m.enter(MpiRegion.PUT);
            m.rmaPut(win, 1, 16, 0);
            m.exit(MpiRegion.PUT);
            m.enter(MpiRegion.WIN_COMPLETE);
            signal(peer);
            m.winExit(MpiRegion.WIN_COMPLETE, win, other, true);

            m.enter(MpiRegion.WIN_LOCK);
            m.lockRequest(win, 1, true);
            await(peer);                       // the target has entered MPI_Win_free
            m.lockAcquired(win, 1, true, m.now());
            m.exit(MpiRegion.WIN_LOCK);
            m.enter(MpiRegion.PUT);
            m.rmaPut(win, 1, 24, 0);
            m.exit(MpiRegion.PUT);
            m.enter(MpiRegion.WIN_FLUSH);
            m.winExit(MpiRegion.WIN_FLUSH, win, 1);
            m.enter(MpiRegion.WIN_UNLOCK);
            m.lockRelease(win, 1, true);
            m.exit(MpiRegion.WIN_UNLOCK);
            m.enter(MpiRegion.WIN_FREE);
            signal(peer);
            m.winCollExit(MpiRegion.WIN_FREE, win);
        } else {
            m.enter(MpiRegion.WIN_POST);
            m.winExit(MpiRegion.WIN_POST, win, other, false);
            m.enter(MpiRegion.WIN_WAIT);
            signal(peer);
            await(peer);                       // the origin completed
            m.winExit(MpiRegion.WIN_WAIT, win, other, true);
            m.enter(MpiRegion.WIN_FREE);
            signal(peer);
            await(peer);
            m.winCollExit(MpiRegion.WIN_FREE, win);
        }
        MPI.Finalize();
    }

    /** A fence: both ranks meet inside it; the target of the epoch tells the origin it has entered. */
    private static void fence(Measurement m, Window win, int peer, boolean announce) throws MPIException {
        m.enter(MpiRegion.WIN_FENCE);
        if (announce) {
            signal(peer);
        }
        meet(peer);
        m.winCollExit(MpiRegion.WIN_FENCE, win);
    }

    private static void meet(int peer) throws MPIException {
        MPI.COMM_WORLD.sendRecv(new int[1], 1, MPI.INT, peer, TOKEN, new int[1], 1, MPI.INT, peer, TOKEN);
    }

    private static void signal(int peer) throws MPIException {
        MPI.COMM_WORLD.send(new int[1], 1, MPI.INT, peer, TOKEN + 1);
    }

    private static void await(int peer) throws MPIException {
        MPI.COMM_WORLD.recv(new int[1], 1, MPI.INT, peer, TOKEN + 1);
    }
}
