package org.fenceline.analyzer.report;

/**
 * One stretch of the critical path (Böhme et al., IPDPS 2012) on one location, as the backward replay follows it:
 * the path runs on {@code location} from {@code startS} to {@code endS}, then continues on the next segment's
 * location. A report's segments are in time order and contiguous. Times are seconds since the trace start.
 */
public record CriticalPathSegment(int location, double startS, double endS) {
}
