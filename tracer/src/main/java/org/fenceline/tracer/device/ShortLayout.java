package org.fenceline.tracer.device;

import java.util.List;
import org.fenceline.tracer.sci.SegmentRange;
import org.fenceline.tracer.sci.TimingProfile;

/**
 * The short segment every rank exports (digest 000 §3.2, Fig. 4.5): one receive ring of S slots for every
 * sender (itself included), then the "internal one-sided area": per sender the credit counter S_cnt that
 * the sender remote-reads, and per receiver the words through which that receiver returns eager buffers.
 * Words that are written remotely sit at the end of their own stream-buffer block, so that one word
 * completes the block and leaves at once instead of waiting for the stream-buffer timeout.
 */
final class ShortLayout {
    final int ranks;
    final int slot;
    final int slots;
    final int eagerBuffers;
    private final long creditsBase;
    private final long eagerReturnsBase;
    final long size;

    ShortLayout(int ranks, TimingProfile profile) {
        this.ranks = ranks;
        this.slot = profile.streamBufferBytes();
        this.slots = profile.shortSlots();
        this.eagerBuffers = profile.eagerBuffersPerPair();
        this.creditsBase = (long) ranks * slots * slot;
        this.eagerReturnsBase = creditsBase + (long) ranks * slot;
        this.size = eagerReturnsBase + (long) ranks * eagerBuffers * slot;
    }

    /** Offset of slot {@code index} of the ring that {@code sender} writes. */
    long slot(int sender, int index) {
        return ((long) sender * slots + index) * slot;
    }

    /** Offset of the message-ID word of a slot: its last word. */
    long idWord(int sender, int index) {
        return slot(sender, index) + slot - TimingProfile.MESSAGE_ID_BYTES;
    }

    /** S_cnt: slots of {@code sender}'s ring this receiver has consumed. */
    long credits(int sender) {
        return creditsBase + (long) sender * slot + slot - 8;
    }

    /** In the sender's segment: how often {@code receiver} has returned eager buffer {@code buffer}. */
    long eagerReturn(int receiver, int buffer) {
        return eagerReturnsBase + ((long) receiver * eagerBuffers + buffer) * slot + slot - 8;
    }

    /**
     * What rank {@code rank} touches in another rank's short segment: its own ring there, its credit counter, and
     * the words through which it returns that rank's eager buffers. It maps only these, so a job needs O(N) ATT
     * entries per node, not O(N²).
     */
    List<SegmentRange> touchedBy(int rank) {
        return List.of(new SegmentRange(slot(rank, 0), (long) slots * slot),
                new SegmentRange(creditsBase + (long) rank * slot, slot),
                new SegmentRange(eagerReturnsBase + (long) rank * eagerBuffers * slot, (long) eagerBuffers * slot));
    }

    /** Payload bytes in the first slot, after the header and before the message-ID word. */
    int firstSlotPayload(int headerBytes) {
        return slot - headerBytes - TimingProfile.MESSAGE_ID_BYTES;
    }
}
