package org.fenceline.analyzer.pattern;

import java.util.List;

import org.fenceline.analyzer.report.MetricDefinition;
import org.fenceline.analyzer.report.ValueType;

/**
 * A metric of the analysis report and the code that computes it: the unit of Fenceline's pattern catalog, as a
 * {@code PATTERN} block is Scalasca's. Implementations are found with {@link java.util.ServiceLoader} (list the
 * class in {@code META-INF/services/org.fenceline.analyzer.pattern.Pattern}), so a jar on the class path adds
 * patterns without touching Fenceline; see docs/writing-patterns.md.
 *
 * <p>A pattern object describes the metric and is shared by all locations; per-location state lives in the
 * {@link ReplayListener} that {@link #listener} creates for each location's replay. Values are stored
 * <em>metric-inclusive</em>: a pattern whose parent is a wait state (Messages in Wrong Order under Late Sender)
 * adds only its own amount, and the parent's computation already covers it.
 */
public interface Pattern {
    /** Unique metric id (Cube {@code uniq_name}), Scalasca's where one exists, e.g. {@code mpi_latesender}. */
    String id();

    /** Short name shown in metric trees, e.g. "Late Sender". */
    String displayName();

    /** {@code sec}, {@code occ} or {@code bytes}. */
    String unit();

    /** Id of the parent metric, {@code null} for a root of the metric forest. */
    String parentId();

    /** HTML: what the metric means, its formula, the typical cause, and what to change in the program. */
    String description();

    /** Seconds are doubles; counts and bytes are unsigned integers. */
    default ValueType valueType() {
        return "sec".equals(unit()) ? ValueType.DOUBLE : ValueType.UINT64;
    }

    /**
     * True if the metric's value at every (call path, location) is the sum of its child metrics' values there
     * (e.g. {@code syncs} = {@code syncs_p2p} + {@code syncs_coll}). The engine computes such metrics after
     * the replay; {@link #listener} is then not called.
     */
    default boolean sumOfChildren() {
        return false;
    }

    /**
     * Ids of the wait-state metrics whose causes this pattern reports (through {@link ReplayListener#rootCauses}).
     * The engine's backward replay covers the union over the catalog, and runs only if it is not empty. A pattern
     * that finds wait states names each instance's cause with {@link PatternContext#instance}.
     */
    default List<String> waitStatesExplained() {
        return List.of();
    }

    /**
     * Whether the pattern reads {@link ReplayListener#rootCauses}: the engine runs the backward replay only if
     * some pattern does. By default, the patterns that explain wait states.
     */
    default boolean usesRootCauses() {
        return !waitStatesExplained().isEmpty();
    }

    /**
     * A listener for one location's replay, called on that location's thread; {@code null} if the pattern
     * needs no callbacks. The context adds severities to this pattern's metric.
     */
    ReplayListener listener(PatternContext context);

    /** The report's metric definition of this pattern; its url is {@link PatternDocumentation#url(String)}. */
    default MetricDefinition metricDefinition() {
        return MetricDefinition.stored(id(), displayName(), unit(), valueType(), description(),
                PatternDocumentation.url(id()), parentId());
    }
}
