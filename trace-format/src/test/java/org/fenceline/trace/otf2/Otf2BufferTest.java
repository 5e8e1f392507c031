package org.fenceline.trace.otf2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.fenceline.trace.CorruptTraceException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The encoder and the decoder of OTF2's buffer format against each other, over several chunks. */
class Otf2BufferTest {
    private static final int CHUNK = 256;
    private static final int EVENTS = 200;

    @TempDir
    Path dir;

    @Test
    void eventsSpanningChunksReadBackWithTheirTimesAndValues() throws IOException {
        Path file = write();
        assertTrue(Files.size(file) > 3 * CHUNK, "several chunks");
        Otf2Input in = Otf2Input.chunked(file, CHUNK);
        long time = -1;
        int n = 0;
        while (true) {
            int type = in.u8();
            if (type == Otf2Input.END_OF_FILE || type == Otf2Input.END_OF_BUFFER) {
                break;
            }
            if (type == Otf2Input.END_OF_CHUNK) {
                in.nextChunk();
            } else if (type == Otf2Input.TIMESTAMP) {
                time = in.u64Full();
            } else {
                assertEquals(n % 2 == 0 ? Otf2EventKind.ENTER.id() : Otf2EventKind.MPI_SEND.id(), type);
                assertEquals(1000L + 7L * n, time);
                if (n % 2 == 0) {
                    assertEquals(n * 1000, in.u32());
                } else {
                    int end = in.recordEnd();
                    assertEquals(-1, in.u32());
                    assertEquals(Long.MAX_VALUE - n, in.u64());
                    in.endRecord(end);
                }
                n++;
            }
        }
        assertEquals(EVENTS, n);
    }

    @Test
    void aFileCutAtAChunkBoundaryIsTruncated() throws IOException {
        Path file = write();
        Files.write(file, Arrays.copyOf(Files.readAllBytes(file), 2 * CHUNK));
        Otf2Input in = Otf2Input.chunked(file, CHUNK);
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> {
            while (true) {
                int type = in.u8();
                if (type == Otf2Input.END_OF_CHUNK) {
                    in.nextChunk();
                } else if (type == Otf2Input.TIMESTAMP) {
                    in.u64Full();
                } else if (type == Otf2Input.END_OF_BUFFER) {
                    return;
                } else if (type == Otf2Input.ATTRIBUTE_LIST || type > 13) {
                    in.endRecord(in.recordEnd());
                } else {
                    in.skipCompressed();
                }
            }
        });
        assertTrue(e.getMessage().contains("truncated chunk sequence"), e.getMessage());
        assertTrue(e.getMessage().endsWith("at byte offset " + 2 * CHUNK), e.getMessage());
    }

    @Test
    void aRecordOfMoreThan254BytesHasTheLongLengthForm() throws IOException {
        Path file = dir.resolve("traces.def");
        try (Otf2Output out = Otf2Output.definitions(file, 1 << 16)) {
            out.begin(18).u32(7).u32(10_000);
            for (int i = 0; i < 10_000; i++) {
                out.u64(i * 1000L);
            }
            out.endRecord();
        }
        Otf2Input in = Otf2Input.chunked(file, 1 << 16);
        assertEquals(18, in.u8());
        assertEquals(0xFF, in.peek());
        int end = in.recordEnd();
        assertEquals(7, in.u32());
        assertEquals(10_000, in.u32());
        for (int i = 0; i < 10_000; i++) {
            assertEquals(i * 1000L, in.u64());
        }
        assertEquals(end, in.position());
        assertEquals(Otf2Input.END_OF_FILE, in.u8());
    }

    /** A big-endian chunk as OTF2 writes it on such a machine: the compressed value's low bytes, high first. */
    @Test
    void bigEndianChunk() throws IOException {
        Path file = dir.resolve("be.evt");
        byte[] chunk = {
            3, 0x23, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1,   // header: events 1..1
            5, 1, 2, 3, 4, 5, 6, 7, (byte) 0x88,                       // TIMESTAMP 0x0102030405060788
            12, 2, 0x01, 0x02,                                         // Enter region 0x0102
            2, 1};                                                     // END_OF_FILE, END_OF_BUFFER
        Files.write(file, chunk);
        Otf2Input in = Otf2Input.chunked(file, CHUNK);
        assertEquals(Otf2Input.TIMESTAMP, in.u8());
        assertEquals(0x0102030405060788L, in.u64Full());
        assertEquals(Otf2EventKind.ENTER.id(), in.u8());
        assertEquals(0x0102, in.u32());
        assertEquals(Otf2Input.END_OF_FILE, in.u8());
    }

    /** The same chunk little-endian: every byte of a full value in its place. */
    @Test
    void littleEndianFullValue() throws IOException {
        Path file = dir.resolve("le.evt");
        byte[] chunk = {
            3, 0x42, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,   // header: events 1..1
            5, (byte) 0x88, 7, 6, 5, 4, 3, 2, 1,                       // TIMESTAMP 0x0102030405060788
            2, 1};                                                     // END_OF_FILE, END_OF_BUFFER
        Files.write(file, chunk);
        try (Otf2Input in = Otf2Input.chunked(file, CHUNK)) {
            assertEquals(Otf2Input.TIMESTAMP, in.u8());
            assertEquals(0x0102030405060788L, in.u64Full());
            assertEquals(Otf2Input.END_OF_FILE, in.u8());
        }
    }

    /**
     * An event with an attribute: OTF2's ATTRIBUTE_LIST between the event's TIMESTAMP and the event (as the OTF2
     * library writes it: its length, the number of attributes, the attribute's id, type UINT64 and value), and
     * the next event without one.
     */
    @Test
    void anAttributeListGoesBetweenTheTimestampAndItsEvent() throws IOException {
        Path file = dir.resolve("attributes.evt");
        try (Otf2Output out = Otf2Output.events(file, CHUNK)) {
            out.attribute(3, 123_456_789L);
            out.begin(Otf2EventKind.ENTER.id()).u32(0);
            out.endEvent(1000, true);
            out.begin(Otf2EventKind.LEAVE.id()).u32(0);
            out.endEvent(2000, true);
        }
        Otf2Input in = Otf2Input.chunked(file, CHUNK);
        assertEquals(Otf2Input.TIMESTAMP, in.u8());
        assertEquals(1000, in.u64Full());
        assertEquals(Otf2Input.ATTRIBUTE_LIST, in.u8());
        int end = in.recordEnd();
        assertEquals(1, in.u32());
        assertEquals(3, in.u32());
        assertEquals(4, in.u8());
        assertEquals(123_456_789L, in.u64());
        assertEquals(end, in.position());
        assertEquals(Otf2EventKind.ENTER.id(), in.u8());
        assertEquals(0, in.u32());
        assertEquals(Otf2Input.TIMESTAMP, in.u8());
        assertEquals(2000, in.u64Full());
        assertEquals(Otf2EventKind.LEAVE.id(), in.u8());
    }

    private Path write() throws IOException {
        Path file = dir.resolve("0.evt");
        try (Otf2Output out = Otf2Output.events(file, CHUNK)) {
            for (int n = 0; n < EVENTS; n++) {
                if (n % 2 == 0) {
                    out.begin(Otf2EventKind.ENTER.id()).u32(n * 1000);
                    out.endEvent(1000L + 7L * n, true);
                } else {
                    out.begin(Otf2EventKind.MPI_SEND.id()).u32(-1).u64(Long.MAX_VALUE - n);
                    out.endEvent(1000L + 7L * n, false);
                }
            }
        }
        return file;
    }
}
