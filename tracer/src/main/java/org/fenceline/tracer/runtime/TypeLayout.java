package org.fenceline.tracer.runtime;

import java.util.Arrays;

/**
 * A datatype's flattened typemap: the byte blocks one copy of the type covers, relative to the copy's start,
 * plus its bounds. Everything is in bytes here; the facade converts to elements of the base type as Open MPI
 * does. Adjacent blocks are merged, so a contiguous type is one block and packs with one bulk copy.
 */
public final class TypeLayout {
    private final BaseType base;
    private final long[] offsets;
    private final int[] lengths;
    /** Size of the primitives in each block: getElements counts primitives, not bytes. */
    private final int[] primitiveBytes;
    private final long lb;
    private final long extent;
    private final long size;
    private final long trueLb;
    private final long trueUb;

    private TypeLayout(BaseType base, long[] offsets, int[] lengths, int[] primitiveBytes, long lb, long extent) {
        this.base = base;
        this.offsets = offsets;
        this.lengths = lengths;
        this.primitiveBytes = primitiveBytes;
        this.lb = lb;
        this.extent = extent;
        long total = 0;
        for (int length : lengths) {
            total += length;
        }
        this.size = total;
        long low = offsets.length == 0 ? 0 : Long.MAX_VALUE;
        long high = 0;
        for (int i = 0; i < offsets.length; i++) {
            low = Math.min(low, offsets[i]);
            high = Math.max(high, offsets[i] + lengths[i]);
        }
        this.trueLb = low;
        this.trueUb = high;
    }

    public static TypeLayout predefined(BaseType base) {
        if (base == BaseType.NONE) {
            return new TypeLayout(base, new long[0], new int[0], new int[0], 0, 0);
        }
        return new TypeLayout(base, new long[] {0}, new int[] {base.bytes()}, new int[] {base.bytes()}, 0, base.bytes());
    }

    /** Two primitives side by side as a C struct lays them out (MPI_2INT, MPI_DOUBLE_INT, ...): byte based. */
    public static TypeLayout pair(BaseType first, BaseType second) {
        int secondOffset = Math.max(first.bytes(), second.bytes());
        int alignment = Math.max(first.bytes(), second.bytes());
        long end = secondOffset + second.bytes();
        long extent = (end + alignment - 1) / alignment * alignment;
        Builder b = new Builder();
        b.add(predefined(first), 0);
        b.add(predefined(second), secondOffset);
        return b.build(BaseType.BYTE, 0L, extent);
    }

    /** {@code count} copies of the base primitive viewed as one element (MPI_FLOAT_COMPLEX, ...). */
    public static TypeLayout complex(BaseType part) {
        return contiguous(2, predefined(part));
    }

    public static TypeLayout contiguous(int count, TypeLayout old) {
        Builder b = new Builder();
        b.addRepeated(old, 0, count);
        return b.build(old.base);
    }

    /** Blocks of {@code blockLength} old elements, {@code strideBytes} apart. */
    public static TypeLayout stridedBlocks(int count, int blockLength, long strideBytes, TypeLayout old) {
        Builder b = new Builder();
        for (int i = 0; i < count; i++) {
            b.addRepeated(old, i * strideBytes, blockLength);
        }
        return b.build(old.base);
    }

    /** Blocks of {@code blockLengths[i]} old elements at {@code displacementBytes[i]}. */
    public static TypeLayout placedBlocks(int[] blockLengths, long[] displacementBytes, TypeLayout old) {
        Builder b = new Builder();
        for (int i = 0; i < blockLengths.length; i++) {
            b.addRepeated(old, displacementBytes[i], blockLengths[i]);
        }
        return b.build(old.base);
    }

    /** The general constructor: blocks of different types at byte displacements; byte based as in Open MPI. */
    public static TypeLayout struct(int[] blockLengths, long[] displacementBytes, TypeLayout[] types) {
        Builder b = new Builder();
        for (int i = 0; i < blockLengths.length; i++) {
            b.addRepeated(types[i], displacementBytes[i], blockLengths[i]);
        }
        return b.build(BaseType.BYTE);
    }

    public static TypeLayout resized(TypeLayout old, long lbBytes, long extentBytes) {
        return new TypeLayout(old.base, old.offsets, old.lengths, old.primitiveBytes, lbBytes, extentBytes);
    }

    public BaseType base() {
        return base;
    }

    public long lb() {
        return lb;
    }

    public long extent() {
        return extent;
    }

    public long size() {
        return size;
    }

    public long trueLb() {
        return trueLb;
    }

    public long trueUb() {
        return trueUb;
    }

    public long trueExtent() {
        return trueUb - trueLb;
    }

    public int blockCount() {
        return offsets.length;
    }

    public long blockOffset(int i) {
        return offsets[i];
    }

    public int blockLength(int i) {
        return lengths[i];
    }

    /** One copy is a single run starting at its origin, and copies follow each other without gaps. */
    public boolean isContiguous() {
        return offsets.length == 1 && offsets[0] == 0 && extent == size;
    }

    /**
     * Number of primitive elements in the first {@code bytes} bytes of a packed message of this type
     * (MPI_Get_elements); MPI_UNDEFINED when the message ends inside a primitive element.
     */
    public long primitivesIn(long bytes) {
        long perCopy = 0;
        for (int i = 0; i < lengths.length; i++) {
            perCopy += lengths[i] / primitiveBytes[i];
        }
        if (size == 0) {
            return 0;
        }
        long copies = bytes / size;
        long rest = bytes % size;
        long count = copies * perCopy;
        for (int i = 0; i < lengths.length && rest > 0; i++) {
            long taken = Math.min(rest, lengths[i]);
            if (taken % primitiveBytes[i] != 0) {
                return MpiConstants.UNDEFINED;
            }
            count += taken / primitiveBytes[i];
            rest -= taken;
        }
        return count;
    }

    /** Collects blocks in typemap order, merging a block into its predecessor when they touch. */
    private static final class Builder {
        private long[] offsets = new long[8];
        private int[] lengths = new int[8];
        private int[] primitives = new int[8];
        private int n;
        private long lb = Long.MAX_VALUE;
        private long ub = Long.MIN_VALUE;

        void add(TypeLayout old, long displacement) {
            addRepeated(old, displacement, 1);
        }

        void addRepeated(TypeLayout old, long displacement, int copies) {
            if (copies <= 0) {
                return;
            }
            lb = Math.min(lb, Math.min(displacement + old.lb, displacement + (copies - 1) * old.extent + old.lb));
            ub = Math.max(ub, Math.max(displacement + old.lb + old.extent,
                    displacement + (copies - 1) * old.extent + old.lb + old.extent));
            for (int c = 0; c < copies; c++) {
                long origin = displacement + c * old.extent;
                for (int i = 0; i < old.offsets.length; i++) {
                    append(origin + old.offsets[i], old.lengths[i], old.primitiveBytes[i]);
                }
            }
        }

        private void append(long offset, int length, int primitive) {
            if (length == 0) {
                return;
            }
            if (n > 0 && offsets[n - 1] + lengths[n - 1] == offset && primitives[n - 1] == primitive
                    && (long) lengths[n - 1] + length <= Integer.MAX_VALUE) {
                lengths[n - 1] += length;
                return;
            }
            if (n == offsets.length) {
                offsets = Arrays.copyOf(offsets, n * 2);
                lengths = Arrays.copyOf(lengths, n * 2);
                primitives = Arrays.copyOf(primitives, n * 2);
            }
            offsets[n] = offset;
            lengths[n] = length;
            primitives[n] = primitive;
            n++;
        }

        TypeLayout build(BaseType base) {
            if (lb == Long.MAX_VALUE) {
                return build(base, 0L, 0L);
            }
            return build(base, lb, ub - lb);
        }

        TypeLayout build(BaseType base, long lowerBound, long extent) {
            return new TypeLayout(base, Arrays.copyOf(offsets, n), Arrays.copyOf(lengths, n),
                    Arrays.copyOf(primitives, n), lowerBound, extent);
        }
    }
}
