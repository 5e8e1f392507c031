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
 * check-out flag hold the barrier's episode number, so they never need to be reset. Every flag is the last word
 * of its own stream-buffer line (check-out flag first, then one line per check-in slot): a flag write completes
 * its line and leaves at once, so the writer's store barrier delays only the writer, never the flag (§4.2,
 * "n consecutive remote flag writes need only one store barrier"). One object per communicator is shared by its
 * members, found under the communicator's context and members, as SMI makes the flag segments known globally.
 */
public final class SegmentBarrier {
    private static final int FLAG_BYTES = 8;

    private record Key(int context, List<Integer> members) {
    }

    private static final Map<SciDevice, Map<Key, SegmentBarrier>> BOARDS = new WeakHashMap<>();

    final SciDevice device;
    final int[] worldRanks;
    final int fanIn;
    final Segment[] flags;
    /** Bytes per stream-buffer line, each of which holds one flag in its last word. */
    private final int line;

    private SegmentBarrier(SciDevice device, int[] worldRanks) {
        this.device = device;
        this.worldRanks = worldRanks.clone();
        this.fanIn = adaptiveFanIn(worldRanks.length, device.profile().barrierFanIn());
        this.flags = new Segment[worldRanks.length];
        this.line = device.profile().streamBufferBytes();
        for (int i = 0; i < worldRanks.length; i++) {
            flags[i] = device.network().adapter(worldRanks[i]).export((long) (fanIn + 1) * line);
        }
    }

    /** A barrier of its own for these members (world ranks in rank order), e.g. a window's fence. */
    public static SegmentBarrier of(SciDevice device, int[] worldRanks) {
        return new SegmentBarrier(device, worldRanks);
    }

    /** The side of member {@code memberIndex}, to be used by that member's thread only. */
    public BarrierMember member(int memberIndex) {
        return new BarrierMember(this, memberIndex);
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

    /** Offset of the check-out flag in a member's flag segment. */
    long checkOutFlag() {
        return line - FLAG_BYTES;
    }

    /** Offset of the check-in flag of the parent's {@code slot}-th child. */
    long checkInFlag(int slot) {
        return (long) (slot + 1) * line + line - FLAG_BYTES;
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
