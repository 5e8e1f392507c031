package org.fenceline.analyzer.trace;

/** One visit of a region: when it was entered and left, and its call path in the location's call tree. */
public record CallSpan(long enter, long leave, int callPath) {
}
