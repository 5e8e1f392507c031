package org.fenceline.patterns.collective;

import org.fenceline.analyzer.pattern.CollectiveSync;

/**
 * Scalasca's two formulas for a synchronisation point (scalasca-cube.md §1.3), with its clock-condition guard:
 * the latest BEGIN that matters is clamped to this location's END, so a participant that seems to arrive after
 * this one left (a clock-condition violation) cannot make the wait longer than the call.
 */
final class SynchronizationTimes {
    private SynchronizationTimes() {
    }

    /** Time from this location's BEGIN until the latest relevant BEGIN: {@code max(0, min(latest, end) - begin)}. */
    static long wait(CollectiveSync s) {
        return Math.max(0, latestBegin(s) - s.begin());
    }

    /**
     * Time from the earliest relevant END until this location's END:
     * {@code max(0, end - max(earliestEnd, latestBegin))}.
     */
    static long completion(CollectiveSync s) {
        return Math.max(0, s.end() - Math.max(s.earliestEnd(), latestBegin(s)));
    }

    /** For 1-to-n operations receivers wait for the root's BEGIN: {@code max(0, min(rootBegin, end) - begin)}. */
    static long waitForRoot(CollectiveSync s) {
        return Math.max(0, Math.min(s.rootBegin(), s.end()) - s.begin());
    }

    private static long latestBegin(CollectiveSync s) {
        return Math.min(s.latest(), s.end());
    }
}
