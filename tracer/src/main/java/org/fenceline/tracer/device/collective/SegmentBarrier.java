package org.fenceline.tracer.device.collective;

import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.stream.IntStream;
import org.fenceline.tracer.device.SciDevice;
import org.fenceline.tracer.sci.Segment;

/**
 * SCI-MPICH's hierarchical shared-memory barrier (HSB, digest 000 §4.2), built only from word stores and
 * loads on SCI segments: every member exports a small flag segment; members form a tree of fan-in f (the
 * profile's barrierFanIn, reduced adaptively by (6.5)); a member waits until its children have checked in,
 * checks in at its parent with one remote write, waits for its check-out flag and passes the check-out on to
 * its children. With one process per node, the intra-node level of the thesis's hierarchy is empty.
 *
 * <p>Each child owns a check-in slot at its parent instead of incrementing a shared counter: SCI has no cheap
 * remote increment (it needs a remote read), and the slots tell which children have not arrived. Slots and
 * check-out flag hold the barrier's episode number, so they never need to be reset. The check-out flag sits in
 * its own 128-byte line, away from the check-in slots. One object per communicator is shared by its members,
 * found under the communicator's context and members, as SMI makes the flag segments known globally.
 */
public final class SegmentBarrier {
    static final int SLOT_BYTES = 8;
    static final int CHECK_OUT_OFFSET = 128;
    private static final int SEGMENT_BYTES = CHECK_OUT_OFFSET + SLOT_BYTES;

    private record Key(int context, List<Integer> members) {
    }

    private static final Map<SciDevice, Map<Key, SegmentBarrier>> BOARDS = new WeakHashMap<>();

    final SciDevice device;
    final int[] worldRanks;
    final int fanIn;
    final Segment[] flags;

    private SegmentBarrier(SciDevice device, int[] worldRanks) {
        this.device = device;
        this.worldRanks = worldRanks.clone();
        this.fanIn = adaptiveFanIn(worldRanks.length, device.profile().barrierFanIn());
        this.flags = new Segment[worldRanks.length];
        for (int i = 0; i < worldRanks.length; i++) {
            flags[i] = device.network().adapter(worldRanks[i]).export(SEGMENT_BYTES);
        }
    }

    /** The barrier of the communicator with {@code context} and these members (world ranks in rank order). */
    public static BarrierMember join(SciDevice device, int context, int[] worldRanks, int memberIndex) {
        SegmentBarrier barrier;
        synchronized (BOARDS) {
            barrier = BOARDS.computeIfAbsent(device, d -> new java.util.HashMap<>())
                    .computeIfAbsent(new Key(context, IntStream.of(worldRanks).boxed().toList()),
                            k -> new SegmentBarrier(device, worldRanks));
        }
        return new BarrierMember(barrier, memberIndex);
    }

    /** f_opt = f_in - ⌊(⌈N/f_in⌉·f_in - N) / ⌈N/f_in⌉⌋ (6.5): no tree level is left half empty. */
    static int adaptiveFanIn(int members, int fanIn) {
        int groups = (members + fanIn - 1) / fanIn;
        return Math.max(2, fanIn - (groups * fanIn - members) / groups);
    }

    int parentOf(int member) {
        return member == 0 ? -1 : (member - 1) / fanIn;
    }

    int firstChild(int member) {
        return member * fanIn + 1;
    }

    int members() {
        return worldRanks.length;
    }
}
