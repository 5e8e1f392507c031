package org.fenceline.analyzer.cube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.fenceline.analyzer.report.TinyReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Broken files give one line, "file: problem". */
class CubexCorruptInputTest {
    @TempDir
    Path dir;

    @Test
    void notATar() throws Exception {
        Path f = write("a.cubex", "hello, this is not a tar archive".repeat(40).getBytes(StandardCharsets.US_ASCII));
        assertProblem(f, "not a tar archive (no ustar header at byte 0)");
    }

    @Test
    void emptyFile() throws Exception {
        assertProblem(write("a.cubex", new byte[0]), "not a tar archive (too short)");
    }

    @Test
    void truncatedTar() throws Exception {
        byte[] good = tiny();
        Path f = write("a.cubex", Arrays.copyOf(good, 512 + 40));
        assertProblem(f, "truncated tar: member 0.data needs 74 bytes, only 40 present");
    }

    @Test
    void noAnchorXml() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        TarWriter tar = new TarWriter(out, 0);
        tar.member("0.index", CubeIndex.encodeSparse(new int[0]));
        tar.finish();
        assertProblem(write("a.cubex", out.toByteArray()), "no anchor.xml in the archive");
    }

    @Test
    void malformedXml() throws Exception {
        Path f = write("a.cubex", tarWithAnchor("<cube version=\"4.4\"><metrics>"));
        String message = assertThrows(CorruptReportException.class, () -> CubexReader.read(f)).getMessage();
        assertEquals(f + ": malformed anchor.xml:", message.substring(0, (f + ": malformed anchor.xml:").length()));
        assertEquals(1, message.lines().count());
    }

    @Test
    void cube3Version() throws Exception {
        assertProblem(write("a.cubex", tarWithAnchor("<cube version=\"3.0\"/>")),
                "unsupported CUBE version \"3.0\" (4.x expected)");
    }

    @Test
    void dataSizeMismatch() throws Exception {
        byte[] bytes = tiny();
        // Shrink the declared size of 2.data (26 bytes: marker + 2 doubles) to 18 and fix its checksum.
        int header = headerOf(bytes, "2.data");
        byte[] patched = TarWriter.header("2.data", 18, TinyReport.CREATED.getEpochSecond());
        System.arraycopy(patched, 0, bytes, header, 512);
        assertProblem(write("a.cubex", bytes),
                "2.data: data size mismatch: 1 rows x 2 locations x 8 bytes = 16 bytes expected, 8 found");
    }

    @Test
    void badIndexMarker() throws Exception {
        byte[] bytes = tiny();
        int header = headerOf(bytes, "2.index");
        bytes[header + 512] = 'X';
        assertProblem(write("a.cubex", bytes), "2.index: does not start with CUBEX.INDEX");
    }

    private void assertProblem(Path f, String problem) {
        CorruptReportException e = assertThrows(CorruptReportException.class, () -> CubexReader.read(f));
        assertEquals(f + ": " + problem, e.getMessage());
    }

    private static int headerOf(byte[] archive, String name) {
        for (int pos = 0; pos < archive.length; pos += 512) {
            String n = new String(archive, pos, 100, StandardCharsets.US_ASCII).replace("\0", "");
            if (n.equals(name) && new String(archive, pos + 257, 5, StandardCharsets.US_ASCII).equals("ustar")) {
                return pos;
            }
        }
        throw new AssertionError(name + " not found");
    }

    private static byte[] tiny() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        CubexWriter.write(TinyReport.report(), out);
        return out.toByteArray();
    }

    private static byte[] tarWithAnchor(String xml) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        TarWriter tar = new TarWriter(out, 0);
        tar.member("anchor.xml", xml.getBytes(StandardCharsets.UTF_8));
        tar.finish();
        return out.toByteArray();
    }

    private Path write(String name, byte[] bytes) throws Exception {
        return Files.write(dir.resolve(name), bytes);
    }
}
