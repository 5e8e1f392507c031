package org.fenceline.tracer.sci;

/**
 * Write gathering in the adapter (digest 000 §1.4). PIO stores to contiguous ascending addresses are
 * collected into a buffer of the largest nwrite size and leave as SCI packets: a full, aligned buffer as
 * one nwrite128 (or 64/16 on older adapters); partial, aligned pieces as smaller nwrites; unaligned rest
 * as movesb. A write that does not end on a buffer boundary leaves its tail in the buffer, which goes
 * out when a later write continues it up to the boundary, when it is flushed (explicitly or by a store
 * barrier), when a non-continuing write needs the buffer, or after the idle timeout.
 */
final class StreamBuffer {
    /** Per-packet link bytes beyond the data field: header, echo, response and idle symbols (Tab. 3.3). */
    static final int LINK_OVERHEAD = 64;

    private final int size;
    private Packet tail;
    private long tailWritten;

    StreamBuffer(int size) {
        this.size = size;
    }

    /** Where a write ending at {@code end} stops being gathered: its last buffer boundary (or its start). */
    long boundaryBefore(long start, long end) {
        long boundary = end - Math.floorMod(end, (long) size);
        return Math.max(boundary, start);
    }

    /** The tail packet still sitting in the buffer, if it continues at {@code offset} and has not timed out. */
    Packet continuable(long offset, long now, long timeoutNanos) {
        if (tail != null && tail.end() == offset && now < tailWritten + timeoutNanos) {
            return tail;
        }
        return null;
    }

    Packet tail() {
        return tail;
    }

    void holdTail(Packet packet, long writtenAt) {
        tail = packet;
        tailWritten = writtenAt;
    }

    void clearTail() {
        tail = null;
    }

    /** Link bytes needed for the packets that carry [{@code offset}, {@code offset + length}). */
    long linkBytes(long offset, long length) {
        long bytes = 0;
        long at = offset;
        long end = offset + length;
        while (at < end) {
            long blockEnd = Math.min(end, at - Math.floorMod(at, (long) size) + size);
            if (at % size == 0 && blockEnd - at == size) {
                bytes += size + LINK_OVERHEAD;
                at = blockEnd;
                continue;
            }
            int nwrite = largestNwrite(at, blockEnd);
            if (nwrite > 0) {
                bytes += nwrite + LINK_OVERHEAD;
                at += nwrite;
            } else {
                long movesbEnd = Math.min(blockEnd, at - Math.floorMod(at, 16L) + 16);
                bytes += 16 + LINK_OVERHEAD;
                at = movesbEnd;
            }
        }
        return bytes;
    }

    private int largestNwrite(long at, long limit) {
        for (int nwrite : new int[] {64, 16}) {
            if (nwrite < size && at % nwrite == 0 && at + nwrite <= limit) {
                return nwrite;
            }
        }
        return 0;
    }
}
