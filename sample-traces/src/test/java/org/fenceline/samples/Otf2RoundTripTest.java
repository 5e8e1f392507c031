package org.fenceline.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.merge.MergeProgress;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.otf2.conversion.Otf2Export;
import org.fenceline.trace.otf2.conversion.Otf2Import;
import org.fenceline.trace.validate.TraceValidator;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * import(export(t)) has the same events and Cartesian topologies as t, for every committed sample trace, in t's RMA
 * event model. Events and topologies are compared with their ids resolved (region and window names, communicator
 * and group members), as the two traces number their definitions independently. What OTF2 cannot carry is left out of the comparison (docs/trace-format.md
 * §12.3): call sites, the requested source and tag of a non-blocking receive, RMA ids (renumbered), the MPI_Op of an
 * accumulate, the time a Get's data was read at the target (GET_1TS) and the SYNCHRONOUS flag of a standard send
 * that ran the rendezvous protocol.
 */
class Otf2RoundTripTest {
    @TempDir
    Path tmp;

    static Stream<Path> traces() throws IOException {
        return Files.list(Path.of("traces")).filter(d -> Files.isRegularFile(d.resolve("events.parquet"))).sorted();
    }

    @ParameterizedTest
    @MethodSource("traces")
    void exportThenImportGivesTheSameEvents(Path original) throws IOException {
        Path anchor = tmp.resolve("otf2").resolve("traces.otf2");
        Path back = tmp.resolve("back");
        try (GlobalTrace t = GlobalTrace.open(original)) {
            Otf2Export.run(t, anchor, false);
            Otf2Import.run(anchor, back, t.definitions().metadata().rmaModel(), false, MergeProgress.NONE);
            try (GlobalTrace u = GlobalTrace.open(back)) {
                assertEquals(List.of(), new TraceValidator(u).validate());
                assertEquals(t.locationCount(), u.locationCount());
                assertEquals(topologies(t.definitions()), topologies(u.definitions()), original + " topologies");
                for (int loc = 0; loc < t.locationCount(); loc++) {
                    List<String> expected = normalized(t, loc);
                    List<String> actual = normalized(u, loc);
                    assertEquals(String.join("\n", expected), String.join("\n", actual),
                            original + " location " + loc);
                }
            }
        }
    }

    /**
     * The OTF2 library itself (otf2-print of Debian's otf2-tools, when installed) reads the export: every record,
     * in the number the export wrote.
     */
    @org.junit.jupiter.api.Test
    void theOtf2LibraryReadsTheExport() throws Exception {
        java.util.Optional<Path> otf2Print = Stream.of(System.getenv().getOrDefault("PATH", "").split(":"))
                .map(p -> Path.of(p, "otf2-print")).filter(Files::isExecutable).findFirst();
        org.junit.jupiter.api.Assumptions.assumeTrue(otf2Print.isPresent(), "otf2-print not installed "
                + "(apt-get install otf2-tools)");
        Path anchor = tmp.resolve("otf2").resolve("traces.otf2");
        long records;
        try (GlobalTrace t = GlobalTrace.open(Path.of("traces", "late-post"))) {
            records = Otf2Export.run(t, anchor, false);
        }
        Process p = new ProcessBuilder(otf2Print.get().toString(), anchor.toString()).redirectErrorStream(true).start();
        List<String> lines = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)
                .lines().toList();
        assertEquals(0, p.waitFor(), String.join("\n", lines));
        long events = lines.stream().filter(l -> l.matches("[A-Z_]+ +\\d+ +\\d+.*")).count();
        assertEquals(records, events, String.join("\n", lines));
    }

    /** The Cartesian topologies with their communicator's members instead of its id. */
    private static List<String> topologies(Definitions d) {
        return d.cartTopologies().stream().map(c -> c.name() + " " + c.dimensions() + " " + c.coordinates()
                + " over " + d.groups().get(d.communicators().get(c.communicator()).group()).members()).toList();
    }

    private static List<String> normalized(GlobalTrace t, int loc) throws IOException {
        Definitions d = t.definitions();
        List<String> out = new ArrayList<>();
        t.events(loc).forEach(e -> {
            if (e.type() == EventType.GET_1TS) {
                out.add("GET_1TS partner " + e.partner() + " bytes " + e.bytes());
                return;
            }
            StringBuilder s = new StringBuilder().append(e.time()).append(' ').append(e.type());
            if (e.region() >= 0) {
                s.append(" region ").append(d.regions().get(e.region()).name());
            }
            if (e.comm() >= 0) {
                int group = e.type() == EventType.WINEXIT ? e.comm() : d.communicators().get(e.comm()).group();
                s.append(" members ").append(d.groups().get(group).members());
            }
            if (e.window() >= 0) {
                s.append(" window ").append(d.windows().get(e.window()).name());
            }
            if (e.type() != EventType.RECV_REQUEST) {
                s.append(" partner ").append(e.partner()).append(" tag ").append(e.tag());
            }
            s.append(" bytes ").append(e.bytes()).append('/').append(e.recvBytes());
            if (!e.type().isRmaTransfer()) {
                s.append(" request ").append(e.request());
            }
            int flags = EventFlags.has(e.flags(), EventFlags.ACCUMULATE) ? EventFlags.withOp(e.flags(), 0) : e.flags();
            if (e.type() == EventType.SEND && !d.regions().isEmpty()) {
                flags &= ~EventFlags.SYNCHRONOUS;   // a rendezvous standard send: OTF2 has no such attribute
            }
            s.append(" flags ").append(flags);
            out.add(s.toString());
        });
        return out;
    }
}
