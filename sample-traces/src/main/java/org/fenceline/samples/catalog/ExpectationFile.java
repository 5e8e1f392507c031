package org.fenceline.samples.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code expected.json} next to a committed sample trace: what analysing the trace must give, written from the
 * catalog's injected delays. The committed-trace test reads only this file, so it guards the analyzer even if
 * the catalog changes.
 *
 * <pre>{
 *   "sample": "late-sender", "program": "...LateSender", "ranks": 2, "args": ["500"],
 *   "injected": "rank 0 computes 500 ms before it sends", "region": "exchange",
 *   "expected": {"mpi_latesender": {"seconds": 0.5, "tolerance_seconds": 0.025}},
 *   "near_zero": {"at_most_seconds": 0.025, "metrics": ["mpi_latereceiver", ...]},
 *   "requires_recorded_call": "MPI_Barrier"          (only when the expectation needs that call in the trace)
 * }</pre>
 *
 * Severities are totals over all ranks of the call paths inside {@code region} (with their callees).
 */
public record ExpectationFile(String region, Map<String, double[]> expected, List<String> nearZero,
        double nearZeroLimit, String requiredCall) {
    public static final String NAME = "expected.json";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public static ExpectationFile of(Sample sample) {
        Map<String, double[]> expected = new TreeMap<>();
        sample.expected().forEach((metric, seconds) -> expected.put(metric,
                new double[] {seconds, Tolerance.around(seconds)}));
        return new ExpectationFile(sample.region(), expected, sample.nearZero(),
                Tolerance.nearZero(sample.injectedSeconds()), sample.recordedCall());
    }

    public static void write(Sample sample, Path dir) throws IOException {
        ExpectationFile file = of(sample);
        ObjectNode root = JSON.createObjectNode();
        root.put("sample", sample.name());
        root.put("program", sample.program());
        root.put("ranks", sample.ranks());
        sample.args().forEach(root.putArray("args")::add);
        root.put("injected", sample.injected());
        root.put("region", file.region());
        ObjectNode expected = root.putObject("expected");
        file.expected().forEach((metric, value) -> expected.putObject(metric)
                .put("seconds", value[0]).put("tolerance_seconds", value[1]));
        ObjectNode nearZero = root.putObject("near_zero");
        nearZero.put("at_most_seconds", file.nearZeroLimit());
        file.nearZero().forEach(nearZero.putArray("metrics")::add);
        if (file.requiredCall() != null) {
            root.put("requires_recorded_call", file.requiredCall());
        }
        JSON.writeValue(dir.resolve(NAME).toFile(), root);
    }

    public static ExpectationFile read(Path dir) throws IOException {
        JsonNode root = JSON.readTree(dir.resolve(NAME).toFile());
        Map<String, double[]> expected = new LinkedHashMap<>();
        root.get("expected").fields().forEachRemaining(e -> expected.put(e.getKey(),
                new double[] {e.getValue().get("seconds").asDouble(),
                    e.getValue().get("tolerance_seconds").asDouble()}));
        List<String> nearZero = new ArrayList<>();
        root.get("near_zero").get("metrics").forEach(m -> nearZero.add(m.asText()));
        JsonNode call = root.get("requires_recorded_call");
        return new ExpectationFile(root.get("region").asText(), expected, nearZero,
                root.get("near_zero").get("at_most_seconds").asDouble(), call == null ? null : call.asText());
    }
}
