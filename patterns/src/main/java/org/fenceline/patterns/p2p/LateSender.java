package org.fenceline.patterns.p2p;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReceiveCall;
import org.fenceline.analyzer.pattern.ReceivedMessage;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Late Sender (mpi_latesender): a receive waits because the matching send started later. */
public final class LateSender extends CatalogPattern {
    public LateSender() {
        super("mpi_latesender", "Late Sender", "sec", "mpi_point2point", new Description(
                "Time a blocking receive (MPI_Recv, or an MPI_Wait* completing an MPI_Irecv) waits because it was"
                        + " posted before the matching send started.",
                "<i>idle</i> = min(ENTER<sub>send call</sub>, LEAVE<sub>receive call</sub>) &minus;"
                        + " ENTER<sub>receive call</sub>, counted if positive (the minimum guards against clock"
                        + " condition violations, i.e. a send that seems to start after the receive ended)."
                        + " A call that completes several receives (MPI_Waitall, MPI_Waitsome, ...) counts only"
                        + " its largest idle time, that of the latest sender. MPI_Test* calls never wait."
                        + " Charged to the receiving call's call path on the receiving location.",
                "The sender reaches the send later than the receiver reaches the receive: load imbalance"
                        + " before the communication, or a receive posted long before the data is produced.",
                "Balance the work between sender and receiver; post the receive non-blocking (MPI_Irecv)"
                        + " early and wait for it as late as possible; send as early as the data is ready."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new Listener(context);
    }

    private static final class Listener implements ReplayListener {
        private final PatternContext context;
        private LateSenderFound largestInCall;

        Listener(PatternContext context) {
            this.context = context;
        }

        @Override
        public void received(ReceivedMessage m) {
            if (m.inTest()) {
                return;
            }
            long waitEnd = Math.min(m.sendCallEnter(), m.callLeave());
            long idle = waitEnd - m.callEnter();
            if (idle <= 0) {
                return;
            }
            LateSenderFound found = new LateSenderFound(m.callPath(), m.call(), m.multiCompletion(), idle,
                    m.callEnter(), waitEnd, m.source(), m.sendTime(), m.sendCallEnter(), m.sendCallLeave(), m.bytes());
            if (!m.multiCompletion()) {
                charge(found);
            } else if (largestInCall == null || idle > largestInCall.idleNs()) {
                // Scalasca accounts a multi-completion call's largest wait only: the latest sender's.
                largestInCall = found;
            }
        }

        @Override
        public void receiveCallEnded(ReceiveCall call) {
            if (largestInCall != null) {
                charge(largestInCall);
                largestInCall = null;
            }
        }

        private void charge(LateSenderFound f) {
            context.addNanos(f.callPath(), f.idleNs());
            context.instance(f.callPath(), f.waitStart(), f.waitEnd(), f.idleNs(), f.source(), f.sendCallEnter(),
                    f.sendCallLeave());
            context.publish(f);
        }
    }
}
