package org.fenceline.analyzer.pattern;

/**
 * Something a pattern found and tells the other patterns of the same location, as Scalasca's patterns notify
 * each other (Late Sender tells Messages in Wrong Order and the Late Sender counts). Publish with
 * {@link PatternContext#publish}; every listener's {@link ReplayListener#found} receives it at once, on the same
 * thread. Implementations are small immutable records defined next to the pattern that publishes them.
 */
public interface Finding {
}
