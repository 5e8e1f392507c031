package org.fenceline.trace.otf2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.fenceline.trace.CorruptTraceException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Damaged archives: one line naming the file and the byte offset, nothing read silently. */
class Otf2BadInputTest {
    @TempDir
    Path dir;

    @Test
    void truncatedEventChunk() throws IOException {
        Path anchor = Otf2TestArchives.copy(Otf2TestArchives.SCOREP_PATTERNS, dir);
        Path evt = dir.resolve("traces/0.evt");
        Files.write(evt, Arrays.copyOf(Files.readAllBytes(evt), 500));
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> readEvents(anchor, 0));
        assertOneLine(e, evt, "truncated chunk");
    }

    @Test
    void unknownRecordType() throws IOException {
        Path anchor = Otf2TestArchives.copy(Otf2TestArchives.SCOREP_PATTERNS, dir);
        Path evt = dir.resolve("traces/0.evt");
        byte[] data = Files.readAllBytes(evt);
        // Offset 37: the record type of the first record after the chunk header, the timestamp and the
        // attribute list (ProgramBegin, 0x53).
        assertEquals(0x53, data[0x25] & 0xFF);
        data[0x25] = 4;
        Files.write(evt, data);
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> readEvents(anchor, 0));
        assertOneLine(e, evt, "unknown record type 4 at byte offset 37");
    }

    @Test
    void unsupportedVersion() throws IOException {
        Path anchor = Otf2TestArchives.copy(Otf2TestArchives.SCOREP_PATTERNS, dir);
        byte[] data = Files.readAllBytes(anchor);
        data[9] = 4;   // major version, after the header (2), "OTF2\0" (5), anchor and trace format (2)
        Files.write(anchor, data);
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> Otf2Anchor.read(anchor));
        assertOneLine(e, anchor, "OTF2 version 4.3.0 is not supported");
        assertTrue(e.getMessage().endsWith("at byte offset 9"), e.getMessage());
    }

    @Test
    void missingLocationFile() throws IOException {
        Path anchor = Otf2TestArchives.copy(Otf2TestArchives.SCOREP_PATTERNS, dir);
        Files.delete(dir.resolve("traces/2.evt"));
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> readEvents(anchor, 2));
        assertOneLine(e, dir.resolve("traces/2.evt"), "missing file of the OTF2 archive");
    }

    @Test
    void notAnOtf2File() throws IOException {
        Path anchor = dir.resolve("traces.otf2");
        Files.writeString(anchor, "hello");
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> Otf2Anchor.read(anchor));
        assertOneLine(e, anchor, "not an OTF2 file (no chunk header) at byte offset 0");
    }

    private static void readEvents(Path anchor, long location) throws IOException {
        Otf2Anchor a = Otf2Anchor.read(anchor);
        Otf2EventReader.read(a, location, Otf2DefinitionReader.readLocal(a, location), new Otf2EventHandler() {
        });
    }

    private static void assertOneLine(CorruptTraceException e, Path file, String problem) {
        String m = e.getMessage();
        assertTrue(m.startsWith(file.toString() + ": "), m);
        assertTrue(m.contains(problem), m);
        assertTrue(m.contains("byte offset") || problem.contains("missing"), m);
        assertFalse(m.contains("\n"), m);
    }
}
