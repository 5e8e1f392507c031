package org.fenceline.tracer.runtime.window;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import org.fenceline.tracer.device.rma.Blocks;
import org.fenceline.tracer.device.rma.BufferMemory;
import org.fenceline.tracer.device.rma.WindowMemory;
import org.fenceline.tracer.runtime.BaseType;
import org.fenceline.tracer.runtime.DataType;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.TypeLayout;

/**
 * One side of an operation, checked: {@code count} items of a datatype laid over a memory from a byte
 * offset, flattened into the byte blocks the device moves. The origin side is a user buffer, the target side
 * a window part; errors name the window and the call.
 */
record TypedRegion(WindowMemory memory, Blocks blocks, BaseType base, long bytes) {
    /** In place of a target rank: the region is the origin's (a user buffer). */
    private static final int ORIGIN = -1;

    /** An origin, compare or result buffer: direct, of the datatype's kind, large enough. */
    static TypedRegion ofBuffer(Window window, String call, String argument, Buffer buffer, int count,
            DataType type, boolean written) {
        TypeLayout layout = usableLayout(window, call, ORIGIN, argument, count, type);
        if (buffer == null || !buffer.isDirect()) {
            // Open MPI's binding checks this in Java and throws IllegalArgumentException, whatever the handler.
            throw new IllegalArgumentException(where(window, call, ORIGIN) + ": The " + argument + " must be direct"
                    + " buffer (use MPI.newXxxBuffer), not " + (buffer == null ? "null" : "a heap buffer"));
        }
        if (written && buffer.isReadOnly()) {
            throw window.error(ErrorClass.BUFFER, where(window, call, ORIGIN) + ": " + argument + " is read-only");
        }
        BaseType kind = kindOf(buffer);
        if (kind != BaseType.BYTE && kind != layout.base()) {
            throw window.error(ErrorClass.TYPE, where(window, call, ORIGIN) + ": datatype " + type.name()
                    + " does not match " + argument + ", a buffer of " + kind.mpiName());
        }
        BufferMemory memory = new BufferMemory(buffer);
        Blocks blocks = flatten(layout, count, 0);
        if (!blocks.within(memory)) {
            throw window.error(ErrorClass.COUNT, where(window, call, ORIGIN) + ": count=" + count + " of "
                    + type.name() + " does not fit " + argument + " (capacity " + buffer.capacity() + ")");
        }
        return new TypedRegion(memory, blocks, layout.base(), blocks.bytes());
    }

    /**
     * The target side: {@code count} items at displacement {@code disp} (byte {@code dispBytes}) of the
     * memory of {@code target}, for {@code call}.
     */
    static TypedRegion inWindow(Window window, String call, int target, WindowMemory memory, int disp,
            long dispBytes, int count, DataType type) {
        TypeLayout layout = usableLayout(window, call, target, "targetType", count, type);
        Blocks blocks = flatten(layout, count, dispBytes);
        if (!blocks.within(memory)) {
            throw window.error(ErrorClass.RMA_RANGE, where(window, call, target) + ": " + count + " x "
                    + type.name() + " at targetDisp=" + disp + " (byte " + dispBytes + ") lies outside the target's"
                    + " memory (" + memory.extent() + ")");
        }
        return new TypedRegion(memory, blocks, layout.base(), blocks.bytes());
    }

    ByteBuffer gather() {
        return blocks.gather(memory);
    }

    private static TypeLayout usableLayout(Window window, String call, int target, String argument, int count,
            DataType type) {
        if (count < 0) {
            throw window.error(ErrorClass.COUNT, where(window, call, target) + ": count=" + count
                    + " must not be negative");
        }
        if (type == null || type.isFreed()) {
            throw window.error(ErrorClass.TYPE, where(window, call, target) + ": " + argument + " is "
                    + (type == null ? "null" : "freed"));
        }
        if (!type.isCommitted()) {
            throw window.error(ErrorClass.TYPE, where(window, call, target) + ": " + argument + " ("
                    + type.name() + ") is not committed; call commit() first");
        }
        return type.layout();
    }

    /**
     * What an error names: the call and window, and the target for the target side. Built only for an error: an
     * operation checks up to four regions, and building the names for each took a fifth of a compare-and-swap.
     */
    private static String where(Window window, String call, int target) {
        return target == ORIGIN ? call + "(" + window.label() + ")" : window.where(call, target);
    }

    private static Blocks flatten(TypeLayout layout, int count, long shift) {
        if (layout.isContiguous()) {
            return Blocks.contiguous(shift, (int) (count * layout.size()));
        }
        int perCopy = layout.blockCount();
        long[] offsets = new long[count * perCopy];
        int[] lengths = new int[count * perCopy];
        for (int c = 0; c < count; c++) {
            for (int i = 0; i < perCopy; i++) {
                offsets[c * perCopy + i] = shift + c * layout.extent() + layout.blockOffset(i);
                lengths[c * perCopy + i] = layout.blockLength(i);
            }
        }
        return new Blocks(offsets, lengths);
    }

    static BaseType kindOf(Buffer buffer) {
        if (buffer instanceof ByteBuffer) {
            return BaseType.BYTE;
        } else if (buffer instanceof CharBuffer) {
            return BaseType.CHAR;
        } else if (buffer instanceof ShortBuffer) {
            return BaseType.SHORT;
        } else if (buffer instanceof IntBuffer) {
            return BaseType.INT;
        } else if (buffer instanceof LongBuffer) {
            return BaseType.LONG;
        } else if (buffer instanceof FloatBuffer) {
            return BaseType.FLOAT;
        } else if (buffer instanceof DoubleBuffer) {
            return BaseType.DOUBLE;
        }
        return BaseType.NONE;
    }
}
