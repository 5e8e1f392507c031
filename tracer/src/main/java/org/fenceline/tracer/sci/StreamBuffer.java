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
    /**
     * Link bytes of a transaction beyond its data field and packet header: echo (8), response (16), second
     * echo (8) and four idle gaps (4 each), Tab. 3.3. With the 16-byte header: 64 bytes per packet.
     */
    static final int SUBACTION_BYTES = 48;

    private final int size;
    private final int overhead;
    private Packet tail;
    private long tailWritten;

    StreamBuffer(int size, int packetHeaderBytes) {
        this.size = size;
        this.overhead = packetHeaderBytes + SUBACTION_BYTES;
    }

    /** Link bytes of one packet with a data field of {@code dataBytes}. */
    long packetLinkBytes(int dataBytes) {
        return dataBytes + overhead;
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
                bytes += packetLinkBytes(size);
                at = blockEnd;
                continue;
            }
            int nwrite = largestNwrite(at, blockEnd);
            if (nwrite > 0) {
                bytes += packetLinkBytes(nwrite);
                at += nwrite;
            } else {
                long movesbEnd = Math.min(blockEnd, at - Math.floorMod(at, 16L) + 16);
                bytes += packetLinkBytes(16);
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
