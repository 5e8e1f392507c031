package org.fenceline.analyzer.rootcause;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.RootCause;

/**
 * Sums the backward replay's delays per (delaying location, call path, wait-state kind) for the report's list of
 * root causes. The excess time counts once per synchronisation: at a barrier, one late location's excess explains
 * every other member's wait state.
 */
final class RootCauseRanking {
    private record Key(int location, int callPath, int kind) {
    }

    private static final class Sums {
        double costNs;
        double delayNs;
        long moment = Long.MIN_VALUE;
        double momentDelayNs;
        final BitSet waiting = new BitSet();
    }

    private final WaitKinds kinds;
    private final Map<Key, Sums> sums = new HashMap<>();

    RootCauseRanking(WaitKinds kinds) {
        this.kinds = kinds;
    }

    /**
     * One delay of one wait state: {@code delayNs} of excess time, charged {@code costNs} of waiting time of the
     * kind; {@code waiting} is the location whose wait state it caused directly, -1 for waiting it causes through
     * propagation.
     */
    void add(int location, int callPath, int kind, long moment, double delayNs, double costNs, int waiting) {
        Sums s = sums.computeIfAbsent(new Key(location, callPath, kind), k -> new Sums());
        s.costNs += costNs;
        if (moment != s.moment) {
            s.delayNs += s.momentDelayNs;
            s.moment = moment;
            s.momentDelayNs = delayNs;
        } else {
            s.momentDelayNs = Math.max(s.momentDelayNs, delayNs);
        }
        if (waiting >= 0) {
            s.waiting.set(waiting);
        }
    }

    List<RootCause> largest(CallTree callTree, int limit) {
        List<RootCause> all = new ArrayList<>();
        sums.forEach((k, s) -> {
            if (s.costNs > 0) {
                all.add(new RootCause(k.location(), callTree.get(k.callPath()), kinds.id(k.kind()),
                        (s.delayNs + s.momentDelayNs) / 1e9, s.costNs / 1e9, s.waiting.stream().boxed().toList()));
            }
        });
        all.sort(RootCause.LARGEST_FIRST);
        return List.copyOf(all.subList(0, Math.min(limit, all.size())));
    }
}
