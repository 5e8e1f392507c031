package org.fenceline.trace.column;

/**
 * How {@link IntList} and {@link LongList} size their arrays, in one place: they differ only in the element type.
 */
final class ListCapacity {
    private ListCapacity() {
    }

    /** The capacity after a full array of {@code length}: half again, at least 2 more (also after a trim to 1). */
    static int grown(int length) {
        return length + Math.max(2, length >> 1);
    }

    /**
     * Whether a complete list of {@code size} in an array of {@code length} is worth copying to its size: up to an
     * eighth of room is kept, as copying the whole list would cost more than it frees. An eighth, not a sixteenth:
     * a list {@linkplain #reserved reserved} for a projection has a sixteenth of room beyond it, so with a sixteenth
     * every projection that came out a few rows high (a location's first events hold its start-up) was copied again
     * at the end (the call-path timeline of each location of a 4-rank Jacobi trace: 3,400,060 entries reserved,
     * 3,200,022 used).
     */
    static boolean worthTrimming(int length, int size) {
        return length > Math.max(1, size) + (size >> 3);
    }

    /** The capacity to reserve for {@code expected} values: a sixteenth more, so a later rise needs no second copy. */
    static int reserved(int expected) {
        return (int) Math.min(Integer.MAX_VALUE - 8, expected + (long) (expected >> 4));
    }

    /**
     * The failure of an index check, written out in the lists rather than {@code Objects.checkIndex}: the quick
     * compiler (C1), which runs {@code analyze} of most traces, does not intrinsify that, and these are the
     * analysis's most frequent calls. A negative index fails on the array itself.
     */
    static IndexOutOfBoundsException outOfBounds(int index, int size) {
        return new IndexOutOfBoundsException("Index " + index + " out of bounds for length " + size);
    }
}
