package org.fenceline.trace.bench;

import java.util.List;
import java.util.Optional;

/**
 * The measurements of one benchmark run, and what they say about the targets: append at most 30
 * ns/event, at most 6 bytes/event on disk, merge at least 2 M events/s, read (4 columns) at least 8 M events/s.
 */
public record TraceFormatResults(
        Measurement recording,
        Measurement append,
        Measurement localRead,
        Measurement mergeWithoutParquet,
        Measurement merge,
        Measurement projectedRead,
        Measurement fullRead,
        Measurement rawRead) {

    public static final double APPEND_NS_PER_EVENT = 30;
    public static final double BYTES_PER_EVENT = 6;
    public static final double MERGE_M_EVENTS_PER_S = 2;
    public static final double READ_M_EVENTS_PER_S = 8;

    /** A bound on a number: {@code atMost} for costs, otherwise a minimum rate. */
    public record Target(double bound, boolean atMost) {
        public boolean metBy(double value) {
            return atMost ? value <= bound : value >= bound;
        }

        @Override
        public String toString() {
            return (atMost ? "<= " : ">= ") + formatNumber(bound);
        }
    }

    /**
     * One line of the verdict.
     *
     * @param wall       the number from wall-clock time (or size)
     * @param cpu        the same from process CPU time, NaN where time plays no part
     * @param ofRaw      for reads: the rate as a fraction of the raw FileChannel read's, else NaN
     */
    public record Row(String metric, String unit, double wall, double cpu, Optional<Target> target, double ofRaw) {
        public Optional<Boolean> met() {
            return target.map(t -> t.metBy(wall));
        }
    }

    public List<Row> rows() {
        double raw = rawRead.eventsPerSecond();
        return List.of(
                new Row("synthetic run recorded (generator + append)", "ns/event", recording.nanosPerEvent(),
                        cpuNanosPerEvent(recording), Optional.empty(), Double.NaN),
                new Row("local append, LocalTraceWriter to files", "ns/event", append.nanosPerEvent(),
                        cpuNanosPerEvent(append), atMost(APPEND_NS_PER_EVENT), Double.NaN),
                new Row("local trace size", "bytes/event", append.bytesPerEvent(), Double.NaN, Optional.empty(),
                        Double.NaN),
                new Row("local read (cursor)", "M events/s", mega(localRead.eventsPerSecond()),
                        mega(localRead.eventsPerCpuSecond()), Optional.empty(), Double.NaN),
                new Row("merge without output (counting sink)", "M events/s",
                        mega(mergeWithoutParquet.eventsPerSecond()), mega(mergeWithoutParquet.eventsPerCpuSecond()),
                        Optional.empty(), Double.NaN),
                new Row("merge local -> global incl. Parquet", "M events/s", mega(merge.eventsPerSecond()),
                        mega(merge.eventsPerCpuSecond()), atLeast(MERGE_M_EVENTS_PER_S), Double.NaN),
                new Row("global trace size (events.parquet)", "bytes/event", merge.bytesPerEvent(), Double.NaN,
                        atMost(BYTES_PER_EVENT), Double.NaN),
                new Row("global read, 4 columns", "M events/s", mega(projectedRead.eventsPerSecond()),
                        mega(projectedRead.eventsPerCpuSecond()), atLeast(READ_M_EVENTS_PER_S),
                        projectedRead.eventsPerSecond() / raw),
                new Row("global read, all 13 columns", "M events/s", mega(fullRead.eventsPerSecond()),
                        mega(fullRead.eventsPerCpuSecond()), Optional.empty(), fullRead.eventsPerSecond() / raw),
                new Row("raw FileChannel read (baseline)", "M events/s", mega(raw), mega(rawRead.eventsPerCpuSecond()),
                        Optional.empty(), 1.0));
    }

    /** A number with three significant digits or more: 0.123, 1.23, 12.3, 123. */
    public static String formatNumber(double v) {
        return v >= 100 ? String.format("%.0f", v) : v >= 10 ? String.format("%.1f", v) : String.format("%.2f", v);
    }

    private static double cpuNanosPerEvent(Measurement m) {
        return (double) m.cpuNanos() / m.events();
    }

    private static double mega(double perSecond) {
        return perSecond / 1e6;
    }

    private static Optional<Target> atMost(double bound) {
        return Optional.of(new Target(bound, true));
    }

    private static Optional<Target> atLeast(double bound) {
        return Optional.of(new Target(bound, false));
    }
}
