package org.fenceline.tracer.runtime;

import java.nio.ByteBuffer;

/**
 * Moves {@code count} items of a typemap between a user buffer and contiguous packed bytes, with one bulk copy per
 * run of adjacent bytes: a message of a basic or contiguous datatype is a single copy, however many elements it
 * has, and a derived datatype costs one copy per gap-separated block. Point-to-point messages and collectives
 * share it.
 */
final class Packer {
    /** One run of adjacent bytes of the user buffer, in typemap order. */
    @FunctionalInterface
    private interface RunCopy {
        void copy(long offset, int length);
    }

    private Packer() {
    }

    /** Packs the items at byte {@code origin} of {@code elements} into {@code target} at its position (advancing it). */
    static void pack(ElementBuffer elements, long origin, int count, TypeLayout layout, ByteBuffer target) {
        forEachRun(origin, count, layout, (long) count * layout.size(),
                (offset, length) -> elements.read(offset, length, target));
    }

    /**
     * Unpacks the first {@code bytes} packed bytes of the items (a shorter message fills the leading part) from
     * {@code packed}'s position (advancing it) into the items at byte {@code origin} of {@code elements}.
     */
    static void unpack(ByteBuffer packed, ElementBuffer elements, long origin, int count, TypeLayout layout,
            long bytes) {
        forEachRun(origin, count, layout, Math.min(bytes, (long) count * layout.size()),
                (offset, length) -> elements.write(packed, offset, length));
    }

    private static void forEachRun(long origin, int count, TypeLayout layout, long bytes, RunCopy copy) {
        if (bytes <= 0) {
            return;
        }
        if (layout.isContiguous()) {
            copy.copy(origin, (int) bytes);
            return;
        }
        long rest = bytes;
        long runStart = 0;
        long runLength = 0;
        for (int c = 0; c < count && rest > 0; c++) {
            long item = origin + c * layout.extent();
            for (int i = 0; i < layout.blockCount() && rest > 0; i++) {
                long at = item + layout.blockOffset(i);
                int length = (int) Math.min(rest, layout.blockLength(i));
                if (runLength > 0 && runStart + runLength == at) {
                    runLength += length;
                } else {
                    if (runLength > 0) {
                        copy.copy(runStart, (int) runLength);
                    }
                    runStart = at;
                    runLength = length;
                }
                rest -= length;
            }
        }
        copy.copy(runStart, (int) runLength);
    }
}
