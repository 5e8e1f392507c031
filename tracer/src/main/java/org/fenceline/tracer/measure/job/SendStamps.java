package org.fenceline.tracer.measure.job;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * The stored times of the job's SEND records whose RECV has not been recorded yet, so that every RECV is stamped
 * after its SEND (the clock condition). A rank's writer stores a record that shares its nanosecond with the one
 * before it 1 ns later; in virtual time an MPI call takes no time, so a send's ENTER and SEND, and any records of
 * the calls just before it, share the sender's instant and the SEND is stored up to a few nanoseconds after the
 * sender's clock, while a message on a network that keeps no time ({@code ideal}) arrives at that clock's time
 * (502 of 12,006 messages of a 4-rank Jacobi received 1-6 ns before they were sent). The receiver stamps
 * its RECV at least 1 ns after the SEND instead; no rank's clock moves, so the program's virtual timeline stays
 * that of an untraced run.
 *
 * <p>Messages of one sender to one receiver with one context and tag are received in the order they were sent
 * (MPI's non-overtaking rule), so each such channel keeps its stamps in a queue. A send that is never received
 * (cancelled, or pending at the end) leaves its stamp behind, which only gives a later receive on the channel an
 * earlier bound than its own send's. Thread-safe: each receiver's channels have a lock of their own.
 *
 * <p>Kept in virtual time only. In wall-clock time a SEND is stored before its message leaves and the RECV after
 * it arrived, on one monotonic clock, so a message's own latency (hundreds of nanoseconds at the least) keeps them
 * apart, and the sender's and the receiver's lock and queues, passed between their cores for every message, would
 * slow the traced program.
 */
public final class SendStamps {
    /** No SEND recorded for a receive: it keeps its time. */
    public static final long NONE = Long.MIN_VALUE;
    /** Keeps no stamps: every receive keeps its time. */
    public static final SendStamps NOT_KEPT = new SendStamps(0);

    private final Receiver[] receivers;

    private SendStamps(int ranks) {
        receivers = new Receiver[ranks];
        for (int r = 0; r < ranks; r++) {
            receivers[r] = new Receiver();
        }
    }

    /** Stamps for a job of {@code ranks} ranks (world ranks 0 .. ranks - 1). */
    public static SendStamps kept(int ranks) {
        return new SendStamps(ranks);
    }

    /** Rank {@code sender} stored a SEND to world rank {@code receiver} at {@code time}. */
    public void sent(int sender, int receiver, int context, int tag, long time) {
        if (receiver >= 0 && receiver < receivers.length) {
            receivers[receiver].sent(new Channel(sender, context, tag), time);
        }
    }

    /**
     * Rank {@code receiver} received the next message of the channel: the stored time of its SEND, or {@link #NONE}
     * if none was recorded.
     */
    public long received(int sender, int receiver, int context, int tag) {
        if (receiver < 0 || receiver >= receivers.length) {
            return NONE;
        }
        return receivers[receiver].received(new Channel(sender, context, tag));
    }

    /** Messages from one sender in one context with one tag. */
    private record Channel(int sender, int context, int tag) {
    }

    /** One receiver's channels. */
    private static final class Receiver {
        private final Map<Channel, ArrayDeque<Long>> pending = new HashMap<>();

        synchronized void sent(Channel channel, long time) {
            pending.computeIfAbsent(channel, c -> new ArrayDeque<>()).add(time);
        }

        synchronized long received(Channel channel) {
            ArrayDeque<Long> stamps = pending.get(channel);
            Long time = stamps == null ? null : stamps.poll();
            return time == null ? NONE : time;
        }
    }
}
