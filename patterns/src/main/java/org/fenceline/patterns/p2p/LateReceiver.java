package org.fenceline.patterns.p2p;

import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;

import org.fenceline.analyzer.pattern.Finding;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.analyzer.pattern.SendCompletion;
import org.fenceline.analyzer.pattern.SentMessage;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;
import org.fenceline.trace.model.EventFlags;

/** Late Receiver (mpi_latereceiver): a synchronous send waits because the matching receive was posted later. */
public final class LateReceiver extends CatalogPattern {
    public LateReceiver() {
        super("mpi_latereceiver", "Late Receiver", "sec", "mpi_point2point", new Description(
                "Time a send waits in its completing call (MPI_Ssend, or the MPI_Wait* completing an MPI_Issend)"
                        + " because the receiver posted the matching receive only later.",
                "for a send flagged SYNCHRONOUS (the runtime records which sends had to wait for their receive;"
                        + " an eager or buffered send never does): <i>idle</i> = ENTER<sub>receive request</sub>"
                        + " &minus; ENTER<sub>completing call</sub> if LEAVE<sub>completing call</sub> &ge;"
                        + " ENTER<sub>receive request</sub>, counted if positive. The receive request is the"
                        + " MPI_Irecv, or the blocking receive call itself. A call completing several sends counts"
                        + " only the largest, and none if it also holds a Late Sender wait. Sends completed by"
                        + " MPI_Test* never wait. Charged to the completing call's call path on the sender.",
                "The receiver reaches the receive later than the sender reaches a synchronous send: load"
                        + " imbalance, or a receive posted late.",
                "Post receives early (MPI_Irecv); use standard or non-blocking sends instead of synchronous"
                        + " ones where the protocol allows; balance the work before the communication."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new Listener(context);
    }

    /** The largest wait so far of one multi-completion call, and how many of its sends are still to come. */
    private static final class MultiWait {
        int sendsLeft;
        long idle;
        long bytes;
        long start;
        long partnerEnd;
        int partner = -1;

        MultiWait(int sends) {
            sendsLeft = sends;
        }
    }

    private static final class Listener implements ReplayListener {
        private final PatternContext context;
        /** Multi-completion calls that hold a Late Sender wait: Scalasca gives them no Late Receiver time. */
        private final BitSet callsWithLateSender = new BitSet();
        private final Map<Integer, MultiWait> multiWaits = new HashMap<>();

        Listener(PatternContext context) {
            this.context = context;
        }

        @Override
        public void found(Finding finding) {
            if (finding instanceof LateSenderFound ls && ls.multiCompletion()) {
                callsWithLateSender.set(ls.call());
            }
        }

        @Override
        public void sent(SentMessage m) {
            SendCompletion completion = m.completion();
            if (completion == SendCompletion.NONE || completion == SendCompletion.TEST) {
                return;
            }
            long idle = idle(m);
            if (completion != SendCompletion.MULTI_WAIT) {
                if (idle > 0) {
                    charge(m.completionCallPath(), idle, m.bytes(), m.completionEnter(), m.destination(),
                            m.receiveRequestLeave());
                }
                return;
            }
            int call = m.completionCall();
            if (callsWithLateSender.get(call)) {
                return;
            }
            MultiWait wait = multiWaits.computeIfAbsent(call, c -> new MultiWait(m.sendsInCompletionCall()));
            // Scalasca's backward replay keeps the first maximum it meets, i.e. the last send in event order.
            if (idle > 0 && idle >= wait.idle) {
                wait.idle = idle;
                wait.bytes = m.bytes();
                wait.start = m.completionEnter();
                wait.partner = m.destination();
                wait.partnerEnd = m.receiveRequestLeave();
            }
            if (--wait.sendsLeft == 0) {
                multiWaits.remove(call);
                if (wait.idle > 0) {
                    charge(m.completionCallPath(), wait.idle, wait.bytes, wait.start, wait.partner, wait.partnerEnd);
                }
            }
        }

        /** Scalasca's formula; zero unless the runtime says this send had to wait for its receive. */
        private static long idle(SentMessage m) {
            if (!m.matched() || !EventFlags.has(m.flags(), EventFlags.SYNCHRONOUS)
                    || m.completionLeave() < m.receiveRequestEnter()) {
                return 0;
            }
            return m.receiveRequestEnter() - m.completionEnter();
        }

        private void charge(int callPath, long idle, long bytes, long start, int partner, long partnerEnd) {
            context.addNanos(callPath, idle);
            context.instance(callPath, start, start + idle, idle, partner, start + idle, partnerEnd);
            context.publish(new LateReceiverFound(callPath, idle, bytes));
        }
    }
}
