package org.fenceline.trace.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.zip.CRC32;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocalTraceReaderTest {
    private static final LocalDefinition.LocationInfo RANK1 = new LocalDefinition.LocationInfo(1, "rank 1", 1, 0);
    private static final int H = LocalFormat.HEADER_BYTES;
    private static final int F = LocalFormat.FRAME_HEADER_BYTES;

    @TempDir
    Path dir;

    /** Two chunks: chunk 1 holds the definitions and ENTER(1), an explicit flush; chunk 2 holds EXIT(2). */
    private Path twoChunkTrace() throws IOException {
        try (LocalTraceWriter w = LocalTraceWriter.create(dir, RANK1, 0, () -> 0L)) {
            w.defineRegion(1, "f", "F.java", 1, Paradigm.USER, RegionRole.FUNCTION);
            w.enter(1, 1, Event.NONE);
            w.flush();
            w.exit(2, 1);
        }
        return TraceLayout.localTrace(dir, 1);
    }

    private static long secondFrameOffset(Path file) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
        return H + F + b.getInt(H + 1);
    }

    @Test
    void aFileCutInsideItsLastChunkDeliversTheIntactPrefix() throws Exception {
        Path file = twoChunkTrace();
        long second = secondFrameOffset(file);
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.WRITE)) {
            c.truncate(second + F + 1);
        }
        LocalTrace t = LocalTrace.read(file);
        assertEquals(List.of(Event.enter(1, 1, 1, Event.NONE)), t.events());
        Truncation tr = t.truncation().orElseThrow();
        assertEquals(second, tr.offset());
        assertEquals("last chunk cut off: 1 of 3 bytes present", tr.problem());
    }

    @Test
    void aFileCutInsideAFrameHeaderIsTruncatedThere() throws Exception {
        Path file = twoChunkTrace();
        long second = secondFrameOffset(file);
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.WRITE)) {
            c.truncate(second + 3);
        }
        LocalTrace t = LocalTrace.read(file);
        assertEquals(1, t.events().size());
        assertEquals(new Truncation(second, "last chunk cut off inside its frame header"), t.truncation().orElseThrow());
    }

    @Test
    void aFlippedByteFailsTheChunkChecksum() throws Exception {
        Path file = twoChunkTrace();
        long second = secondFrameOffset(file);
        byte[] bytes = Files.readAllBytes(file);
        bytes[(int) second + F] ^= 0x40;
        Files.write(file, bytes);
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> LocalTrace.read(file));
        assertEquals(file + ": chunk checksum mismatch at byte offset " + second, e.getMessage());
        assertEquals(file, e.file());
    }

    @Test
    void aForeignFileHasBadMagic() throws Exception {
        Path file = dir.resolve("events.parquet");
        Files.write(file, "PAR1 this is something else entirely".getBytes());
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> LocalTrace.read(file));
        assertEquals(file + ": not a Fenceline local trace (bad magic) at byte offset 0", e.getMessage());
    }

    @Test
    void anUnknownVersionIsRefused() throws Exception {
        Path file = dir.resolve("v2.bin");
        ByteBuffer h = LocalTraceWriter.header(1, 0);
        h.putInt(8, 2);
        CRC32 crc = new CRC32();
        crc.update(h.array(), 0, H - 4);
        h.putInt(H - 4, (int) crc.getValue());
        Files.write(file, h.array());
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> LocalTrace.read(file));
        assertEquals(file + ": unsupported local trace version 2 (this reader knows 1) at byte offset 8",
                e.getMessage());
    }

    @Test
    void aDamagedHeaderIsRefused() throws Exception {
        Path file = twoChunkTrace();
        byte[] bytes = Files.readAllBytes(file);
        bytes[13] ^= 1;   // location id
        Files.write(file, bytes);
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> LocalTrace.read(file));
        assertEquals(file + ": header checksum mismatch at byte offset 0", e.getMessage());
    }

    @Test
    void anUnknownRecordTagIsReportedWithItsOffset() throws Exception {
        Path file = handMade(new byte[] {0x7F});
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> LocalTrace.read(file));
        assertEquals(file + ": unknown record tag 0x7f at byte offset " + (H + F), e.getMessage());
    }

    @Test
    void aReferenceToAnUndefinedIdIsCorrupt() throws Exception {
        // EXIT(delta 1) of region 0, then ENTER(delta 1) of the undefined region 5
        Path file = handMade(new byte[] {(byte) LocalFormat.DEF_REGION, 0, 1, 'f', 0, 0, 4, 'U', 'S', 'E', 'R',
                8, 'F', 'U', 'N', 'C', 'T', 'I', 'O', 'N', (byte) EventType.EXIT.code(), 1, 0,
                (byte) EventType.ENTER.code(), 1, 5, 0});
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> LocalTrace.read(file));
        assertEquals(file + ": undefined region 5 at byte offset " + (H + F + 23), e.getMessage());
    }

    @Test
    void aCartesianCoordinateOutsideItsDimensionIsCorrupt() throws Exception {
        // GROUP 0 {0}, COMMUNICATOR 0 (key 0, "c", group 0), CART_TOPOLOGY of communicator 0: "t", one dimension
        // "x" of size 2, not periodic, one rank at coordinate 2
        Path file = handMade(new byte[] {(byte) LocalFormat.DEF_GROUP, 0, 1, 0,
                (byte) LocalFormat.DEF_COMMUNICATOR, 0, 0, 1, 'c', 0,
                (byte) LocalFormat.DEF_CART_TOPOLOGY, 0, 1, 't', 1, 1, 'x', 2, 0, 1, 2});
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> LocalTrace.read(file));
        assertEquals(file + ": rank 0 lies outside dimension 0 (coordinate 2, size 2) at byte offset " + (H + F + 10),
                e.getMessage());
    }

    @Test
    void aRecordRunningPastItsChunkIsCorrupt() throws Exception {
        Path file = handMade(new byte[] {(byte) EventType.SEND_COMPLETE.code(), 1, (byte) 0x80});
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> LocalTrace.read(file));
        assertEquals(file + ": record runs past the end of its chunk at byte offset " + (H + F), e.getMessage());
    }

    @Test
    void bytesAfterTheEndRecordAreCorrupt() throws Exception {
        Path file = twoChunkTrace();
        long size = Files.size(file);
        Files.write(file, new byte[] {0}, StandardOpenOption.APPEND);
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> LocalTrace.read(file));
        assertEquals(file + ": data after the end record at byte offset " + size, e.getMessage());
    }

    /** A header for location 1 at base time 0 and one chunk with the given payload; no end record. */
    private Path handMade(byte[] payload) throws IOException {
        Path file = dir.resolve("hand.bin");
        CRC32 crc = new CRC32();
        crc.update(payload);
        ByteBuffer b = ByteBuffer.allocate(H + F + payload.length).order(ByteOrder.LITTLE_ENDIAN);
        b.put(LocalTraceWriter.header(1, 0)).put(LocalFormat.FRAME_CHUNK).putInt(payload.length)
                .putInt((int) crc.getValue()).put(payload);
        Files.write(file, b.array());
        return file;
    }
}
