package org.fenceline.tracer.device;

import java.util.concurrent.atomic.LongAdder;

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

    private final LongAdder[] counts = new LongAdder[Protocol.values().length];

    ProtocolCounters() {
        for (int i = 0; i < counts.length; i++) {
            counts[i] = new LongAdder();
        }
    }

    void count(Protocol protocol) {
        counts[protocol.ordinal()].increment();
    }

    public long get(Protocol protocol) {
        return counts[protocol.ordinal()].sum();
    }

    public void reset() {
        for (LongAdder count : counts) {
            count.reset();
        }
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        for (Protocol protocol : Protocol.values()) {
            out.append(out.isEmpty() ? "" : ", ").append(protocol).append('=').append(get(protocol));
        }
        return out.toString();
    }
}
