package org.fenceline.analyzer.replay;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How long each {@link AnalysisPhase} took (wall clock), so that the next bottleneck is visible: a stopwatch
 * whose {@link #end} charges the time since the previous {@code end} (or the start) to a phase. A phase ended
 * twice adds up. Used by one thread at a time.
 */
public final class PhaseTimes {
    private final Map<AnalysisPhase, Long> nanos = new EnumMap<>(AnalysisPhase.class);
    private long mark;

    private PhaseTimes(long start) {
        this.mark = start;
    }

    /** A stopwatch started now. */
    public static PhaseTimes start() {
        return new PhaseTimes(System.nanoTime());
    }

    /** Charges the time since the last {@code end} (or the start) to {@code phase}. */
    public void end(AnalysisPhase phase) {
        long now = System.nanoTime();
        nanos.merge(phase, now - mark, Long::sum);
        mark = now;
    }

    /** Charges {@code ns} nanoseconds measured elsewhere to {@code phase}. */
    public void add(AnalysisPhase phase, long ns) {
        if (ns < 0) {
            throw new IllegalArgumentException("negative time " + ns + " ns for " + phase.label());
        }
        nanos.merge(phase, ns, Long::sum);
    }

    /** Nanoseconds of the phases that ran, in phase order. */
    public Map<AnalysisPhase, Long> nanos() {
        return Collections.unmodifiableMap(new EnumMap<>(nanos));
    }

    public long totalNanos() {
        return nanos.values().stream().mapToLong(Long::longValue).sum();
    }

    /**
     * One line per phase that ran and one for the total: label, seconds and share of the total, e.g.
     * {@code "read              1.234 s   41.0 %"}.
     */
    public List<String> lines() {
        long total = totalNanos();
        List<String> lines = new ArrayList<>();
        nanos.forEach((phase, ns) -> lines.add(line(phase.label(), ns, total)));
        lines.add(line("total", total, total));
        return lines;
    }

    private static String line(String label, long ns, long total) {
        return String.format(Locale.ROOT, "%-15s %9.3f s %6.1f %%", label, ns / 1e9,
                total == 0 ? 0.0 : 100.0 * ns / total);
    }
}
