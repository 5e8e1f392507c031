package org.fenceline.analyzer.rootcause;

import java.io.IOException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

import com.carrotsearch.hppc.LongObjectHashMap;

import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.RootCause;

/**
 * Sums the backward replay's delays per (delaying location, call path, wait-state kind) for the report's list of
 * root causes. The excess time counts once per synchronisation: at a barrier, one late location's excess explains
 * every other member's wait state. Each delaying location's sums are apart, so that locations can add at the same
 * time (one thread per location).
 */
final class RootCauseRanking {
    private static final class Sums {
        double costNs;
        double delayNs;
        long moment = Long.MIN_VALUE;
        double momentDelayNs;
        final BitSet waiting = new BitSet();
        int costliest = -1;
        double costliestNs;
    }

    private final WaitKinds kinds;
    /**
     * Per location, by (call path, kind) as one number ({@link #key}): the backward replay adds here several times
     * per wait state, so no key object is made per call.
     */
    private final LongObjectHashMap<Sums>[] sums;

    @SuppressWarnings("unchecked")
    RootCauseRanking(WaitKinds kinds, int locations) {
        this.kinds = kinds;
        sums = new LongObjectHashMap[locations];
        for (int l = 0; l < locations; l++) {
            sums[l] = new LongObjectHashMap<>();
        }
    }

    private long key(int callPath, int kind) {
        return (long) callPath * kinds.size() + kind;
    }

    /**
     * One delay of one wait state: {@code delayNs} of excess time, charged {@code costNs} of waiting time of the
     * kind at wait state {@code waitState}; {@code waiting} is the location whose wait state it caused directly, -1
     * for waiting it causes through propagation.
     */
    void add(int location, int callPath, int kind, long moment, double delayNs, double costNs, int waiting,
             int waitState) {
        LongObjectHashMap<Sums> ofLocation = sums[location];
        long key = key(callPath, kind);
        Sums s = ofLocation.get(key);
        if (s == null) {
            s = new Sums();
            ofLocation.put(key, s);
        }
        s.costNs += costNs;
        if (costNs > s.costliestNs) {
            s.costliest = waitState;
            s.costliestNs = costNs;
        }
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

    /**
     * The root causes with the largest costs, each with the synchronisation where it cost most: those are traced in
     * parallel, each thread with a tracer of its own ({@link DelayTracer} keeps its searches' positions), as every
     * one recomputes the intervals of a synchronisation, which reach back to the previous one of the two locations.
     */
    List<RootCause> largest(CallTree callTree, int limit, Supplier<DelayTracer> tracers, ParallelTasks parallel)
            throws IOException {
        record Candidate(RootCause cause, int costliest) {
        }
        List<Candidate> all = new ArrayList<>();
        for (int location = 0; location < sums.length; location++) {
            for (var entry : sums[location]) {
                Sums s = entry.value;
                if (s.costNs > 0) {
                    int kind = (int) (entry.key % kinds.size());
                    int callPath = (int) (entry.key / kinds.size());
                    all.add(new Candidate(new RootCause(location, callTree.get(callPath), kinds.id(kind),
                            (s.delayNs + s.momentDelayNs) / 1e9, s.costNs / 1e9,
                            s.waiting.stream().boxed().toList(), null), s.costliest));
                }
            }
        }
        all.sort(Comparator.comparing(Candidate::cause, RootCause.LARGEST_FIRST));
        List<Candidate> largest = all.subList(0, Math.min(limit, all.size()));
        RootCause[] traced = new RootCause[largest.size()];
        ThreadLocal<DelayTracer> tracer = ThreadLocal.withInitial(tracers);
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int k = 0; k < largest.size(); k++) {
            int rank = k;
            tasks.add(() -> {
                RootCause r = largest.get(rank).cause();
                traced[rank] = new RootCause(r.location(), r.callPath(), r.waitStateId(), r.delayS(), r.costS(),
                        r.waitingLocations(), tracer.get().at(largest.get(rank).costliest(), r.callPath().index()));
                return null;
            });
        }
        parallel.runAll(tasks);
        return List.of(traced);
    }
}
