package org.fenceline.trace.global;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.bench.SyntheticTrace;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cartTopologies} in definitions.json: written and read back, optional for older traces, checked on read. */
class CartTopologiesJsonTest {
    @TempDir
    Path dir;

    /** A 2 x 2 grid, periodic in its second dimension, over the four locations in reverse rank order. */
    static Definitions withGrid(Definitions d) {
        var grid = new Definitions.CartTopology("MPI_Cartesian_2x2", 0,
                List.of(new Definitions.CartDimension("dimension 0", 2, false),
                        new Definitions.CartDimension("dimension 1", 2, true)),
                List.of(new Definitions.CartCoordinate(3, List.of(0, 0)),
                        new Definitions.CartCoordinate(2, List.of(0, 1)),
                        new Definitions.CartCoordinate(1, List.of(1, 0)),
                        new Definitions.CartCoordinate(0, List.of(1, 1))));
        return new Definitions(d.formatVersion(), d.metadata(), d.regions(), d.callSites(), d.machines(), d.nodes(),
                d.processes(), d.locations(), d.groups(), d.communicators(), d.windows(), List.of(grid),
                d.clockSync());
    }

    @Test
    void topologiesReadBackEqual() throws IOException {
        Definitions definitions = withGrid(SyntheticTrace.definitions(4));
        write(definitions);
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(definitions, trace.definitions());
        }
        String json = Files.readString(TraceLayout.definitions(dir));
        assertTrue(json.contains("\"cartTopologies\" : [ {"), json);
        assertTrue(json.contains("\"name\" : \"dimension 1\",\n      \"size\" : 2,\n      \"periodic\" : true"), json);
    }

    @Test
    void aTraceWrittenBeforeTopologiesHasNone() throws IOException {
        write(SyntheticTrace.definitions(4));
        Path json = TraceLayout.definitions(dir);
        String older = Files.readString(json).replaceFirst(",\\s*\"cartTopologies\" : \\[ \\]", "");
        assertFalse(older.contains("cartTopologies"), older);
        Files.writeString(json, older);
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(List.of(), trace.definitions().cartTopologies());
            assertEquals(SyntheticTrace.definitions(4), trace.definitions());
        }
    }

    @Test
    void aNullListIsStillAnError() throws IOException {
        write(SyntheticTrace.definitions(4));
        Path json = TraceLayout.definitions(dir);
        Files.writeString(json,
                Files.readString(json).replace("\"cartTopologies\" : [ ]", "\"cartTopologies\" : null"));
        assertTrue(failure().startsWith(json + ": not valid definitions JSON: null where a value is required (at "
                + "cartTopologies) at line "), failure());
    }

    @Test
    void aBadTopologyIsOneLineNamingTheFile() throws IOException {
        write(withGrid(SyntheticTrace.definitions(4)));
        Path json = TraceLayout.definitions(dir);
        String valid = Files.readString(json);

        Files.writeString(json, valid.replaceFirst("\"location\" : 3", "\"location\" : 7"));
        assertEquals(json + ": cartTopologies[0] ('MPI_Cartesian_2x2'): location 7 is not a member of communicator 0",
                failure());

        Files.writeString(json, valid.replaceFirst("\"coordinates\" : \\[ 1, 1 \\]", "\"coordinates\" : [ 1, 2 ]"));
        assertEquals(json + ": cartTopologies[0] ('MPI_Cartesian_2x2'): location 0 lies outside dimension "
                + "'dimension 1' (coordinate 2, size 2)", failure());

        Files.writeString(json, valid.replaceFirst("\"coordinates\" : \\[ 1, 1 \\]", "\"coordinates\" : [ 1, 0 ]"));
        assertEquals(json + ": cartTopologies[0] ('MPI_Cartesian_2x2'): two locations at [1, 0]", failure());

        Files.writeString(json, valid.replaceFirst("\"communicator\" : 0,\n    \"dimensions\"",
                "\"communicator\" : 4,\n    \"dimensions\""));
        assertEquals(json + ": cartTopologies[0] ('MPI_Cartesian_2x2'): communicator 4 is not defined", failure());
    }

    private void write(Definitions definitions) throws IOException {
        TraceFixtures.write(dir, definitions, List.of(Event.enter(0, 1, 0, Event.NONE)));
    }

    private String failure() {
        CorruptTraceException e = assertThrows(CorruptTraceException.class, () -> GlobalTrace.open(dir).close());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        return e.getMessage();
    }
}
