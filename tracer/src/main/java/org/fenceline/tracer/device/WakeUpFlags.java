package org.fenceline.tracer.device;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * What the other ranks of a job read to decide whether to wake a rank: how many of its threads sleep in the
 * device (a sender that wrote to it wakes them) and whether messages of it wait for credits (a receiver that
 * returned credits wakes it). A sender reads its receiver's flags after every ring message, and a receiver its
 * sender's after every poll that found one, so they must not share a cache line with anything the owner writes
 * often. They used to be fields of the rank's {@link RankEndpoint}, whose monitor, taken on every poll, lives in
 * the same line: each message then moved that line between the two ranks' cores twice more. Here every rank has
 * 128 bytes of its own, which its owner writes only around a sleep or a backlog.
 */
final class WakeUpFlags {
    private static final VarHandle FLAG = MethodHandles.arrayElementVarHandle(int[].class);
    /** Ints per rank: 128 bytes, the pair of cache lines that the adjacent-line prefetcher fetches together. */
    private static final int STRIDE = 32;
    private static final int SLEEPERS = 0;
    private static final int AWAITING_CREDITS = 1;
    /** Per rank a block of {@link #STRIDE}; block 0, which shares its line with the array's header, is unused. */
    private final int[] flags;

    WakeUpFlags(int ranks) {
        this.flags = new int[(ranks + 1) * STRIDE];
    }

    void startSleeping(int rank) {
        FLAG.getAndAdd(flags, index(rank, SLEEPERS), 1);
    }

    void stopSleeping(int rank) {
        FLAG.getAndAdd(flags, index(rank, SLEEPERS), -1);
    }

    /** True while a thread of {@code rank} sleeps (or is about to) in the device. */
    boolean sleeping(int rank) {
        return (int) FLAG.getVolatile(flags, index(rank, SLEEPERS)) > 0;
    }

    /** Set while messages of {@code rank} wait in a backlog for credits from some receiver. */
    void awaitingCredits(int rank, boolean value) {
        FLAG.setVolatile(flags, index(rank, AWAITING_CREDITS), value ? 1 : 0);
    }

    boolean awaitingCredits(int rank) {
        return (int) FLAG.getVolatile(flags, index(rank, AWAITING_CREDITS)) != 0;
    }

    private static int index(int rank, int flag) {
        return (rank + 1) * STRIDE + flag;
    }
}
