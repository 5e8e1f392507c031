package org.fenceline.tracer.device.rma;

import org.fenceline.tracer.sci.Cpu;

/**
 * The barrier inside MPI_Win_fence, on flags in the members' segments: a dissemination barrier whose
 * ⌈log2 N⌉ rounds each write one remote flag and pass a store barrier, so it scales logarithmically like
 * SCI-MPICH's shared-memory barrier (digest 000 §6.3, §6.5). A round waits for the partner's flag to have
 * arrived, so a late member delays everyone, as a real barrier does.
 */
final class FenceBarrier {
    private final RmaDevice rma;
    private final int[] worldRanks;
    private final long[][] reached;
    private final long[][] visibleAt;
    /** Barriers each member has entered; only the member's own thread touches its entry. */
    private final long[] episodes;

    FenceBarrier(RmaDevice rma, int[] worldRanks) {
        this.rma = rma;
        this.worldRanks = worldRanks;
        int rounds = 32 - Integer.numberOfLeadingZeros(Math.max(1, worldRanks.length - 1));
        this.reached = new long[worldRanks.length][rounds];
        this.visibleAt = new long[worldRanks.length][rounds];
        this.episodes = new long[worldRanks.length];
    }

    void await(int rank, String operation) {
        int n = worldRanks.length;
        long episode = ++episodes[rank];
        int self = worldRanks[rank];
        Cpu cpu = rma.cpu(self);
        RmaCosts costs = rma.costs();
        for (int round = 0, distance = 1; distance < n; round++, distance <<= 1) {
            cpu.charge(costs.barrierRound());
            long arrival = cpu.now() + costs.wire();
            cpu.busyUntil(Math.max(cpu.now() + Math.round(costs.storeBarrier()), arrival));
            cpu.catchUp();
            signal((rank + distance) % n, round, episode, arrival);
            int r = round;
            rma.await(self, () -> arrived(rank, r, episode), operation);
            rma.realise(self, visibleAt(rank, round));
        }
    }

    private void signal(int to, int round, long episode, long arrival) {
        synchronized (this) {
            reached[to][round] = Math.max(reached[to][round], episode);
            visibleAt[to][round] = Math.max(visibleAt[to][round], arrival);
        }
        rma.signal(worldRanks[to], arrival);
    }

    private synchronized boolean arrived(int rank, int round, long episode) {
        return reached[rank][round] >= episode && visibleAt[rank][round] <= rma.now();
    }

    private synchronized long visibleAt(int rank, int round) {
        return visibleAt[rank][round];
    }
}
