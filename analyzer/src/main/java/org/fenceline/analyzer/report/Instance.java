package org.fenceline.analyzer.report;

import java.util.Comparator;
import java.util.Objects;

/**
 * One occurrence of a wait-state pattern: where and when it happened and what it cost. Times are seconds
 * since the trace start. A timeline uses it to jump to the instance and to highlight its cause.
 *
 * @param metricId   the pattern's metric, e.g. {@code mpi_latesender}
 * @param location   the waiting location
 * @param callPath   the call path the waiting time is charged to
 * @param startS     start of the waiting interval
 * @param endS       end of the waiting interval
 * @param severityS  the waiting time charged (may be shorter than end - start)
 * @param partner    the location and interval that caused the wait, {@code null} if there is none
 * @param cause      the delay the backward replay traces the wait back to (its root cause, possibly on another
 *                   location than the partner's when the wait state was propagated), {@code null} if there is none
 */
public record Instance(String metricId, int location, CallPathNode callPath, double startS, double endS,
                       double severityS, Partner partner, DelayInterval cause) {

    /** Most severe first; ties by start time, then location, so the order is deterministic. */
    public static final Comparator<Instance> MOST_SEVERE_FIRST = Comparator
            .comparingDouble(Instance::severityS).reversed()
            .thenComparingDouble(Instance::startS)
            .thenComparingInt(Instance::location)
            .thenComparing(Instance::metricId);

    public Instance {
        Objects.requireNonNull(metricId, "metricId");
        Objects.requireNonNull(callPath, "callPath");
    }

    /** An instance before the backward replay, without a cause. */
    public Instance(String metricId, int location, CallPathNode callPath, double startS, double endS,
                    double severityS, Partner partner) {
        this(metricId, location, callPath, startS, endS, severityS, partner, null);
    }

    public Instance withCause(DelayInterval delay) {
        return new Instance(metricId, location, callPath, startS, endS, severityS, partner, delay);
    }

    /** The causing side of an instance, e.g. the late sender's send. */
    public record Partner(int location, double startS, double endS) {
    }
}
