package org.fenceline.analyzer.pattern;

import org.fenceline.analyzer.report.CallTree;
import org.fenceline.trace.model.Definitions;

/**
 * What a pattern's {@link ReplayListener} may do during one location's replay: add to its metric, record
 * instances, tell other patterns. Call paths are indices of the report's {@link CallTree}; times are the
 * trace's nanoseconds since the trace start.
 */
public interface PatternContext {
    /** The location being replayed. */
    int location();

    Definitions definitions();

    /** The report's call tree (merged over all locations). */
    CallTree callTree();

    /** Adds {@code value} to this pattern's metric at (call path, this location). */
    void add(int callPath, double value);

    /** Adds a duration, converting nanoseconds to the seconds time metrics are reported in. */
    default void addNanos(int callPath, long nanos) {
        add(callPath, nanos / 1e9);
    }

    /**
     * Records one occurrence of this pattern for the report's list of most severe instances. For a wait state
     * with a partner it is also the wait state the root-cause analysis traces back: the waiting location synchronised
     * with the partner at {@code endNs}, and {@code severityNs} of its call at {@code startNs} was waiting.
     *
     * @param startNs          start of the waiting interval
     * @param endNs            its end
     * @param severityNs       the waiting time charged
     * @param partnerLocation  the location that caused it, or -1
     * @param partnerStartNs   start of the causing activity on the partner (ignored without partner)
     * @param partnerEndNs     its end
     */
    void instance(int callPath, long startNs, long endNs, long severityNs, int partnerLocation, long partnerStartNs,
                  long partnerEndNs);

    /** Tells every pattern of this location's replay, synchronously. */
    void publish(Finding finding);
}
