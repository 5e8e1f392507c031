package org.fenceline.analyzer.cube;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.DelayInterval;
import org.fenceline.analyzer.report.RootCause;

/**
 * The largest root causes of a report's wait states, an extra tar member ({@value #NAME}) like the instances, so
 * that a viewer opening the {@code .cubex} can list them and show each one's costliest delay on the timeline.
 */
final class RootCausesMember {
    static final String NAME = "fenceline_root_causes.json";
    private static final JsonFactory JSON = new JsonFactory();

    private RootCausesMember() {
    }

    static byte[] write(List<RootCause> causes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartArray();
            for (RootCause c : causes) {
                g.writeStartObject();
                g.writeNumberField("location", c.location());
                g.writeNumberField("cnode", c.callPath().index());
                g.writeStringField("wait_state", c.waitStateId());
                g.writeNumberField("delay_s", c.delayS());
                g.writeNumberField("cost_s", c.costS());
                DelayJson.writeLocations(g, "waiting_locations", c.waitingLocations());
                if (c.largest() != null) {
                    DelayJson.write(g, "largest", c.largest());
                }
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        return out.toByteArray();
    }

    /** @throws IllegalArgumentException if the member is not what {@link #write} produces */
    static List<RootCause> read(byte[] bytes, CallTree callTree) throws IOException {
        List<RootCause> out = new ArrayList<>();
        try (JsonParser p = JSON.createParser(bytes)) {
            DelayJson.expect(p.nextToken() == JsonToken.START_ARRAY, NAME);
            while (p.nextToken() == JsonToken.START_OBJECT) {
                int location = -1;
                int cnode = -1;
                String waitState = null;
                double delay = 0;
                double cost = 0;
                List<Integer> waiting = List.of();
                DelayInterval largest = null;
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String field = p.currentName();
                    p.nextToken();
                    switch (field) {
                        case "location" -> location = p.getIntValue();
                        case "cnode" -> cnode = p.getIntValue();
                        case "wait_state" -> waitState = p.getText();
                        case "delay_s" -> delay = p.getDoubleValue();
                        case "cost_s" -> cost = p.getDoubleValue();
                        case "waiting_locations" -> waiting = DelayJson.readLocations(p);
                        case "largest" -> largest = DelayJson.read(p, callTree);
                        default -> p.skipChildren();
                    }
                }
                DelayJson.expect(waitState != null && cnode >= 0 && cnode < callTree.size(), NAME);
                out.add(new RootCause(location, callTree.get(cnode), waitState, delay, cost, waiting, largest));
            }
        }
        return out;
    }
}
