package org.fenceline.analyzer.replay;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How long each {@link AnalysisPhase} took, in wall-clock time and in the process's CPU time
 * ({@link ProcessTimes#cpuNanos()}, 10-ms ticks), so that the next bottleneck is visible, and whether a phase kept
 * the cores busy: a stopwatch whose {@link #end} charges the time since the previous {@code end} (or the start) to
 * a phase. A phase ended twice adds up. Used by one thread at a time.
 */
public final class PhaseTimes {
    private final Map<AnalysisPhase, Long> nanos = new EnumMap<>(AnalysisPhase.class);
    private final Map<AnalysisPhase, Long> cpuNanos = new EnumMap<>(AnalysisPhase.class);
    private long mark;
    private long cpuMark;

    private PhaseTimes(long start, long cpuStart) {
        this.mark = start;
        this.cpuMark = cpuStart;
    }

    /** A stopwatch started now. */
    public static PhaseTimes start() {
        return new PhaseTimes(System.nanoTime(), ProcessTimes.cpuNanos());
    }

    /** Charges the time since the last {@code end} (or the start) to {@code phase}. */
    public void end(AnalysisPhase phase) {
        long now = System.nanoTime();
        long cpuNow = ProcessTimes.cpuNanos();
        nanos.merge(phase, now - mark, Long::sum);
        if (cpuNow >= 0 && cpuMark >= 0) {
            cpuNanos.merge(phase, Math.max(0, cpuNow - cpuMark), Long::sum);
        }
        mark = now;
        cpuMark = cpuNow;
    }

    /**
     * Charges {@code ns} nanoseconds and {@code cpuNs} of CPU time measured elsewhere to {@code phase}
     * ({@code cpuNs} -1 if unknown).
     */
    public void add(AnalysisPhase phase, long ns, long cpuNs) {
        if (ns < 0) {
            throw new IllegalArgumentException("negative time " + ns + " ns for " + phase.label());
        }
        nanos.merge(phase, ns, Long::sum);
        if (cpuNs >= 0) {
            cpuNanos.merge(phase, cpuNs, Long::sum);
        }
    }

    /** Nanoseconds of the phases that ran, in phase order. */
    public Map<AnalysisPhase, Long> nanos() {
        return Collections.unmodifiableMap(new EnumMap<>(nanos));
    }

    /** CPU nanoseconds of the phases that ran, in phase order (none where /proc does not tell). */
    public Map<AnalysisPhase, Long> cpuNanos() {
        return Collections.unmodifiableMap(new EnumMap<>(cpuNanos));
    }

    public long totalNanos() {
        return nanos.values().stream().mapToLong(Long::longValue).sum();
    }

    /**
     * One line per phase that ran and one for the total: label, seconds, share of the total, and the CPU time with
     * the cores it kept busy on average where known, e.g. {@code "read              1.234 s   41.0 %   CPU
     * 2.221 s = 1.80 cores"}.
     */
    public List<String> lines() {
        long total = totalNanos();
        long cpuTotal = cpuNanos.values().stream().mapToLong(Long::longValue).sum();
        List<String> lines = new ArrayList<>();
        nanos.forEach((phase, ns) -> lines.add(line(phase.label(), ns, total, cpuNanos.get(phase))));
        lines.add(line("total", total, total, cpuNanos.isEmpty() ? null : cpuTotal));
        return lines;
    }

    private static String line(String label, long ns, long total, Long cpuNs) {
        String line = String.format(Locale.ROOT, "%-15s %9.3f s %6.1f %%", label, ns / 1e9,
                total == 0 ? 0.0 : 100.0 * ns / total);
        if (cpuNs != null && ns > 0) {
            line += String.format(Locale.ROOT, "   CPU %8.3f s = %5.2f cores", cpuNs / 1e9, (double) cpuNs / ns);
        }
        return line;
    }
}
