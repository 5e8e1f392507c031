package org.fenceline.analyzer.cube;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;

/** Index and data variants our writer never produces but other writers do. */
class CubeBinaryFormatTest {

    @Test
    void bigEndianSparseIndexAndData() {
        ByteBuffer index = ByteBuffer.allocate(11 + 4 + 2 + 1 + 4 + 8).order(ByteOrder.BIG_ENDIAN);
        index.put("CUBEX.INDEX".getBytes(StandardCharsets.US_ASCII)).putInt(1).putShort((short) 0).put((byte) 1)
                .putInt(2).putInt(0).putInt(5);
        CubeIndex decoded = CubeIndex.decode(index.array(), 6);
        assertEquals(ByteOrder.BIG_ENDIAN, decoded.order());
        assertArrayEquals(new int[] {0, 5}, decoded.positions());

        ByteBuffer data = ByteBuffer.allocate(10 + 16).order(ByteOrder.BIG_ENDIAN);
        data.put("CUBEX.DATA".getBytes(StandardCharsets.US_ASCII)).putLong(7).putLong(-1);
        assertArrayEquals(new double[] {7, 18446744073709551615.0},
                CubeData.decode(data.array(), ByteOrder.BIG_ENDIAN, CubeDataType.UINT64, 2, 1));
    }

    @Test
    void denseIndexHasNoPositions() {
        byte[] dense = ByteBuffer.allocate(18).order(ByteOrder.LITTLE_ENDIAN)
                .put("CUBEX.INDEX".getBytes(StandardCharsets.US_ASCII)).putInt(1).putShort((short) 0).put((byte) 3)
                .array();
        assertTrue(CubeIndex.decode(dense, 4).dense());
    }

    @Test
    void sparseIndexEntriesMustBeAscendingAndInRange() {
        byte[] bad = CubeIndex.encodeSparse(new int[] {3, 1});
        assertEquals("sparse index entry 1 is out of order or beyond the 4 call paths",
                assertThrows(IllegalArgumentException.class, () -> CubeIndex.decode(bad, 4)).getMessage());
    }

    @Test
    void zlibCompressedRows() {
        ByteBuffer row0 = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN).putDouble(1.5).putDouble(2.5);
        ByteBuffer row1 = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN).putDouble(-3).putDouble(0);
        byte[] c0 = deflate(row0.array());
        byte[] c1 = deflate(row1.array());
        ByteBuffer file = ByteBuffer.allocate(11 + 8 + 48 + c0.length + c1.length).order(ByteOrder.LITTLE_ENDIAN);
        file.put("ZCUBEX.DATA".getBytes(StandardCharsets.US_ASCII)).putLong(2)
                .putLong(0).putLong(0).putLong(c0.length)
                .putLong(16).putLong(c0.length).putLong(c1.length)
                .put(c0).put(c1);
        assertArrayEquals(new double[] {1.5, 2.5, -3, 0},
                CubeData.decode(file.array(), ByteOrder.LITTLE_ENDIAN, CubeDataType.DOUBLE, 2, 2));
    }

    @Test
    void scalascaDtypeAliases() {
        assertEquals(CubeDataType.DOUBLE, CubeDataType.parse("FLOAT"));
        assertEquals(CubeDataType.INT64, CubeDataType.parse("INTEGER"));
        assertEquals("unsupported metric data type MAXDOUBLE",
                assertThrows(IllegalArgumentException.class, () -> CubeDataType.parse("MAXDOUBLE")).getMessage());
    }

    private static byte[] deflate(byte[] raw) {
        Deflater d = new Deflater(Deflater.BEST_SPEED);
        d.setInput(raw);
        d.finish();
        byte[] buf = new byte[256];
        int n = d.deflate(buf);
        d.end();
        byte[] out = new byte[n];
        System.arraycopy(buf, 0, out, 0, n);
        return out;
    }
}
