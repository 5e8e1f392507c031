package org.fenceline.trace.export;

import java.io.IOException;
import java.io.OutputStream;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.EventType;

/**
 * Writes a trace as Chrome trace-event JSON, which Perfetto's UI and chrome://tracing open as a timeline:
 * pid = process, tid = location; regions as "B"/"E" slices named by region; messages (SEND to RECV) and RMA
 * transfers (PUT_1TS to PUT_1TE, GET_1TS to GET_1TE) as flow arrows "s"/"f"; the other records as thread-scoped
 * instant events. Timestamps are microseconds (the format's unit) as doubles, so nanoseconds survive.
 * Streams with a JsonGenerator: memory does not grow with the trace.
 */
public final class ChromeTraceExporter {
    private static final JsonFactory JSON = new JsonFactory();

    /** Writes the JSON to {@code out} (not closed) and returns the number of trace events written. */
    public long export(GlobalTrace trace, OutputStream out) throws IOException {
        Definitions definitions = trace.definitions();
        long written = 0;
        try (JsonGenerator json = JSON.createGenerator(out, JsonEncoding.UTF8)) {
            json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            json.writeStartObject();
            json.writeStringField("displayTimeUnit", "ns");
            json.writeArrayFieldStart("traceEvents");
            written += writeNames(json, definitions);
            FlowIds flows = new FlowIds();
            for (int location = 0; location < trace.locationCount(); location++) {
                int pid = definitions.locations().get(location).process();
                try (EventCursor e = trace.cursor(location)) {
                    while (e.next()) {
                        written += writeEvent(json, e, pid, definitions, flows);
                    }
                }
            }
            json.writeEndArray();
            json.writeEndObject();
        }
        return written;
    }

    /** Metadata events naming processes and threads, so the timeline shows "rank 3" rather than numbers. */
    private static long writeNames(JsonGenerator json, Definitions definitions) throws IOException {
        for (Definitions.Process process : definitions.processes()) {
            json.writeStartObject();
            json.writeStringField("name", "process_name");
            json.writeStringField("ph", "M");
            json.writeNumberField("pid", process.id());
            json.writeObjectFieldStart("args");
            json.writeStringField("name", process.name());
            json.writeEndObject();
            json.writeEndObject();
        }
        for (Definitions.Location location : definitions.locations()) {
            json.writeStartObject();
            json.writeStringField("name", "thread_name");
            json.writeStringField("ph", "M");
            json.writeNumberField("pid", location.process());
            json.writeNumberField("tid", location.id());
            json.writeObjectFieldStart("args");
            json.writeStringField("name", location.name());
            json.writeEndObject();
            json.writeEndObject();
        }
        return definitions.processes().size() + definitions.locations().size();
    }

    private static int writeEvent(JsonGenerator json, EventCursor e, int pid, Definitions definitions, FlowIds flows)
            throws IOException {
        EventType type = e.type();
        switch (type) {
            case ENTER -> {
                start(json, regionName(definitions, e.region()), "B", e, pid);
                json.writeStringField("cat", category(definitions, e.region()));
                json.writeEndObject();
                return 1;
            }
            case EXIT, COLLEXIT, WINEXIT, WINCOLLEXIT -> {
                start(json, null, "E", e, pid);
                if (type != EventType.EXIT) {
                    writeArgs(json, e);
                }
                json.writeEndObject();
                return 1;
            }
            case SEND, RECV -> {
                instant(json, e, pid);
                flow(json, "message", "p2p", type == EventType.SEND, flows.message(e), e, pid);
                return 2;
            }
            case PUT_1TS, PUT_1TE -> {
                instant(json, e, pid);
                boolean start = type == EventType.PUT_1TS;
                flow(json, "put", "rma", start, flows.transfer(start ? e.location() : e.partner(), e.request()), e, pid);
                return 2;
            }
            case GET_1TS, GET_1TE -> {
                instant(json, e, pid);
                boolean start = type == EventType.GET_1TS; // data flows from the target to the origin
                flow(json, "get", "rma", start, flows.transfer(start ? e.partner() : e.location(), e.request()), e, pid);
                return 2;
            }
            default -> {
                instant(json, e, pid);
                return 1;
            }
        }
    }

    private static void flow(JsonGenerator json, String name, String category, boolean start, long id, EventCursor e,
                             int pid) throws IOException {
        start(json, name, start ? "s" : "f", e, pid);
        json.writeStringField("cat", category);
        json.writeNumberField("id", id);
        if (!start) {
            json.writeStringField("bp", "e"); // bind the arrow's head to the enclosing slice
        }
        json.writeEndObject();
    }

    private static void instant(JsonGenerator json, EventCursor e, int pid) throws IOException {
        start(json, e.type().name(), "i", e, pid);
        json.writeStringField("s", "t");
        writeArgs(json, e);
        json.writeEndObject();
    }

    private static void start(JsonGenerator json, String name, String phase, EventCursor e, int pid) throws IOException {
        json.writeStartObject();
        if (name != null) {
            json.writeStringField("name", name);
        }
        json.writeStringField("ph", phase);
        json.writeNumberField("ts", e.time() / 1000.0);
        json.writeNumberField("pid", pid);
        json.writeNumberField("tid", e.location());
    }

    /** The event's attributes that are set (ids other than -1, non-zero amounts). */
    private static void writeArgs(JsonGenerator json, EventCursor e) throws IOException {
        json.writeObjectFieldStart("args");
        intArg(json, e.type() == EventType.WINEXIT ? "group" : "comm", e.comm());
        intArg(json, "window", e.window());
        intArg(json, "partner", e.partner());
        intArg(json, "tag", e.tag());
        longArg(json, "bytes", e.bytes());
        longArg(json, "recv_bytes", e.recvBytes());
        longArg(json, "request", e.request());
        longArg(json, "flags", e.flags());
        json.writeEndObject();
    }

    private static void intArg(JsonGenerator json, String name, int value) throws IOException {
        if (value >= 0) {
            json.writeNumberField(name, value);
        }
    }

    private static void longArg(JsonGenerator json, String name, long value) throws IOException {
        if (value != 0) {
            json.writeNumberField(name, value);
        }
    }

    private static String regionName(Definitions definitions, int region) {
        return region >= 0 && region < definitions.regions().size()
                ? definitions.regions().get(region).name() : "region " + region;
    }

    private static String category(Definitions definitions, int region) {
        return region >= 0 && region < definitions.regions().size()
                ? definitions.regions().get(region).paradigm().name().toLowerCase() : "unknown";
    }
}
