package org.fenceline.analyzer.report;

import java.util.List;
import java.util.function.DoubleFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A delay as one line of text, the way the console and the viewer name root causes: {@code rank 1, solve: 0.200 s of
 * computation, causes 0.600 s of Wait at Fence on ranks 0, 2, 3}. Durations are formatted by the caller (the
 * console in seconds, the viewer in the unit that reads best).
 */
public final class CauseSentence {
    private static final Pattern RANK = Pattern.compile("rank (\\d+)");

    private CauseSentence() {
    }

    /** A root cause: its delay and costs summed over all its synchronisations. */
    public static String of(Report report, RootCause c, DoubleFunction<String> seconds) {
        return of(report, c.location(), c.callPath(), c.delayS(), c.costS(), c.waitStateId(), c.waitingLocations(),
                seconds);
    }

    /** The delay at one synchronisation. */
    public static String of(Report report, DelayInterval d, DoubleFunction<String> seconds) {
        return of(report, d.location(), d.callPath(), d.delayS(), d.costS(), d.waitStateId(), d.waitingLocations(),
                seconds);
    }

    private static String of(Report report, int location, CallPathNode callPath, double delayS, double costS,
                             String waitStateId, List<Integer> waitingLocations, DoubleFunction<String> seconds) {
        Region region = callPath.region();
        String activity = "user".equals(region.paradigm()) || region.paradigm().isEmpty() ? "computation"
                : "time in " + region.name();
        String waitState = report.metrics().contains(waitStateId)
                ? report.metrics().byId(waitStateId).displayName() : waitStateId;
        String waiting = waitingLocations.isEmpty() ? "through propagation"
                : "on " + locations(report.systemTree(), waitingLocations);
        return String.format("%s, %s: %s of %s, causes %s of %s %s", name(report.systemTree(), location),
                region.name(), seconds.apply(delayS), activity, seconds.apply(costS), waitState, waiting);
    }

    /** "rank 0, rank 2" reads "ranks 0, 2" when every location is named after its rank. */
    static String locations(SystemTree system, List<Integer> locations) {
        List<String> names = locations.stream().map(l -> name(system, l)).toList();
        if (names.size() > 1 && names.stream().allMatch(n -> RANK.matcher(n).matches())) {
            return "ranks " + names.stream().map(n -> {
                Matcher m = RANK.matcher(n);
                m.matches();
                return m.group(1);
            }).collect(Collectors.joining(", "));
        }
        return String.join(", ", names);
    }

    /**
     * The location as a reader names it: its process's name if it is the process's only location ({@code rank 1}),
     * else both ({@code rank 1 thread 2}).
     */
    public static String name(SystemTree system, int location) {
        if (location < 0 || location >= system.locationCount()) {
            return "location " + location;
        }
        SystemTree.Location l = system.locations().get(location);
        SystemTree.Process p = l.process();
        return p.locations().size() == 1 ? p.name() : p.name() + " " + l.name();
    }
}
