package org.fenceline.tracer.device.rma;

import java.nio.ByteBuffer;

/**
 * Where an operation's data lies in a memory: byte blocks in typemap order (a datatype flattened over a
 * count, shifted by a displacement). Gathering packs them into contiguous bytes; scattering unpacks.
 */
public record Blocks(long[] offsets, int[] lengths) {
    public static Blocks contiguous(long offset, int length) {
        return new Blocks(new long[] {offset}, new int[] {length});
    }

    public int bytes() {
        int total = 0;
        for (int length : lengths) {
            total += length;
        }
        return total;
    }

    /** Whether every block lies inside {@code memory}. */
    public boolean within(WindowMemory memory) {
        for (int i = 0; i < offsets.length; i++) {
            if (!memory.covers(offsets[i], lengths[i])) {
                return false;
            }
        }
        return true;
    }

    /** Packs the blocks of {@code memory} into a new buffer (native order, position 0). */
    public ByteBuffer gather(WindowMemory memory) {
        ByteBuffer packed = ByteBuffer.allocate(bytes()).order(java.nio.ByteOrder.nativeOrder());
        for (int i = 0; i < offsets.length; i++) {
            memory.read(offsets[i], packed, lengths[i]);
        }
        return packed.flip();
    }

    /** Unpacks {@code packed} (from position 0) into the blocks of {@code memory}. */
    public void scatter(ByteBuffer packed, WindowMemory memory) {
        ByteBuffer source = packed.duplicate().order(packed.order()).position(0);
        for (int i = 0; i < offsets.length; i++) {
            memory.write(source, offsets[i], lengths[i]);
        }
    }
}
