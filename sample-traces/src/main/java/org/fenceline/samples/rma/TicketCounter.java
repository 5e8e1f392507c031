package org.fenceline.samples.rma;

import java.nio.LongBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;
import org.fenceline.samples.Delay;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * A distributed ticket counter: rank 0 keeps the next ticket number and a log of who drew which ticket in its
 * window; every other rank (a worker) draws tickets under an exclusive lock, then processes its ticket. The
 * mistake shown: a worker writes the log entry, which takes {@code LOG_MS}, while it still holds the lock, so the
 * workers queue up behind each other.
 *
 * <p>With W workers drawing T tickets each, locks granted in request order, holding time h and processing time
 * p &lt; (W-1)·h: in the first round the workers wait 0, h, ..., (W-1)·h; afterwards each draw waits for the
 * other W-1 holders minus its own processing time. Lock Contention = W(W-1)/2 · h + W(T-1) · ((W-1)·h - p).
 * Drawing with {@code MPI_Fetch_and_op} under a shared lock and logging outside it would remove it.
 *
 * <pre>fenceline run -np 4 --trace DIR org.fenceline.samples.rma.TicketCounter [LOG_MS] [PROCESS_MS] [TICKETS]</pre>
 */
public class TicketCounter {
    private static final int OWNER = 0;
    private static final int NEXT_TICKET = 0;
    private static final int LOG = 1;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay logging = Delay.fromArgs(args, 0, 10);
        Delay processing = Delay.fromArgs(args, 1, 5);
        int tickets = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        Intracomm world = MPI.COMM_WORLD;
        int workers = world.getSize() - 1;
        LongBuffer counter = MPI.newLongBuffer(LOG + workers * tickets);
        Win win = new Win(counter, counter.capacity(), 1, MPI.INFO_NULL, world);
        StartLine.align(world);
        try (Region draw = Region.enter("draw-tickets")) {
            if (world.getRank() != OWNER) {
                LongBuffer ticket = MPI.newLongBuffer(1);
                LongBuffer drawer = MPI.newLongBuffer(1).put(0, world.getRank());
                for (int i = 0; i < tickets; i++) {
                    win.lock(MPI.LOCK_EXCLUSIVE, OWNER, 0);
                    win.get(ticket, 1, MPI.LONG, OWNER, NEXT_TICKET, 1, MPI.LONG);
                    win.flush(OWNER);
                    long number = ticket.get(0);
                    ticket.put(0, number + 1);
                    win.put(ticket, 1, MPI.LONG, OWNER, NEXT_TICKET, 1, MPI.LONG);
                    logging.compute();
                    win.put(drawer, 1, MPI.LONG, OWNER, LOG + (int) number, 1, MPI.LONG);
                    win.unlock(OWNER);
                    processing.compute();
                }
            }
        }
        win.free();
        if (world.getRank() == OWNER) {
            System.out.println("tickets drawn: " + counter.get(NEXT_TICKET));
        }
        MPI.Finalize();
    }
}
