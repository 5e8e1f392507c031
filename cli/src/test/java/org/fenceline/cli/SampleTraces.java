package org.fenceline.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.global.GlobalTraceWriter;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.model.RmaEventModel;

/** Tiny hand-built global traces for command tests. */
final class SampleTraces {
    static final int MAIN = 0;
    static final int SEND = 1;
    static final int RECV = 2;

    private SampleTraces() {
    }

    static Definitions definitions() {
        return new Definitions(TraceLayout.FORMAT_VERSION,
                new Definitions.Metadata("PingPong", List.of("3"), 2, "ideal", RmaEventModel.EXTENDED, 1, 0, "test",
                        Map.of()),
                List.of(new Definitions.Region(MAIN, "main", "PingPong.java", 10, Paradigm.USER, RegionRole.FUNCTION),
                        new Definitions.Region(SEND, "MPI_Send", "", 0, Paradigm.MPI, RegionRole.POINT_TO_POINT),
                        new Definitions.Region(RECV, "MPI_Recv", "", 0, Paradigm.MPI, RegionRole.POINT_TO_POINT)),
                List.of(new Definitions.CallSite(0, "PingPong.java", 14, "PingPong.main", SEND),
                        new Definitions.CallSite(1, "PingPong.java", 16, "PingPong.main", RECV)),
                List.of(new Definitions.Machine(0, "machine")),
                List.of(new Definitions.Node(0, "node0", 0)),
                List.of(new Definitions.Process(0, "rank 0", 0, 0), new Definitions.Process(1, "rank 1", 0, 1)),
                List.of(new Definitions.Location(0, "rank 0", 0, 0), new Definitions.Location(1, "rank 1", 1, 0)),
                List.of(new Definitions.Group(0, List.of(0, 1))),
                List.of(new Definitions.Communicator(0, "MPI_COMM_WORLD", 0)),
                List.of(),
                List.of(),
                List.of());
    }

    /** Rank 0 sends one message to rank 1, which waited for it in MPI_Recv (a late sender). */
    static Path pingPong(Path dir) throws IOException {
        try (GlobalTraceWriter w = GlobalTraceWriter.create(dir, definitions())) {
            for (Event e : List.of(
                    Event.enter(0, 0, MAIN, -1),
                    Event.enter(0, 1_000, SEND, 0),
                    Event.send(0, 1_100, 0, 1, 7, 64, 0, 0),
                    Event.exit(0, 1_200, SEND),
                    Event.exit(0, 2_000, MAIN),
                    Event.enter(1, 10, MAIN, -1),
                    Event.enter(1, 100, RECV, 1),
                    Event.recv(1, 1_300, 0, 0, 7, 64, 0, 0),
                    Event.exit(1, 1_400, RECV),
                    Event.exit(1, 2_100, MAIN))) {
                w.append(e);
            }
        }
        return dir;
    }

    /** Rank 0 sends a message that rank 1 never receives: a trace that fails validation but can be analysed. */
    static Path unreceivedMessage(Path dir) throws IOException {
        try (GlobalTraceWriter w = GlobalTraceWriter.create(dir, definitions())) {
            for (Event e : List.of(
                    Event.enter(0, 0, MAIN, -1),
                    Event.enter(0, 1_000, SEND, 0),
                    Event.send(0, 1_100, 0, 1, 7, 64, 0, 0),
                    Event.exit(0, 1_200, SEND),
                    Event.exit(0, 2_000, MAIN),
                    Event.enter(1, 10, MAIN, -1),
                    Event.exit(1, 2_100, MAIN))) {
                w.append(e);
            }
        }
        return dir;
    }
}
