package org.fenceline.trace.global;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.bench.SyntheticTrace;
import org.fenceline.trace.model.Event;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input gives one line naming the file and the problem. */
class CorruptTraceTest {
    @TempDir
    Path dir;

    @Test
    void missingFiles() throws IOException {
        assertEquals(TraceLayout.definitions(dir) + ": file not found", failure());
        writeValidTrace();
        Files.delete(TraceLayout.events(dir));
        assertEquals(TraceLayout.events(dir) + ": file not found", failure());
    }

    @Test
    void truncatedParquet() throws IOException {
        writeValidTrace();
        Path events = TraceLayout.events(dir);
        byte[] bytes = Files.readAllBytes(events);
        Files.write(events, java.util.Arrays.copyOf(bytes, bytes.length - 100));

        assertEquals(events + ": truncated Parquet file (" + (bytes.length - 100)
                + " bytes and no footer: it does not end with 'PAR1')", failure());
    }

    @Test
    void garbageInsteadOfParquet() throws IOException {
        writeValidTrace();
        Files.writeString(TraceLayout.events(dir), "location,time\n0,1\n");

        assertEquals(TraceLayout.events(dir) + ": not a Parquet file (it does not begin with 'PAR1')", failure());
    }

    @Test
    void foreignParquetWithoutFormatKey() throws IOException {
        writeValidTrace();
        writeForeignParquet("message m { required int64 time; required int32 type; }", Map.of());

        assertEquals(TraceLayout.events(dir) + ": not a Fenceline trace (no 'fenceline.format' entry in the "
                + "Parquet metadata)", failure());
    }

    @Test
    void foreignParquetWithOtherVersionOrSchema() throws IOException {
        writeValidTrace();
        writeForeignParquet("message m { required int64 time; }", Map.of(FooterKeys.FORMAT, "fenceline-trace/0"));
        assertEquals(TraceLayout.events(dir) + ": format version 'fenceline-trace/0' is not supported "
                + "(expected 'fenceline-trace/1')", failure());

        writeForeignParquet("message m { required int32 location; required int32 time; }",
                Map.of(FooterKeys.FORMAT, TraceLayout.FORMAT_VERSION));
        assertEquals(TraceLayout.events(dir) + ": not a Fenceline event table: column 'time' is INT32, expected INT64",
                failure());
    }

    @Test
    void malformedJson() throws IOException {
        writeValidTrace();
        Files.writeString(TraceLayout.definitions(dir), "{\"formatVersion\": \"fenceline-trace/1\",\n \"regions\": [");

        String message = failure();
        assertTrue(message.startsWith(TraceLayout.definitions(dir) + ": not valid definitions JSON: Unexpected end-of-input"),
                message);
    }

    @Test
    void jsonOfTheWrongShape() throws IOException {
        writeValidTrace();
        Path json = TraceLayout.definitions(dir);
        String valid = Files.readString(json);

        Files.writeString(json, valid.replace("\"regions\"", "\"areas\" : [], \"regions\""));
        assertTrue(failure().startsWith(json + ": not valid definitions JSON: unknown field 'areas' (at areas) at line "),
                failure());

        Files.writeString(json, valid.replace("\"formatVersion\" : \"fenceline-trace/1\",", ""));
        assertTrue(failure().startsWith(json + ": not valid definitions JSON: missing field 'formatVersion' at line "),
                failure());

        Files.writeString(json, valid.replaceFirst("\"paradigm\" : \"USER\",\\s*", ""));
        assertTrue(failure().startsWith(json + ": not valid definitions JSON: missing field 'paradigm' (at regions[0]) "
                + "at line "), failure());

        Files.writeString(json, valid.replace("\"paradigm\" : \"USER\"", "\"paradigm\" : \"JAVA\""));
        String message = failure();
        assertTrue(message.startsWith(json + ": not valid definitions JSON: \"JAVA\" is not a Paradigm (one of [USER, "),
                message);
        assertTrue(message.contains("(at regions[0].paradigm) at line "), message);

        Files.writeString(json, valid.replaceFirst("\"line\" : 0", "\"line\" : \"0\""));
        assertTrue(failure().startsWith(json + ": not valid definitions JSON: expected an integer, found the string "
                + "\"0\" (at regions[1].line) at line "), failure());

        Files.writeString(json, valid.replaceFirst("\"id\" : 0,", "\"id\" : 0, \"id\" : 0,"));
        assertTrue(failure().startsWith(json + ": not valid definitions JSON: field 'id' appears twice (at "
                + "regions[0].id) at line "), failure());

        Files.writeString(json, valid + " {}");
        assertTrue(failure().startsWith(json + ": not valid definitions JSON: content after the end of the top-level "
                + "object at line "), failure());

        Files.writeString(json, valid.replace("\"formatVersion\" : \"fenceline-trace/1\"", "\"formatVersion\" : \"x/9\""));
        assertEquals(json + ": format version 'x/9' is not supported (expected 'fenceline-trace/1')", failure());

        Files.writeString(json, valid.replaceFirst("\"id\" : 0", "\"id\" : 5"));
        assertEquals(json + ": regions[0] has id 5 (ids must equal list positions)", failure());
    }

    @Test
    void definitionsOfAnotherTrace() throws IOException {
        writeValidTrace();
        try (var out = Files.newOutputStream(TraceLayout.definitions(dir))) {
            DefinitionsJson.write(SyntheticTrace.definitions(5), out);
        }
        assertEquals(TraceLayout.events(dir) + ": has events of 2 locations, but definitions.json defines 5", failure());
    }

    private void writeValidTrace() throws IOException {
        Files.deleteIfExists(TraceLayout.events(dir));
        Files.deleteIfExists(TraceLayout.definitions(dir));
        TraceFixtures.write(dir, SyntheticTrace.definitions(2), List.of(Event.enter(0, 1, 0, Event.NONE)));
    }

    private void writeForeignParquet(String schema, Map<String, String> keyValues) throws IOException {
        MessageType type = MessageTypeParser.parseMessageType(schema);
        TraceFixtures.writeParquet(TraceLayout.events(dir), type, keyValues, new long[type.getFieldCount()]);
    }

    /** The one-line message GlobalTrace.open fails with. */
    private String failure() {
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> GlobalTrace.open(dir).close());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        return e.getMessage();
    }
}
