package org.fenceline.trace.otf2.conversion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.fenceline.trace.bench.SyntheticTrace;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.global.TraceFixtures;
import org.fenceline.trace.merge.MergeProgress;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.RmaEventModel;
import org.fenceline.trace.otf2.Otf2Anchor;
import org.fenceline.trace.otf2.Otf2DefinitionReader;
import org.fenceline.trace.otf2.Otf2Definitions;
import org.fenceline.trace.otf2.Otf2TestArchives;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OTF2's CartDimension, CartTopology and CartCoordinate: the export writes the program's grids as Score-P does, the
 * import maps an MPI communicator's grid back, and leaves out Score-P's "Process x Thread" grid.
 */
class Otf2CartTopologyTest {
    private static final List<Definitions.CartDimension> DIMENSIONS = List.of(
            new Definitions.CartDimension("dimension 0", 2, false), new Definitions.CartDimension("dimension 1", 2, true));

    private static final Comparator<Definitions.CartCoordinate> BY_LOCATION =
            Comparator.comparingInt(Definitions.CartCoordinate::location);

    @TempDir
    Path dir;

    @Test
    void aGridSurvivesExportAndImport() throws IOException {
        List<Definitions.CartCoordinate> coordinates = List.of(at(3, 0, 0), at(2, 0, 1), at(1, 1, 0), at(0, 1, 1));
        Path back = roundTrip(coordinates);
        try (GlobalTrace t = GlobalTrace.open(back)) {
            Definitions d = t.definitions();
            assertEquals(1, d.cartTopologies().size());
            Definitions.CartTopology grid = d.cartTopologies().get(0);
            assertEquals("MPI_Cartesian_2x2", grid.name());
            assertEquals(DIMENSIONS, grid.dimensions());
            // Import orders them by rank, which is the location here (MPI_COMM_WORLD).
            assertEquals(coordinates.stream().sorted(BY_LOCATION).toList(), grid.coordinates());
            assertEquals(List.of(0, 1, 2, 3),
                    d.groups().get(d.communicators().get(grid.communicator()).group()).members());
        }
    }

    @Test
    void anMpiGridWithoutEveryRanksCoordinatesIsLeftOutWithAWarning() throws IOException {
        Path anchor = export(List.of(at(0, 0, 0), at(1, 0, 1), at(2, 1, 0)));
        ImportSummary s = Otf2Import.run(anchor, dir.resolve("back"), RmaEventModel.EXTENDED, false,
                MergeProgress.NONE);
        assertEquals(List.of("Cartesian topology 'MPI_Cartesian_2x2' (OTF2 id 0) not imported: rank 3 has no "
                + "coordinates"), s.warnings());
        try (GlobalTrace t = GlobalTrace.open(dir.resolve("back"))) {
            assertEquals(List.of(), t.definitions().cartTopologies());
        }
    }

    @Test
    void scorePsProcessByThreadGridIsReadButNotImported() throws IOException {
        Otf2Definitions d = Otf2DefinitionReader.readGlobal(Otf2Anchor.read(Otf2TestArchives.SCOREP_PATTERNS));
        assertEquals(new Otf2Definitions.CartTopology(0, "Process x Thread", 0, List.of(0, 1)),
                d.cartTopologies().get(0));
        assertEquals(new Otf2Definitions.CartDimension(0, "Process", 4, false), d.cartDimensions().get(0));
        assertEquals(new Otf2Definitions.CartDimension(1, "Thread", 1, false), d.cartDimensions().get(1));
        assertEquals(new Otf2Definitions.CartCoordinate(0, 3, List.of(3, 0)), d.cartCoordinates().get(3));

        ImportSummary s = Otf2Import.run(Otf2TestArchives.SCOREP_PATTERNS, dir, RmaEventModel.EXTENDED, false,
                MergeProgress.NONE);
        assertEquals(List.of(), s.warnings(), "a grid over the measurement system's locations is no MPI grid");
        try (GlobalTrace t = GlobalTrace.open(dir)) {
            assertEquals(List.of(), t.definitions().cartTopologies());
        }
    }

    /** otf2-print (Debian's otf2-tools, when installed) reads the exported grid as the OTF2 library sees it. */
    @Test
    void theOtf2LibraryReadsTheExportedGrid() throws Exception {
        Optional<Path> otf2Print = Stream.of(System.getenv().getOrDefault("PATH", "").split(":"))
                .map(p -> Path.of(p, "otf2-print")).filter(Files::isExecutable).findFirst();
        Assumptions.assumeTrue(otf2Print.isPresent(), "otf2-print not installed (apt-get install otf2-tools)");
        Path anchor = export(List.of(at(3, 0, 0), at(2, 0, 1), at(1, 1, 0), at(0, 1, 1)));
        Process p = new ProcessBuilder(otf2Print.get().toString(), "-G", anchor.toString()).redirectErrorStream(true)
                .start();
        List<String> cart = new ArrayList<>();
        for (String line : new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList()) {
            if (line.startsWith("CART_")) {
                cart.add(line.replaceAll(" +", " "));
            }
        }
        assertEquals(0, p.waitFor());
        assertEquals(7, cart.size(), String.join("\n", cart));
        assertTrue(cart.get(0).startsWith("CART_DIMENSION 0 Name: \"dimension 0\""), cart.get(0));
        assertTrue(cart.get(1).contains("Size: 2, Periodicity: TRUE"), cart.get(1));
        assertTrue(cart.get(2).startsWith("CART_TOPOLOGY 0 Name: \"MPI_Cartesian_2x2\""), cart.get(2));
        assertTrue(cart.get(3).contains("Rank: 3") && cart.get(3).endsWith("Coordinates: (0, 0)"), cart.get(3));
    }

    private static Definitions.CartCoordinate at(int location, Integer... coordinates) {
        return new Definitions.CartCoordinate(location, List.of(coordinates));
    }

    private Path roundTrip(List<Definitions.CartCoordinate> coordinates) throws IOException {
        Path back = dir.resolve("back");
        ImportSummary s = Otf2Import.run(export(coordinates), back, RmaEventModel.EXTENDED, false,
                MergeProgress.NONE);
        assertEquals(List.of(), s.warnings());
        return back;
    }

    /** A four-rank trace (each rank in main for a moment) with a 2 x 2 grid over MPI_COMM_WORLD, exported. */
    private Path export(List<Definitions.CartCoordinate> coordinates) throws IOException {
        Definitions d = SyntheticTrace.definitions(4);
        Definitions withGrid = new Definitions(d.formatVersion(), d.metadata(), d.regions(), d.callSites(),
                d.machines(), d.nodes(), d.processes(), d.locations(), d.groups(), d.communicators(), d.windows(),
                List.of(new Definitions.CartTopology("MPI_Cartesian_2x2", SyntheticTrace.COMM_WORLD, DIMENSIONS,
                        coordinates)), d.clockSync());
        List<Event> events = new ArrayList<>();
        for (int loc = 0; loc < 4; loc++) {
            events.add(Event.enter(loc, 10, SyntheticTrace.MAIN, Event.NONE));
            events.add(Event.exit(loc, 20, SyntheticTrace.MAIN));
        }
        Path trace = dir.resolve("trace");
        TraceFixtures.write(trace, withGrid, events);
        Path anchor = dir.resolve("otf2").resolve("traces.otf2");
        try (GlobalTrace t = GlobalTrace.open(trace)) {
            Otf2Export.run(t, anchor, false);
        }
        return anchor;
    }
}
