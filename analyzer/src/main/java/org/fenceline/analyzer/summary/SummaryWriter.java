package org.fenceline.analyzer.summary;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fenceline.analyzer.report.Aggregation;
import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.DelayInterval;
import org.fenceline.analyzer.report.RootCause;
import org.fenceline.analyzer.report.SeverityCube;

/**
 * Writes the stable {@code summary.json} ({@value Summary#FORMAT}, specified in docs/report-formats.md):
 * every metric of the report in metric-tree pre-order, with its total and per-location values (including
 * child metrics, summed over call paths), its top call paths, then the most severe pattern instances and the
 * largest root causes of wait states.
 * Values of integer metrics are written as JSON integers.
 */
public final class SummaryWriter {
    public static final int DEFAULT_TOP_CALL_PATHS = 10;
    public static final int DEFAULT_TOP_INSTANCES = 100;
    private static final JsonFactory JSON = new JsonFactory();

    private final int topCallPaths;
    private final int topInstances;

    public SummaryWriter() {
        this(DEFAULT_TOP_CALL_PATHS, DEFAULT_TOP_INSTANCES);
    }

    /**
     * @param topCallPaths call paths listed per metric
     * @param topInstances instances listed
     */
    public SummaryWriter(int topCallPaths, int topInstances) {
        if (topCallPaths < 0 || topInstances < 0) {
            throw new IllegalArgumentException("limits must not be negative");
        }
        this.topCallPaths = topCallPaths;
        this.topInstances = topInstances;
    }

    /** Writes atomically (temporary file, then rename). */
    public void write(Report report, Path file) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, file.getFileName().toString(), ".tmp");
        try {
            try (OutputStream out = Files.newOutputStream(tmp)) {
                write(report, out);
            }
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Writes to a stream, which stays open. */
    public void write(Report report, OutputStream out) throws IOException {
        try (JsonGenerator g = JSON.createGenerator(out, JsonEncoding.UTF8)) {
            g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            g.writeStartObject();
            g.writeStringField("format", Summary.FORMAT);
            g.writeObjectFieldStart("trace");
            g.writeStringField("path", report.metadata().tracePath());
            g.writeNumberField("locations", report.systemTree().locationCount());
            g.writeNumberField("events", report.metadata().events());
            g.writeNumberField("duration_s", report.metadata().durationS());
            g.writeEndObject();
            g.writeArrayFieldStart("metrics");
            for (Metric m : report.metrics().metrics()) {
                metric(g, report.severities(), m, report.callTree().nodes());
            }
            g.writeEndArray();
            g.writeArrayFieldStart("instances");
            for (Instance i : topInstances(report.instances())) {
                g.writeStartObject();
                g.writeStringField("metric", i.metricId());
                g.writeNumberField("location", i.location());
                g.writeStringField("callpath", i.callPath().path());
                g.writeNumberField("start_s", i.startS());
                g.writeNumberField("end_s", i.endS());
                g.writeNumberField("severity_s", i.severityS());
                if (i.cause() != null) {
                    delay(g, "cause", i.cause());
                }
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeArrayFieldStart("root_causes");
            List<RootCause> causes = report.rootCauses();
            for (RootCause c : causes.subList(0, Math.min(topInstances, causes.size()))) {
                g.writeStartObject();
                g.writeNumberField("location", c.location());
                g.writeStringField("callpath", c.callPath().path());
                g.writeStringField("wait_state", c.waitStateId());
                g.writeNumberField("delay_s", c.delayS());
                g.writeNumberField("cost_s", c.costS());
                locations(g, "waiting_locations", c.waitingLocations());
                if (c.largest() != null) {
                    delay(g, "largest", c.largest());
                }
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
    }

    /** A delay: the cause of an instance, or a root cause's costliest synchronisation. */
    private static void delay(JsonGenerator g, String field, DelayInterval d) throws IOException {
        g.writeObjectFieldStart(field);
        g.writeNumberField("location", d.location());
        g.writeStringField("callpath", d.callPath().path());
        g.writeNumberField("start_s", d.startS());
        g.writeNumberField("end_s", d.endS());
        g.writeNumberField("delay_s", d.delayS());
        g.writeStringField("wait_state", d.waitStateId());
        g.writeNumberField("synchronisation_s", d.synchronisationS());
        g.writeNumberField("cost_s", d.costS());
        locations(g, "waiting_locations", d.waitingLocations());
        g.writeEndObject();
    }

    private static void locations(JsonGenerator g, String field, List<Integer> locations) throws IOException {
        g.writeArrayFieldStart(field);
        for (int l : locations) {
            g.writeNumber(l);
        }
        g.writeEndArray();
    }

    private void metric(JsonGenerator g, SeverityCube cube, Metric m, List<CallPathNode> callPaths)
            throws IOException {
        boolean integer = m.valueType().isInteger();
        double[] byLocation = cube.totalByLocation(m);
        g.writeStartObject();
        g.writeStringField("id", m.id());
        g.writeStringField("name", m.displayName());
        g.writeStringField("parent", m.parent() == null ? null : m.parent().id());
        g.writeStringField("unit", m.unit());
        g.writeFieldName("total");
        number(g, cube.total(m), integer);
        g.writeArrayFieldStart("by_location");
        for (double v : byLocation) {
            number(g, v, integer);
        }
        g.writeEndArray();
        g.writeArrayFieldStart("top_callpaths");
        for (PathValue pv : topCallPaths(cube, m, callPaths)) {
            g.writeStartObject();
            g.writeStringField("path", pv.path());
            g.writeFieldName("value");
            number(g, pv.value(), integer);
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    /** A path string's value; {@code first} is the pre-order index of its first call path (for ties). */
    private record PathValue(String path, int first, double value) {
        PathValue plus(PathValue other) {
            return new PathValue(path, first, value + other.value);
        }
    }

    /**
     * The path strings with the largest non-zero values at the call path itself (callees excluded, so a path
     * and its callers never count the same time twice); ties in pre-order. Call paths that differ only in their
     * call sites (one region called from two lines of one caller) share a path string and are listed once, with
     * their values added, so that a path string names one entry.
     */
    private List<PathValue> topCallPaths(SeverityCube cube, Metric m, List<CallPathNode> callPaths) {
        Map<String, PathValue> byPath = new LinkedHashMap<>();
        for (CallPathNode c : callPaths) {
            double v = cube.sumOverLocations(m, Aggregation.INCLUSIVE, c, Aggregation.EXCLUSIVE);
            if (v != 0.0) {
                byPath.merge(c.path(), new PathValue(c.path(), c.index(), v), PathValue::plus);
            }
        }
        List<PathValue> values = new ArrayList<>(byPath.values());
        values.sort(Comparator.comparingDouble(PathValue::value).reversed().thenComparingInt(PathValue::first));
        return values.subList(0, Math.min(topCallPaths, values.size()));
    }

    private List<Instance> topInstances(List<Instance> instances) {
        List<Instance> sorted = new ArrayList<>(instances);
        sorted.sort(Instance.MOST_SEVERE_FIRST);
        return sorted.subList(0, Math.min(topInstances, sorted.size()));
    }

    private static void number(JsonGenerator g, double v, boolean integer) throws IOException {
        if (integer) {
            g.writeNumber(Math.round(v));
        } else {
            g.writeNumber(v);
        }
    }
}
