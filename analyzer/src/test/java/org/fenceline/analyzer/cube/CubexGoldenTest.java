package org.fenceline.analyzer.cube;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fenceline.analyzer.report.TinyReport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The bytes of the tiny report's {@code .cubex}, checked against the documented CUBE 4 layout
 * (docs/report-formats.md): the tar container field by field, anchor.xml against a reviewed golden copy,
 * every index and data file byte for byte.
 */
class CubexGoldenTest {
    private static byte[] archive;
    private static final Map<String, byte[]> members = new LinkedHashMap<>();
    private static final List<Integer> headerOffsets = new ArrayList<>();

    @BeforeAll
    static void write() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        CubexWriter.write(TinyReport.report(), out);
        archive = out.toByteArray();
        int pos = 0;
        while (archive[pos] != 0) {
            headerOffsets.add(pos);
            String name = new String(archive, pos, 100, StandardCharsets.US_ASCII).replace("\0", "");
            int size = Integer.parseInt(new String(archive, pos + 124, 11, StandardCharsets.US_ASCII), 8);
            byte[] content = new byte[size];
            System.arraycopy(archive, pos + 512, content, 0, size);
            members.put(name, content);
            pos += 512 + (size + 511) / 512 * 512;
        }
    }

    @Test
    void membersInCubeWOrder() {
        assertEquals(List.of("0.data", "0.index", "1.data", "1.index", "2.data", "2.index", "4.data", "4.index",
                "fenceline_instances.json", "anchor.xml"), new ArrayList<>(members.keySet()));
    }

    @Test
    void tarHeadersAreUstarWithValidChecksumsAndTheArchiveEndsWithTwoZeroBlocks() {
        for (int h : headerOffsets) {
            assertEquals("0000600\0", ascii(h + 100, 8));
            assertEquals("0000000\0", ascii(h + 108, 8));
            assertEquals(Long.toOctalString(TinyReport.CREATED.getEpochSecond()), ascii(h + 136, 11));
            assertEquals('0', archive[h + 156]);
            assertEquals("ustar\0" + "00", ascii(h + 257, 8));
            long sum = 0;
            for (int i = 0; i < 512; i++) {
                sum += i >= 148 && i < 156 ? ' ' : archive[h + i] & 0xff;
            }
            assertEquals(String.format("%06o", sum) + "\0 ", ascii(h + 148, 8));
        }
        int last = headerOffsets.get(headerOffsets.size() - 1);
        int anchorEnd = last + 512 + (members.get("anchor.xml").length + 511) / 512 * 512;
        assertEquals(anchorEnd + 1024, archive.length);
        for (int i = anchorEnd; i < archive.length; i++) {
            assertEquals(0, archive[i]);
        }
        for (int i = last + 512 + members.get("anchor.xml").length; i < anchorEnd; i++) {
            assertEquals(0, archive[i], "padding");
        }
    }

    @Test
    void anchorXmlMatchesTheGoldenCopy() throws Exception {
        try (InputStream in = CubexGoldenTest.class.getResourceAsStream("/golden/tiny-anchor.xml")) {
            assertEquals(new String(in.readAllBytes(), StandardCharsets.UTF_8),
                    new String(members.get("anchor.xml"), StandardCharsets.UTF_8));
        }
    }

    @Test
    void indexFilesAreSparseListsOfPreorderPositions() {
        String header = hex("CUBEX.INDEX") + "01000000" + "0000" + "01";
        assertEquals(header + "04000000" + "00000000" + "01000000" + "02000000" + "03000000", hexOf("0.index"));
        assertEquals(header + "02000000" + "01000000" + "03000000", hexOf("1.index"));
        assertEquals(header + "01000000" + "03000000", hexOf("2.index"));
        assertEquals(hexOf("0.index"), hexOf("4.index"));
    }

    @Test
    void dataFilesHoldRowsOfLittleEndianValuesPerLocation() {
        assertArrayEquals(data(1.0, 2.0, 0.25, 1.0, 0.5, 0.25, 3.0, 0.5), members.get("0.data"));
        assertArrayEquals(data(0.25, 1.0, 3.0, 0.5), members.get("1.data"));
        assertArrayEquals(data(2.0, 0.0), members.get("2.data"));
        ByteBuffer visits = ByteBuffer.allocate(10 + 8 * 8).order(ByteOrder.LITTLE_ENDIAN);
        visits.put("CUBEX.DATA".getBytes(StandardCharsets.US_ASCII));
        for (long v : new long[] {1, 1, 3, 3, 1, 1, 4, 2}) {
            visits.putLong(v);
        }
        assertArrayEquals(visits.array(), members.get("4.data"));
    }

    private static byte[] data(double... values) {
        ByteBuffer b = ByteBuffer.allocate(10 + 8 * values.length).order(ByteOrder.LITTLE_ENDIAN);
        b.put("CUBEX.DATA".getBytes(StandardCharsets.US_ASCII));
        for (double v : values) {
            b.putDouble(v);
        }
        return b.array();
    }

    private static String hexOf(String member) {
        return HexFormat.of().formatHex(members.get(member));
    }

    private static String hex(String ascii) {
        return HexFormat.of().formatHex(ascii.getBytes(StandardCharsets.US_ASCII));
    }

    private static String ascii(int offset, int length) {
        return new String(archive, offset, length, StandardCharsets.US_ASCII);
    }
}
