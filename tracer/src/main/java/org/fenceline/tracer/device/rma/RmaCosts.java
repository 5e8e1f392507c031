package org.fenceline.tracer.device.rma;

import org.fenceline.tracer.sci.SciNetwork;
import org.fenceline.tracer.sci.TimingProfile;

/**
 * What one-sided operations and their synchronisation cost on the emulated SCI platform, in nanoseconds,
 * built from the profile's Tab. 4.1 parameters as the thesis's models do (digest 000 §6.2-6.4). The ideal
 * profile makes every cost zero.
 */
final class RmaCosts {
    private final TimingProfile p;

    RmaCosts(TimingProfile profile) {
        this.p = profile;
    }

    /** A posted PIO write at the origin: l_rs plus the bytes at B_cr. */
    double pioWrite(long bytes) {
        double bandwidth = bytes <= p.cacheKneeBytes() ? p.pioBandwidthCached() : p.pioBandwidthMemory();
        return p.remoteWriteSenderMicros() * 1000 + SciNetwork.nanosFor(bytes, bandwidth);
    }

    /** Travel time of a posted write after the sender has issued it: l_rw − l_rs. */
    long wire() {
        return Math.round((p.remoteWriteMicros() - p.remoteWriteSenderMicros()) * 1000);
    }

    /** A remote read stalls the CPU for l_rr plus the bytes at B_rr. */
    double remoteRead(long bytes) {
        return p.remoteReadMicros() * 1000 + SciNetwork.nanosFor(bytes, p.remoteReadBandwidth());
    }

    /** Access to the own window part: a local copy at B_cl. */
    double localCopy(long bytes) {
        return p.localReadMicros() * 1000 + SciNetwork.nanosFor(bytes, p.localCopyBandwidth(bytes));
    }

    double storeBarrier() {
        return p.storeBarrierMicros() * 1000;
    }

    /**
     * A control message of the emulated method at its sender: the MPI-level software cost, the CRC, and the
     * PIO write of its slots. Small data rides inline (one message, "inline put"); larger data follows as a
     * second transfer (§6.2).
     */
    double controlMessage(long payload) {
        long inline = payload <= p.shortLimit() ? payload : 0;
        double cost = p.rmaControlMicros() * 1000
                + SciNetwork.nanosFor(p.shortHeaderBytes() + inline, p.crcBandwidth())
                + pioWrite((long) p.slotsFor((int) inline) * p.streamBufferBytes());
        return inline == payload ? cost : cost + pioWrite(payload);
    }

    /**
     * The atomicity guard of a direct read-modify-write (accumulate, compare-and-swap): a remote
     * test-and-set read plus the writes that take and release it.
     */
    double mutex() {
        return p.remoteReadMicros() * 1000 + 2 * p.remoteWriteSenderMicros() * 1000;
    }

    /**
     * Acquiring a window lock at its owner (5.16, 5.17): l_lb + l_sb + 3·(l_rr + l_rs) exclusive,
     * 2·(l_lb + l_sb) + 3·l_rr + 6·l_rs shared. Every remote read of the lock words is slowed by the other
     * requests polling the same words: they occupy the owner's adapter (hot-spot contention, §6.3).
     */
    double lock(boolean exclusive, int contenders, boolean local) {
        double read = lockWordRead(contenders, local);
        double write = local ? 0 : p.remoteWriteSenderMicros() * 1000;
        double barriers = (p.loadBarrierMicros() + p.storeBarrierMicros()) * 1000;
        return exclusive ? barriers + 3 * (read + write) : 2 * barriers + 3 * read + 6 * write;
    }

    /** Releasing it: l_sb + l_rr + 2·l_rs exclusive; the shared release repeats the acquisition protocol. */
    double unlock(boolean exclusive, int contenders, boolean local) {
        if (!exclusive) {
            return lock(false, contenders, local);
        }
        double write = local ? 0 : p.remoteWriteSenderMicros() * 1000;
        return p.storeBarrierMicros() * 1000 + lockWordRead(contenders, local) + 2 * write;
    }

    /** One poll of a lock word by a waiting origin; it also notices a grant only with such a read. */
    double lockWordRead(int contenders, boolean local) {
        return local ? p.localReadMicros() * 1000 : p.remoteReadMicros() * 1000 * (1 + contenders);
    }

    /** One round of the window's dissemination barrier: a remote flag write, then a store barrier. */
    double barrierRound() {
        return p.remoteWriteSenderMicros() * 1000;
    }
}
