package org.fenceline.analyzer.summary;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.analyzer.cube.CorruptReportException;

/** Reads a {@code summary.json} written by {@link SummaryWriter}. */
public final class SummaryReader {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private SummaryReader() {
    }

    /** @throws CorruptReportException if the file is not a {@value Summary#FORMAT} summary */
    public static Summary read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return parse(MAPPER.readTree(in));
        } catch (JacksonException e) {
            throw new CorruptReportException(file, "malformed JSON: " + e.getOriginalMessage().replace('\n', ' '));
        } catch (IllegalArgumentException e) {
            throw new CorruptReportException(file, e.getMessage());
        }
    }

    private static Summary parse(JsonNode root) {
        String format = text(root, "format");
        if (!Summary.FORMAT.equals(format)) {
            throw new IllegalArgumentException("not a " + Summary.FORMAT + " summary (format " + format + ")");
        }
        JsonNode t = required(root, "trace");
        Summary.Trace trace = new Summary.Trace(text(t, "path"), required(t, "locations").asInt(),
                required(t, "events").asLong(), required(t, "duration_s").asDouble());
        List<Summary.MetricSummary> metrics = new ArrayList<>();
        for (JsonNode m : required(root, "metrics")) {
            List<Double> byLocation = new ArrayList<>();
            required(m, "by_location").forEach(v -> byLocation.add(v.asDouble()));
            List<Summary.CallPathValue> top = new ArrayList<>();
            for (JsonNode c : required(m, "top_callpaths")) {
                top.add(new Summary.CallPathValue(text(c, "path"), required(c, "value").asDouble()));
            }
            JsonNode parent = required(m, "parent");
            metrics.add(new Summary.MetricSummary(text(m, "id"), text(m, "name"),
                    parent.isNull() ? null : parent.asText(), text(m, "unit"), required(m, "total").asDouble(),
                    byLocation, top));
        }
        List<Summary.InstanceSummary> instances = new ArrayList<>();
        for (JsonNode i : required(root, "instances")) {
            instances.add(new Summary.InstanceSummary(text(i, "metric"), required(i, "location").asInt(),
                    text(i, "callpath"), required(i, "start_s").asDouble(), required(i, "end_s").asDouble(),
                    required(i, "severity_s").asDouble(), delay(i.get("cause"))));
        }
        List<Summary.RootCauseSummary> rootCauses = new ArrayList<>();
        JsonNode causes = root.get("root_causes");
        if (causes != null) {   // added within fenceline-summary/1: absent in older summaries
            for (JsonNode c : causes) {
                rootCauses.add(new Summary.RootCauseSummary(required(c, "location").asInt(), text(c, "callpath"),
                        text(c, "wait_state"), required(c, "delay_s").asDouble(), required(c, "cost_s").asDouble(),
                        locations(c, "waiting_locations"), delay(c.get("largest"))));
            }
        }
        return new Summary(format, trace, metrics, instances, rootCauses);
    }

    /** A delay object; {@code null} where the field is absent (summaries written before it was added). */
    private static Summary.DelaySummary delay(JsonNode d) {
        if (d == null) {
            return null;
        }
        return new Summary.DelaySummary(required(d, "location").asInt(), text(d, "callpath"),
                required(d, "start_s").asDouble(), required(d, "end_s").asDouble(),
                required(d, "delay_s").asDouble(), text(d, "wait_state"), required(d, "synchronisation_s").asDouble(),
                required(d, "cost_s").asDouble(), locations(d, "waiting_locations"));
    }

    private static List<Integer> locations(JsonNode node, String field) {
        List<Integer> out = new ArrayList<>();
        required(node, field).forEach(v -> out.add(v.asInt()));
        return out;
    }

    private static JsonNode required(JsonNode node, String field) {
        JsonNode v = node.get(field);
        if (v == null) {
            throw new IllegalArgumentException("field \"" + field + "\" missing");
        }
        return v;
    }

    private static String text(JsonNode node, String field) {
        return required(node, field).asText();
    }
}
