package org.fenceline.trace.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.fenceline.trace.bench.SyntheticTrace;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.global.TraceFixtures;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Rank 0 sends a message to rank 1 and puts data into its window; both exports of that small trace. */
class ExportTest {
    @TempDir
    Path dir;

    @BeforeEach
    void writeTrace() throws IOException {
        int main = SyntheticTrace.MAIN;
        TraceFixtures.write(dir, SyntheticTrace.definitions(2), List.of(
                Event.enter(0, 1000, main, Event.NONE),
                Event.enter(0, 2000, SyntheticTrace.MPI_SEND, 1),
                Event.send(0, 2500, 0, 1, 5, 64, 0, 0),
                Event.exit(0, 3000, SyntheticTrace.MPI_SEND),
                Event.enter(0, 3500, SyntheticTrace.MPI_PUT, Event.NONE),
                Event.rma(0, 3600, EventType.PUT_1TS, 0, 1, 8, 7, 0),
                Event.exit(0, 3700, SyntheticTrace.MPI_PUT),
                Event.exit(0, 9000, main),
                Event.enter(1, 1500, main, Event.NONE),
                Event.enter(1, 2100, SyntheticTrace.MPI_RECV, 2),
                Event.recv(1, 4000, 0, 0, 5, 64, 0, 0),
                Event.exit(1, 4100, SyntheticTrace.MPI_RECV),
                Event.rma(1, 4200, EventType.PUT_1TE, 0, 0, 8, 7, 0),
                Event.exit(1, 9500, main)));
    }

    @Test
    void csvHasAHeaderAndOneRowPerEvent() throws IOException {
        StringWriter csv = new StringWriter();
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(14, new CsvExporter(false).export(trace, csv));
        }
        List<String> lines = csv.toString().lines().toList();
        assertEquals(15, lines.size());
        assertEquals("location,time,type,region,call_site,comm,window,partner,tag,bytes,recv_bytes,request,flags",
                lines.get(0));
        assertEquals("0,1000,ENTER,0,-1,-1,-1,-1,-1,0,0,0,0", lines.get(1));
        assertEquals("0,2500,SEND,-1,-1,0,-1,1,5,64,0,0,0", lines.get(3));
        assertEquals("0,3600,PUT_1TS,-1,-1,-1,0,1,-1,8,0,7,0", lines.get(6));
        assertEquals("1,4200,PUT_1TE,-1,-1,-1,0,0,-1,8,0,7,0", lines.get(13));
        assertEquals("1,9500,EXIT,0,-1,-1,-1,-1,-1,0,0,0,0", lines.get(14));
    }

    @Test
    void csvWithNamesResolvesAndQuotes() throws IOException {
        StringWriter csv = new StringWriter();
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            new CsvExporter(true).export(trace, csv);
        }
        List<String> lines = csv.toString().lines().toList();
        assertEquals("location,time,type,region,call_site,comm,window,partner,tag,bytes,recv_bytes,request,flags,"
                + "location_name,region_name,comm_name,window_name", lines.get(0));
        assertEquals("0,2000,ENTER,1,1,-1,-1,-1,-1,0,0,0,0,rank 0 thread 0,MPI_Send,,", lines.get(2));
        assertEquals("0,2500,SEND,-1,-1,0,-1,1,5,64,0,0,0,rank 0 thread 0,,MPI_COMM_WORLD,", lines.get(3));
        assertEquals("1,4200,PUT_1TE,-1,-1,-1,0,0,-1,8,0,7,0,rank 1 thread 0,,,ring window", lines.get(13));
    }

    @Test
    void chromeTraceHasSlicesFlowsAndNames() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(4 + 18, new ChromeTraceExporter().export(trace, out));
        }
        JsonNode root = new ObjectMapper().readTree(out.toByteArray());
        assertEquals("ns", root.get("displayTimeUnit").asText());
        List<String> events = new ArrayList<>();
        for (JsonNode e : root.get("traceEvents")) {
            events.add(describe(e));
        }
        assertEquals(List.of(
                "M process_name pid=0 {\"name\":\"rank 0\"}",
                "M process_name pid=1 {\"name\":\"rank 1\"}",
                "M thread_name pid=0 tid=0 {\"name\":\"rank 0 thread 0\"}",
                "M thread_name pid=1 tid=1 {\"name\":\"rank 1 thread 0\"}",
                "B main ts=1.0 pid=0 tid=0 cat=user",
                "B MPI_Send ts=2.0 pid=0 tid=0 cat=mpi",
                "i SEND ts=2.5 pid=0 tid=0 {\"comm\":0,\"partner\":1,\"tag\":5,\"bytes\":64}",
                "s message ts=2.5 pid=0 tid=0 cat=p2p id=0",
                "E ts=3.0 pid=0 tid=0",
                "B MPI_Put ts=3.5 pid=0 tid=0 cat=mpi",
                "i PUT_1TS ts=3.6 pid=0 tid=0 {\"window\":0,\"partner\":1,\"bytes\":8,\"request\":7}",
                "s put ts=3.6 pid=0 tid=0 cat=rma id=1",
                "E ts=3.7 pid=0 tid=0",
                "E ts=9.0 pid=0 tid=0",
                "B main ts=1.5 pid=1 tid=1 cat=user",
                "B MPI_Recv ts=2.1 pid=1 tid=1 cat=mpi",
                "i RECV ts=4.0 pid=1 tid=1 {\"comm\":0,\"partner\":0,\"tag\":5,\"bytes\":64}",
                "f message ts=4.0 pid=1 tid=1 cat=p2p id=0 bp=e",
                "E ts=4.1 pid=1 tid=1",
                "i PUT_1TE ts=4.2 pid=1 tid=1 {\"window\":0,\"partner\":0,\"bytes\":8,\"request\":7}",
                "f put ts=4.2 pid=1 tid=1 cat=rma id=1 bp=e",
                "E ts=9.5 pid=1 tid=1"), events);
    }

    /** "ph name ts pid tid cat id bp args", leaving out what the event does not have. */
    private static String describe(JsonNode e) {
        StringBuilder s = new StringBuilder(e.get("ph").asText());
        if (e.has("name")) {
            s.append(' ').append(e.get("name").asText());
        }
        if (e.has("ts")) {
            s.append(" ts=").append(e.get("ts").asDouble());
        }
        s.append(" pid=").append(e.get("pid").asInt());
        if (e.has("tid")) {
            s.append(" tid=").append(e.get("tid").asInt());
        }
        for (String field : List.of("cat", "id", "bp")) {
            if (e.has(field)) {
                s.append(' ').append(field).append('=').append(e.get(field).asText());
            }
        }
        if (e.has("args") && !e.get("ph").asText().equals("E")) {
            s.append(' ').append(e.get("args"));
        }
        return s.toString();
    }
}
