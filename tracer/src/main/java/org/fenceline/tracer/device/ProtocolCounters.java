package org.fenceline.tracer.device;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/** Messages sent per protocol, for tests and benchmarks that check which path a message took. */
public final class ProtocolCounters {
    /** The point-to-point protocols of SCI-MPICH (digest 000 §3). */
    public enum Protocol {
        /** One slot of the short ring. */
        SHORT,
        /** Several consecutive slots of the short ring ("long short"). */
        LONG_SHORT,
        /** PIO into a per-pair eager buffer plus a control message. */
        EAGER,
        /** Request-to-send / ok-to-send, blocks written by PIO. */
        RENDEZVOUS_PIO,
        /** Request-to-send / ok-to-send, blocks moved by the DMA engine. */
        RENDEZVOUS_DMA,
        /**
         * Request-to-send, then the receiver copies straight from the sender's buffer and answers "received":
         * the {@code ideal} interconnect on the wall clock, which models no staging copies (as Open MPI's
         * single-copy shared-memory path does).
         */
        RENDEZVOUS_SINGLE_COPY
    }

    private static final VarHandle COUNT = MethodHandles.arrayElementVarHandle(long[].class);
    /** Longs per rank: 128 bytes, the pair of cache lines that the adjacent-line prefetcher fetches together. */
    private static final int STRIDE = 16;
    private static final Protocol[] PROTOCOLS = Protocol.values();
    /**
     * Per rank a block of {@link #STRIDE} counts (block 0, which shares its line with the array's header, is
     * unused), each written only by its rank under the rank's monitor. One job-wide counter per protocol was
     * written by every sender: in a ping-pong the two ranks took its cache line from each other on every message.
     */
    private final long[] counts;
    private final int ranks;
    /** The sums at the last {@link #reset}: resetting never writes to the ranks' counts. */
    private final long[] resetAt = new long[PROTOCOLS.length];

    ProtocolCounters(int ranks) {
        this.ranks = ranks;
        this.counts = new long[(ranks + 1) * STRIDE];
    }

    /** {@code rank} sent a message by {@code protocol}; called under its monitor. */
    void count(int rank, Protocol protocol) {
        int index = (rank + 1) * STRIDE + protocol.ordinal();
        COUNT.setRelease(counts, index, counts[index] + 1);
    }

    public synchronized long get(Protocol protocol) {
        return sum(protocol) - resetAt[protocol.ordinal()];
    }

    public synchronized void reset() {
        for (Protocol protocol : PROTOCOLS) {
            resetAt[protocol.ordinal()] = sum(protocol);
        }
    }

    private long sum(Protocol protocol) {
        long sum = 0;
        for (int rank = 0; rank < ranks; rank++) {
            sum += (long) COUNT.getAcquire(counts, (rank + 1) * STRIDE + protocol.ordinal());
        }
        return sum;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        for (Protocol protocol : PROTOCOLS) {
            out.append(out.isEmpty() ? "" : ", ").append(protocol).append('=').append(get(protocol));
        }
        return out.toString();
    }
}
