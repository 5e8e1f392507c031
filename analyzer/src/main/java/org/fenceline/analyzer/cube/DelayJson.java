package org.fenceline.analyzer.cube;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.DelayInterval;

/**
 * A {@link DelayInterval} as a JSON object of the report's extra members (instances' causes, root causes' largest
 * delays); its call path is a cnode id.
 */
final class DelayJson {
    private DelayJson() {
    }

    static void write(JsonGenerator g, String field, DelayInterval d) throws IOException {
        g.writeObjectFieldStart(field);
        g.writeNumberField("location", d.location());
        g.writeNumberField("cnode", d.callPath().index());
        g.writeNumberField("start_s", d.startS());
        g.writeNumberField("end_s", d.endS());
        g.writeNumberField("delay_s", d.delayS());
        g.writeStringField("wait_state", d.waitStateId());
        g.writeNumberField("synchronisation_s", d.synchronisationS());
        g.writeNumberField("cost_s", d.costS());
        writeLocations(g, "waiting_locations", d.waitingLocations());
        g.writeEndObject();
    }

    static void writeLocations(JsonGenerator g, String field, List<Integer> locations) throws IOException {
        g.writeArrayFieldStart(field);
        for (int l : locations) {
            g.writeNumber(l);
        }
        g.writeEndArray();
    }

    /** Reads the object the parser is at (its START_OBJECT is the current token). */
    static DelayInterval read(JsonParser p, CallTree callTree) throws IOException {
        expect(p.currentToken() == JsonToken.START_OBJECT, "delay");
        int location = -1;
        int cnode = -1;
        double start = 0;
        double end = 0;
        double delay = 0;
        String waitState = null;
        double synchronisation = 0;
        double cost = 0;
        List<Integer> waiting = List.of();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String field = p.currentName();
            p.nextToken();
            switch (field) {
                case "location" -> location = p.getIntValue();
                case "cnode" -> cnode = p.getIntValue();
                case "start_s" -> start = p.getDoubleValue();
                case "end_s" -> end = p.getDoubleValue();
                case "delay_s" -> delay = p.getDoubleValue();
                case "wait_state" -> waitState = p.getText();
                case "synchronisation_s" -> synchronisation = p.getDoubleValue();
                case "cost_s" -> cost = p.getDoubleValue();
                case "waiting_locations" -> waiting = readLocations(p);
                default -> p.skipChildren();
            }
        }
        expect(waitState != null && cnode >= 0 && cnode < callTree.size(), "delay");
        return new DelayInterval(location, callTree.get(cnode), start, end, delay, waitState, synchronisation, cost,
                waiting);
    }

    /** Reads the array of ints the parser is at. */
    static List<Integer> readLocations(JsonParser p) throws IOException {
        expect(p.currentToken() == JsonToken.START_ARRAY, "location list");
        List<Integer> out = new ArrayList<>();
        while (p.nextToken() == JsonToken.VALUE_NUMBER_INT) {
            out.add(p.getIntValue());
        }
        return out;
    }

    static void expect(boolean ok, String what) {
        if (!ok) {
            throw new IllegalArgumentException("malformed " + what);
        }
    }
}
