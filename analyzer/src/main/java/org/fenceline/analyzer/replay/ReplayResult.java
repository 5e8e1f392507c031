package org.fenceline.analyzer.replay;

import java.util.List;

import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.CriticalPathSegment;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.RootCause;
import org.fenceline.analyzer.report.SeverityCube;
import org.fenceline.analyzer.trace.TraceProblems;

/**
 * What a replay produced.
 *
 * @param callTree              the call paths of all locations, merged
 * @param severities            the filled cube
 * @param instances             the most severe pattern instances, most severe first
 * @param rootCauses            the largest root causes of wait states, largest first (empty without the
 *                              backward replay)
 * @param criticalPath          the critical path's segments in time order (empty without the backward replay)
 * @param problems              defects of the input that were worked around
 * @param events                events read
 * @param lastTime              latest event time of any location (ns since the trace start)
 * @param messages              point-to-point messages matched
 * @param collectiveOperations  collective operations (and MPI_Init/MPI_Finalize) analysed for wait states
 * @param spilledBytes          bytes of records kept off the heap in a spill file (0: all on the heap)
 */
public record ReplayResult(CallTree callTree, SeverityCube severities, List<Instance> instances,
                           List<RootCause> rootCauses, List<CriticalPathSegment> criticalPath,
                           TraceProblems problems, long events, long lastTime, long messages,
                           long collectiveOperations, long spilledBytes) {
}
