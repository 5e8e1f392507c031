package org.fenceline.trace.merge;

import java.util.List;
import org.fenceline.trace.model.RmaEventModel;

/**
 * What a merge produced.
 *
 * @param events             events written to the global trace
 * @param locations          locations in the trace
 * @param truncatedLocations locations whose local trace ended early (their readable prefix was merged)
 * @param warnings           everything the user should know, one line each
 * @param startTimeEpochNs   wall-clock time of trace time 0
 * @param spilledBytes       bytes of RMA transfers kept off the heap in a spill file (0: all on the heap)
 */
public record MergeSummary(long events, int locations, List<Integer> truncatedLocations, List<String> warnings,
        RmaEventModel model, long startTimeEpochNs, long spilledBytes) {
    public MergeSummary {
        truncatedLocations = List.copyOf(truncatedLocations);
        warnings = List.copyOf(warnings);
    }
}
