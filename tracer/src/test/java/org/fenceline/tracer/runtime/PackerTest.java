package org.fenceline.tracer.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

/** Packing copies once per run of adjacent bytes, never once per element, and keeps derived typemaps exact. */
class PackerTest {
    private static final TypeLayout BYTE = TypeLayout.predefined(BaseType.BYTE);
    private static final TypeLayout INT = TypeLayout.predefined(BaseType.INT);
    private static final TypeLayout DOUBLE = TypeLayout.predefined(BaseType.DOUBLE);

    /** A byte array that counts the bulk copies made from and into it. */
    private static final class CountedBytes extends ElementBuffer {
        private final byte[] bytes;
        int copies;

        CountedBytes(byte[] bytes) {
            super(BaseType.BYTE, bytes);
            this.bytes = bytes;
        }

        @Override
        long capacityBytes() {
            return bytes.length;
        }

        @Override
        boolean isReadOnly() {
            return false;
        }

        @Override
        void readElements(int first, int n, ByteBuffer packed) {
            copies++;
            packed.put(bytes, first, n);
        }

        @Override
        void writeElements(ByteBuffer packed, int first, int n) {
            copies++;
            packed.get(bytes, first, n);
        }
    }

    private static byte[] counting(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (i * 7 + 1);
        }
        return b;
    }

    private static ByteBuffer packed(int bytes) {
        return ByteBuffer.allocate(bytes).order(ByteOrder.nativeOrder());
    }

    @Test
    void aMegabyteOfBytesIsOneCopyEachWay() {
        int n = 1 << 20;
        CountedBytes source = new CountedBytes(counting(n));
        ByteBuffer packed = packed(n);
        Packer.pack(source, 0, n, BYTE, packed);
        assertEquals(1, source.copies);

        CountedBytes target = new CountedBytes(new byte[n]);
        Packer.unpack(packed.flip(), target, 0, n, BYTE, n);
        assertEquals(1, target.copies);
        assertArrayEquals(source.bytes, target.bytes);
    }

    @Test
    void aVectorCopiesEachGapSeparatedBlockAndJoinsBlocksThatTouchAcrossItems() {
        // 4 blocks of 2 ints, 4 ints apart: one item spans 14 ints, so item c's last block ends where item c+1's
        // first begins and the two are one run.
        TypeLayout vector = TypeLayout.stridedBlocks(4, 2, 4 * 4, INT);
        int items = 3;
        byte[] memory = counting((int) (items * vector.extent()));
        CountedBytes source = new CountedBytes(memory);
        ByteBuffer packed = packed((int) (items * vector.size()));
        Packer.pack(source, 0, items, vector, packed);
        assertEquals(4 * items - (items - 1), source.copies);

        CountedBytes target = new CountedBytes(new byte[memory.length]);
        Packer.unpack(packed.flip(), target, 0, items, vector, packed.limit());
        byte[] expected = new byte[memory.length];
        for (int c = 0; c < items; c++) {
            for (int block = 0; block < 4; block++) {
                int at = (int) (c * vector.extent()) + block * 16;
                System.arraycopy(memory, at, expected, at, 8);
            }
        }
        assertArrayEquals(expected, target.bytes);
    }

    @Test
    void aStructWithoutGapsIsOneRunThoughItsFieldsDifferInKind() {
        TypeLayout intThenDouble = TypeLayout.struct(new int[] {1, 1}, new long[] {0, 4},
                new TypeLayout[] {INT, DOUBLE});
        int items = 1000;
        CountedBytes source = new CountedBytes(counting((int) (items * intThenDouble.extent())));
        Packer.pack(source, 0, items, intThenDouble, packed((int) (items * intThenDouble.size())));
        assertEquals(1, source.copies);
    }

    @Test
    void aShorterMessageFillsOnlyTheLeadingBytesOfTheTypemap() {
        TypeLayout vector = TypeLayout.stridedBlocks(2, 1, 8, INT);
        byte[] incoming = {1, 2, 3, 4, 5, 6};
        CountedBytes target = new CountedBytes(new byte[12]);
        Packer.unpack(packed(6).put(incoming).flip(), target, 0, 1, vector, incoming.length);
        assertArrayEquals(new byte[] {1, 2, 3, 4, 0, 0, 0, 0, 5, 6, 0, 0}, target.bytes);
    }
}
