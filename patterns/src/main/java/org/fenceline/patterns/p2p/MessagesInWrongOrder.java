package org.fenceline.patterns.p2p;

import java.util.ArrayDeque;
import java.util.Iterator;

import org.fenceline.analyzer.pattern.Finding;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReceivedMessage;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Messages in Wrong Order (mpi_latesender_wo): Late Sender caused by receiving messages in another order. */
public final class MessagesInWrongOrder extends CatalogPattern {
    /** Scalasca's BUFFERSIZE: how many recent Late Sender instances a later receive is compared with. */
    static final int REMEMBERED = 100;

    public MessagesInWrongOrder() {
        super("mpi_latesender_wo", "Messages in Wrong Order", "sec", "mpi_latesender", new Description(
                "The part of Late Sender caused by receiving messages in a different order than they were sent:"
                        + " the receiver waits for a message that was sent late although another one, sent"
                        + " earlier, was already available.",
                "the receiver remembers its last " + REMEMBERED + " Late Sender instances; when a later"
                        + " receive gets a message whose SEND is earlier than a remembered instance's SEND,"
                        + " that instance's whole waiting time is counted here (once) and forgotten. Charged to"
                        + " the call path of the earlier, waiting receive.",
                "A fixed receive order (e.g. by rank) that does not match the order in which messages are"
                        + " sent.",
                "Receive in the order messages are sent, or accept them in arrival order (MPI_ANY_SOURCE,"
                        + " MPI_ANY_TAG, MPI_Waitany/Waitsome)."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new Listener(context);
    }

    private static final class Listener implements ReplayListener {
        private final PatternContext context;
        private final ArrayDeque<LateSenderFound> recent = new ArrayDeque<>();
        /**
         * The latest SEND among the remembered instances ({@link Long#MIN_VALUE}: none). Most messages were sent after
         * all of them, and a receive of one need not look at each.
         */
        private long latestSend = Long.MIN_VALUE;

        Listener(PatternContext context) {
            this.context = context;
        }

        @Override
        public void found(Finding finding) {
            if (finding instanceof LateSenderFound ls) {
                boolean forgotLatest = false;
                if (recent.size() == REMEMBERED) {
                    forgotLatest = recent.removeFirst().sendTime() == latestSend;
                }
                recent.addLast(ls);
                latestSend = forgotLatest ? latestOf(recent) : Math.max(latestSend, ls.sendTime());
            }
        }

        @Override
        public void received(ReceivedMessage m) {
            if (latestSend <= m.sendTime()) {
                return;
            }
            for (Iterator<LateSenderFound> it = recent.iterator(); it.hasNext(); ) {
                LateSenderFound earlier = it.next();
                if (earlier.sendTime() > m.sendTime()) {
                    it.remove();
                    context.addNanos(earlier.callPath(), earlier.idleNs());
                    context.instance(earlier.callPath(), earlier.waitStart(), earlier.waitEnd(), earlier.idleNs(),
                            earlier.source(), earlier.sendCallEnter(), earlier.sendCallLeave());
                    context.publish(new WrongOrderFound(earlier, m.source()));
                }
            }
            latestSend = latestOf(recent);
        }

        private static long latestOf(ArrayDeque<LateSenderFound> found) {
            long latest = Long.MIN_VALUE;
            for (LateSenderFound f : found) {
                latest = Math.max(latest, f.sendTime());
            }
            return latest;
        }
    }
}
