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
import org.fenceline.analyzer.report.Instance;

/**
 * The pattern instances of a report, kept in the {@code .cubex} as an extra tar member
 * ({@value #NAME}) because Cube has no place for them; Cube tools ignore members they do not know. Call
 * paths are given by their cnode id. A wait state's cause (the delay the backward replay traces it back to) is an
 * optional field, absent in reports written before it was added.
 */
final class InstancesMember {
    static final String NAME = "fenceline_instances.json";
    private static final JsonFactory JSON = new JsonFactory();

    private InstancesMember() {
    }

    static byte[] write(List<Instance> instances) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartArray();
            for (Instance i : instances) {
                g.writeStartObject();
                g.writeStringField("metric", i.metricId());
                g.writeNumberField("location", i.location());
                g.writeNumberField("cnode", i.callPath().index());
                g.writeNumberField("start_s", i.startS());
                g.writeNumberField("end_s", i.endS());
                g.writeNumberField("severity_s", i.severityS());
                if (i.partner() != null) {
                    g.writeNumberField("partner_location", i.partner().location());
                    g.writeNumberField("partner_start_s", i.partner().startS());
                    g.writeNumberField("partner_end_s", i.partner().endS());
                }
                if (i.cause() != null) {
                    DelayJson.write(g, "cause", i.cause());
                }
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        return out.toByteArray();
    }

    /** @throws IllegalArgumentException if the member is not what {@link #write} produces */
    static List<Instance> read(byte[] bytes, CallTree callTree) throws IOException {
        List<Instance> out = new ArrayList<>();
        try (JsonParser p = JSON.createParser(bytes)) {
            DelayJson.expect(p.nextToken() == JsonToken.START_ARRAY, NAME);
            while (p.nextToken() == JsonToken.START_OBJECT) {
                String metric = null;
                int location = -1;
                int cnode = -1;
                int partnerLocation = -1;
                double start = 0;
                double end = 0;
                double severity = 0;
                double partnerStart = 0;
                double partnerEnd = 0;
                DelayInterval cause = null;
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String field = p.currentName();
                    p.nextToken();
                    switch (field) {
                        case "metric" -> metric = p.getText();
                        case "location" -> location = p.getIntValue();
                        case "cnode" -> cnode = p.getIntValue();
                        case "start_s" -> start = p.getDoubleValue();
                        case "end_s" -> end = p.getDoubleValue();
                        case "severity_s" -> severity = p.getDoubleValue();
                        case "partner_location" -> partnerLocation = p.getIntValue();
                        case "partner_start_s" -> partnerStart = p.getDoubleValue();
                        case "partner_end_s" -> partnerEnd = p.getDoubleValue();
                        case "cause" -> cause = DelayJson.read(p, callTree);
                        default -> p.skipChildren();
                    }
                }
                DelayJson.expect(metric != null && cnode >= 0 && cnode < callTree.size(), NAME);
                out.add(new Instance(metric, location, callTree.get(cnode), start, end, severity,
                        partnerLocation < 0 ? null : new Instance.Partner(partnerLocation, partnerStart, partnerEnd),
                        cause));
            }
        }
        return out;
    }
}
