package org.fenceline.tracer.runtime.collective;

import org.fenceline.tracer.device.MessageDevice;
import org.fenceline.tracer.device.SciDevice;
import org.fenceline.tracer.sci.TimingProfile;

/**
 * Algorithm choices and thresholds, read from the job's timing profile (the thesis's defaults for sci-p3 and
 * ideal); a device without a profile gets sci-p3's. Eager-sized limits follow the profile's eager buffer.
 */
record Tuning(TimingProfile profile) {
    static Tuning of(MessageDevice device) {
        return new Tuning(device instanceof SciDevice sci ? sci.profile() : TimingProfile.sciP3());
    }

    boolean segmentBarrier() {
        return profile.barrierAlgorithm().equals("segment");
    }

    int reduceFanIn() {
        return profile.reduceFanIn();
    }

    int blockBytes() {
        return profile.collectiveBlockBytes();
    }

    boolean pipelinedBroadcast(long bytes, int size) {
        return size > 2 && bytes > profile.pipelinedBroadcastBytes();
    }

    /** "pipeline", "rabenseifner" or "tree" for a vector of {@code bytes}; small vectors always use the tree. */
    String reduceAlgorithm(long bytes, boolean commutative) {
        if (!commutative || bytes <= profile.largeReduceBytes()) {
            return "tree";
        }
        return profile.largeReduceAlgorithm();
    }

    boolean shiftAllgather() {
        return profile.allgatherAlgorithm().equals("shift");
    }

    /** The largest message the eager protocol carries: trees of whole subtrees and overlapped schedules stay below it. */
    int eagerBytes() {
        return profile.eagerBufferBytes();
    }
}
