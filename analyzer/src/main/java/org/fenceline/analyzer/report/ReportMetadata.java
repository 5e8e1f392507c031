package org.fenceline.analyzer.report;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Where a report comes from.
 *
 * @param tracePath        the analysed trace directory; empty for reports not made from a Fenceline trace
 * @param fencelineVersion the version that wrote the report; empty for foreign reports
 * @param created          when the report was made
 * @param events           number of events analysed (0 if unknown)
 * @param durationS        trace duration in seconds (0 if unknown)
 * @param mirrors          base URLs that replace {@code @mirror@} in metric URLs (Cube's {@code <murl>})
 * @param attributes       further key/value attributes (Cube's {@code <attr>}), e.g. the creator of a foreign file
 */
public record ReportMetadata(String tracePath, String fencelineVersion, Instant created, long events,
                             double durationS, List<String> mirrors, Map<String, String> attributes) {

    public ReportMetadata {
        tracePath = tracePath == null ? "" : tracePath;
        fencelineVersion = fencelineVersion == null ? "" : fencelineVersion;
        Objects.requireNonNull(created, "created");
        mirrors = List.copyOf(mirrors);
        attributes = Map.copyOf(attributes);
    }
}
