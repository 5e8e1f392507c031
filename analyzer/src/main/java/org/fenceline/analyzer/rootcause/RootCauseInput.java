package org.fenceline.analyzer.rootcause;

import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.trace.LocationProfile;
import org.fenceline.analyzer.trace.MpiCalls;

/**
 * What the backward replay reads: every location's profile (call-path timeline, exclusive times, visits,
 * MPI_Finalize), their call paths in the report's call tree, and the wait states the forward replay logged.
 *
 * @param toGlobal  per location, its local call path ids mapped to the report's call tree
 * @param logs      per location, the wait states its patterns found
 */
public record RootCauseInput(LocationProfile[] locations, int[][] toGlobal, CallTree callTree, MpiCalls mpiCalls,
                             WaitKinds kinds, WaitStateLog[] logs) {
}
