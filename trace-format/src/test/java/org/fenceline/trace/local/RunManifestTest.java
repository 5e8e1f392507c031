package org.fenceline.trace.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.RmaEventModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunManifestTest {
    @TempDir
    Path dir;

    static RunManifest twoRanks() {
        return new RunManifest(
                new Definitions.Metadata("app.Main", List.of("-n", "3"), 2, "sci-p3", RmaEventModel.BASIC, 1, 0,
                        "0.1.0", Map.of("k", "v")),
                1_700_000_000_000_000_000L,
                List.of(new Definitions.Machine(0, "cluster")),
                List.of(new Definitions.Node(0, "node0", 0), new Definitions.Node(1, "node1", 0)),
                List.of(new Definitions.Process(0, "rank 0", 0, 0), new Definitions.Process(1, "rank 1", 1, 1)),
                List.of(new Definitions.Location(0, "rank 0", 0, 0), new Definitions.Location(1, "rank 1", 1, 0)));
    }

    @Test
    void roundTripsThroughJson() throws Exception {
        Path file = TraceLayout.localManifest(dir);
        twoRanks().write(file);
        assertEquals(twoRanks(), RunManifest.read(file));
        assertTrue(Files.readString(file).contains("\"referenceClockEpochNs\""));
    }

    @Test
    void fieldsOfAnotherVersionArePassedOverButMissingOnesAreNot() throws Exception {
        Path file = TraceLayout.localManifest(dir);
        twoRanks().write(file);
        String written = Files.readString(file);
        Files.writeString(file, written.replace("\"machines\"", "\"futureField\" : { \"a\" : [ 1, { \"b\" : 2 } ] },\n"
                + "  \"machines\""));
        assertEquals(twoRanks(), RunManifest.read(file));

        Files.writeString(file, written.replaceFirst("\"referenceClockEpochNs\" : [0-9]+,", ""));
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> RunManifest.read(file));
        assertTrue(e.getMessage().startsWith(file + ": not a valid run manifest: missing field 'referenceClockEpochNs'"),
                e.getMessage());
    }

    @Test
    void garbageIsACorruptTrace() throws Exception {
        Path file = dir.resolve("manifest.json");
        Files.writeString(file, "{ nope");
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> RunManifest.read(file));
        assertTrue(e.getMessage().startsWith(file + ": not a valid run manifest: "), e.getMessage());
    }
}
