package org.fenceline.analyzer.rootcause;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

import org.fenceline.analyzer.pattern.RootCauses;
import org.fenceline.analyzer.report.CriticalPathSegment;
import org.fenceline.analyzer.report.DelayInterval;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.RootCause;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;

/**
 * Scalasca's root-cause analysis after the wait-state search (Böhme, Geimer, Wolf et al., ICPP 2010 / ACM TOPC
 * 2016; Böhme et al., IPDPS 2012), over the wait states the patterns logged, in the engine's style: what the
 * locations would exchange is looked up in the other locations' records, which no phase writes.
 * <ol>
 * <li>the interval tasks of {@link #tasks()} (parallel, runs of each delaying location's wait states): for every
 *     wait state, the synchronisation interval since the previous synchronisation of the two locations, the
 *     delayer's excess time per call path over the waiting location in it (time maps without waiting time), and the
 *     delayer's own wait states in it;</li>
 * <li>the propagation (the backward replay proper; beside the interval tasks, taking each run of intervals as it is
 *     done, or computing it): wait states from the last to the first; each hands its waiting time (short-term
 *     costs, of its own kind) and the waiting it causes further on (long-term costs, per kind of that later
 *     waiting, as Scalasca keeps them; accumulated before the wait state is reached) to the delays of its interval
 *     in proportion, and the rest to the delayer's wait states in the interval, whose costs grow by it. Only
 *     numbers per wait state travel, so this pass runs on one thread; it keeps each wait state's long-term scales,
 *     with which the charging hands the costs to the call paths of the delays, following the propagation run by
 *     run on the other threads (each delaying location's runs in order: an interval task charges a run that is
 *     ready when it is done, one task per delaying location the rest), and dropping each run once charged;</li>
 * <li>the critical path (beside them, as it reads only the wait states): from the last location to enter
 *     MPI_Finalize backwards, switching at each wait state to the location waited for;</li>
 * <li>{@link #location(int)} (parallel, in each location's replay task): the location's share.</li>
 * </ol>
 */
public final class BackwardReplay {
    /** Wait states per interval task: enough to amortise a task's time maps, few enough to spread the work. */
    private static final int WAIT_STATES_PER_TASK = 4096;

    private final RootCauseInput input;
    private final WaitKinds kinds;
    private final WaitStates[] waits;
    /** Wait state ids: {@code offset[l] + i} is wait state i of location l. */
    private final int[] offset;
    /** Per wait state id, its location. */
    private final IntColumn waiterOf;
    /** Per delaying location, the wait states it caused, latest first. */
    private final IntColumn[] delayedBy;
    /**
     * The backward order of the wait states a partner caused, as their delayers: the k-th wait state of the order is
     * the next unread one of its delayer's {@link #delayedBy}. The propagation, which runs on one thread, walks this
     * instead of merging the locations' wait states again ({@link LatestFirst} was about a fifth of its time).
     */
    private final IntColumn backwardDelayers;
    private final Synchronisations synchronisations;
    /**
     * Per delaying location and run of {@link #WAIT_STATES_PER_TASK} wait states it caused, their intervals, in
     * {@link #delayedBy} order; null until computed (written and read under this object's monitor while the
     * propagation may wait for them).
     */
    private final SyncIntervals[][] intervals;
    /**
     * The runs of intervals (delaying location, run) in the order the propagation needs them (set by {@link #tasks()}),
     * and how many of them a thread has taken on (guarded by this object's monitor): every thread takes them in this
     * order.
     */
    private int[] neededDelayer;
    private int[] neededRun;
    private int taken;
    private final ColumnStore store;
    private final ParallelTasks parallel;
    private final int scratchSize;
    /**
     * Per delaying location, how many of its runs of intervals the propagation has given their long-term scales
     * (guarded by this object's monitor): the charging of a run waits for it.
     */
    private final int[] scaledRuns;
    /**
     * Per delaying location, how many of its runs have been charged, and whether a thread is charging one now
     * (guarded by this object's monitor): a delayer's runs are charged one at a time, in order, by whichever thread
     * gets to them, and each run's intervals are dropped once charged.
     */
    private final int[] chargedRuns;
    private final boolean[] charging;
    /** Whether the propagation is done (guarded by this object's monitor). */
    private boolean propagated;
    /**
     * Per wait state, as {@code double} bits: its waiting explained by the delayer's own waiting (s), and the
     * largest point-to-point waiting it propagated (ns), 0 if none; summed per location after the propagation.
     */
    private LongColumn indirectS;
    private LongColumn mostPropagatedNs;
    /** The propagation's state, made beside the synchronisation index: its first touch of fresh memory. */
    private CausedWaiting caused;

    private final KindCosts[] shortTerm;
    private final KindCosts[] longTerm;
    private final KindCosts[] waitTotal;
    private final KindCosts[] indirect;
    private final KindCosts[] propagating;
    private final RootCauseRanking ranking;
    private CriticalPath criticalPath;
    private CriticalPathImpact impact;
    private ComputationalImbalance imbalance;

    /**
     * Sorts every location's wait states (in parallel) and indexes the synchronisations.
     *
     * @param store where the wait states and their intervals are kept
     */
    public BackwardReplay(RootCauseInput input, ColumnStore store, ParallelTasks parallel) throws IOException {
        this.input = input;
        this.store = store;
        this.parallel = parallel;
        this.kinds = input.kinds();
        int n = input.locations().length;
        waits = new WaitStates[n];
        offset = new int[n + 1];
        delayedBy = new IntColumn[n];
        shortTerm = new KindCosts[n];
        longTerm = new KindCosts[n];
        waitTotal = new KindCosts[n];
        indirect = new KindCosts[n];
        propagating = new KindCosts[n];
        List<Callable<Void>> sorting = new ArrayList<>();
        for (int l = 0; l < n; l++) {
            int location = l;
            sorting.add(() -> {
                WaitStates w = new WaitStates(input.logs()[location], kinds, store);
                input.logs()[location].clear();   // only the sorted copy is read from here on
                KindCosts total = new KindCosts(kinds.size());
                for (int i = 0; i < w.size(); i++) {
                    if (isPartner(w.delayer(i), location)) {
                        total.add(w.callPath(i), w.kind(i), w.waitNs(i) / 1e9);
                    }
                }
                waits[location] = w;
                waitTotal[location] = total;
                return null;
            });
        }
        parallel.runAll(sorting);
        int largestTree = 1;
        for (int l = 0; l < n; l++) {
            offset[l + 1] = offset[l] + waits[l].size();
            delayedBy[l] = store.ints();
            shortTerm[l] = new KindCosts(kinds.size());
            longTerm[l] = new KindCosts(kinds.size());
            indirect[l] = new KindCosts(kinds.size());
            propagating[l] = new KindCosts(kinds.size());
            largestTree = Math.max(largestTree, input.toGlobal()[l].length);
        }
        scratchSize = largestTree;
        waiterOf = store.ints(offset[n]);
        backwardDelayers = store.ints(offset[n]);
        scaledRuns = new int[n];
        chargedRuns = new int[n];
        charging = new boolean[n];
        intervals = new SyncIntervals[n][];
        // The synchronisation index and the delayers' lists read the sorted wait states only: built side by side,
        // and beside them the propagation's columns, whose fresh memory cost the propagation (one thread) a quarter
        // of its own time on a PSCW trace when it made them itself.
        Synchronisations[] index = new Synchronisations[1];
        parallel.runAll(List.of(() -> {
            index[0] = new Synchronisations(waits, offset, store);
            return null;
        }, () -> {
            listDelays();
            return null;
        }, () -> {
            caused = new CausedWaiting(offset[n], kinds.size());
            indirectS = store.longs(offset[n], Double.doubleToRawLongBits(0.0));
            mostPropagatedNs = store.longs(offset[n], Double.doubleToRawLongBits(0.0));
            return null;
        }));
        synchronisations = index[0];
        ranking = new RootCauseRanking(kinds, n);
    }

    /** Every wait state's location, per delayer the wait states it caused, and the delayers in the backward order. */
    private void listDelays() {
        for (int l = 0; l < waits.length; l++) {
            for (int i = 0; i < waits[l].size(); i++) {
                waiterOf.add(l);
            }
        }
        for (LatestFirst order = new LatestFirst(waits); order.hasNext(); ) {
            int id = order.next(offset);
            int l = waiterOf.get(id);
            int d = waits[l].delayer(id - offset[l]);
            if (isPartner(d, l)) {
                delayedBy[d].add(id);   // latest first: each task's time maps move back in time
                backwardDelayers.add(d);
            }
        }
        for (int d = 0; d < waits.length; d++) {
            intervals[d] = new SyncIntervals[(delayedBy[d].size() + WAIT_STATES_PER_TASK - 1) / WAIT_STATES_PER_TASK];
        }
    }

    private boolean isPartner(int delayer, int waiter) {
        return delayer >= 0 && delayer < waits.length && delayer != waiter;
    }

    /**
     * The backward replay as tasks, for a pool that starts them in the order given: the propagation, which goes
     * through the synchronisation intervals of the wait states latest first; the intervals, each task for a run of
     * the wait states one location caused (latest first), in the order the propagation needs them, so that a
     * location that delays the others most keeps every thread busy; the charging of each delaying location's delays
     * (largest first), which follows the propagation run by run; the critical path; and each location's sums of
     * what the propagation found, which wait for its end. The propagation computes a run it needs itself if no
     * other thread has taken it on (on one thread: all of them), and waits for it otherwise: it runs beside the
     * interval tasks instead of after them.
     */
    public List<Callable<Void>> tasks() {
        List<Callable<Void>> tasks = new ArrayList<>();
        tasks.add(() -> {
            propagate();
            return null;
        });
        tasks.addAll(intervalTasks());
        Integer[] byCaused = new Integer[waits.length];
        for (int d = 0; d < waits.length; d++) {
            byCaused[d] = d;
        }
        Arrays.sort(byCaused, (a, b) -> Integer.compare(delayedBy[b].size(), delayedBy[a].size()));
        for (int d : byCaused) {
            tasks.add(() -> {
                charge(d);
                return null;
            });
            if (d == byCaused[0]) {
                tasks.add(() -> {
                    criticalPath();
                    return null;
                });
            }
        }
        for (int l = 0; l < waits.length; l++) {
            int location = l;
            tasks.add(() -> {
                sumPropagation(location);
                return null;
            });
        }
        return tasks;
    }

    /**
     * Phase 1: a task per run of the wait states one location caused, each computing the next run not taken on in
     * the order the propagation reaches them: by their latest wait state, latest first (as {@link LatestFirst}
     * orders them).
     */
    private List<Callable<Void>> intervalTasks() {
        List<int[]> runs = new ArrayList<>();   // delayer, run, the run's first (latest) wait state
        for (int d = 0; d < waits.length; d++) {
            for (int run = 0; run < intervals[d].length; run++) {
                runs.add(new int[] {d, run, delayedBy[d].get(run * WAIT_STATES_PER_TASK)});
            }
        }
        runs.sort((a, b) -> reachedBefore(a[2], b[2]) ? -1 : reachedBefore(b[2], a[2]) ? 1 : 0);
        neededDelayer = new int[runs.size()];
        neededRun = new int[runs.size()];
        for (int k = 0; k < runs.size(); k++) {
            neededDelayer[k] = runs.get(k)[0];
            neededRun[k] = runs.get(k)[1];
        }
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int k = 0; k < runs.size(); k++) {
            tasks.add(() -> {
                int next = takeNext();
                if (next >= 0) {
                    computeIntervals(neededDelayer[next], neededRun[next]);
                }
                chargeReadyRun();
                return null;
            });
        }
        return tasks;
    }

    /** Whether the backward order meets wait state a before b: later end, then higher location, then later index. */
    private boolean reachedBefore(int a, int b) {
        int la = waiterOf.get(a);
        int lb = waiterOf.get(b);
        long endA = waits[la].end(a - offset[la]);
        long endB = waits[lb].end(b - offset[lb]);
        return endA > endB || endA == endB && (la > lb || la == lb && a > b);
    }

    /** The position of the next run no thread has taken on yet (taking it on), or -1 if there is none. */
    private synchronized int takeNext() {
        return taken < neededRun.length ? taken++ : -1;
    }

    /**
     * The intervals of a run of the delayer's wait states, for the propagation: while they are not done, it computes
     * the next runs no thread has taken on (that one, or runs needed after it), and waits only when there are none.
     */
    private SyncIntervals intervals(int delayer, int run) throws InterruptedException {
        while (true) {
            int next;
            synchronized (this) {
                if (intervals[delayer][run] != null) {
                    return intervals[delayer][run];
                }
                next = takeNext();
                if (next < 0) {
                    wait();
                    continue;
                }
            }
            computeIntervals(neededDelayer[next], neededRun[next]);
        }
    }

    private void computeIntervals(int delayer, int run) {
        int first = run * WAIT_STATES_PER_TASK;
        int end = Math.min(delayedBy[delayer].size(), first + WAIT_STATES_PER_TASK);
        IntervalFinder finder = new IntervalFinder(input, waits, synchronisations, scratchSize);
        IntColumn ids = delayedBy[delayer];
        SyncIntervals computed = new SyncIntervals(store, end - first);
        for (int j = first; j < end; j++) {
            int id = ids.get(j);
            int waiter = waiterOf.get(id);
            finder.addTo(computed, waiter, id - offset[waiter]);
        }
        synchronized (this) {
            intervals[delayer][run] = computed;
            notifyAll();
        }
    }

    /**
     * The cost-accounting backward replay over all wait states, latest first: the waiting each wait state causes
     * further on, handed back to the delayer's wait states in its interval, and the long-term scales that charge
     * it to the interval's delays ({@link #charge}).
     */
    private void propagate() throws InterruptedException {
        int kindCount = kinds.size();
        // The wait states come in the order delayedBy lists them per delayer: each delayer's intervals in turn.
        int[] read = new int[waits.length];
        SyncIntervals[] runs = new SyncIntervals[waits.length];
        CausedWaiting cost = caused;
        int[] laterKinds = new int[kindCount];
        double[] laterNs = new double[kindCount];
        for (int step = 0; step < backwardDelayers.size(); step++) {
            int delayer = backwardDelayers.get(step);
            int j = read[delayer]++;
            int id = delayedBy[delayer].get(j);
            int waiter = waiterOf.get(id);
            int i = id - offset[waiter];
            WaitStates w = waits[waiter];
            int r = j % WAIT_STATES_PER_TASK;
            if (r == 0) {
                runs[delayer] = intervals(delayer, j / WAIT_STATES_PER_TASK);
            }
            SyncIntervals run = runs[delayer];
            double explained = run.total(r);
            if (SyncInterval.isEmpty(explained)) {
                run.endLongTermScales();
                scaled(delayer, j);
                continue;
            }
            int kind = w.kind(i);
            double scaleShort = SyncInterval.shortTermScale(w.waitNs(i), explained);
            // The kinds of later waiting this wait state causes, with their long-term scale. Kinds it causes none
            // of are left out: their shares are zero, which adds nothing and is never charged.
            int causedKinds = cost.take(id, laterKinds, laterNs);
            for (int c = 0; c < causedKinds; c++) {
                run.addLongTermScale(laterKinds[c], SyncInterval.longTermScale(laterNs[c], explained));
            }
            run.endLongTermScales();
            indirectS.set(id, Double.doubleToRawLongBits(scaleShort * run.waitSum(r) / 1e9));
            WaitStates own = waits[delayer];
            int scalesFrom = run.longTermScalesFrom(r);
            int scalesTo = run.longTermScalesTo(r);
            for (int k = run.waitFrom(r); k < run.waitTo(r); k++) {
                int earlier = offset[delayer] + k;
                double waited = own.waitNs(k);
                if (!(waited > 0)) {
                    continue;
                }
                cost.add(earlier, kind, scaleShort * waited);
                for (int c = scalesFrom; c < scalesTo; c++) {
                    cost.add(earlier, run.longTermKind(c), run.longTermScale(c) * waited);
                }
                if (kinds.isPointToPoint(kind)) {
                    double most = Math.max(Double.longBitsToDouble(mostPropagatedNs.get(earlier)),
                            scaleShort * waited);
                    mostPropagatedNs.set(earlier, Double.doubleToRawLongBits(most));
                }
            }
            scaled(delayer, j);
        }
        synchronized (this) {
            propagated = true;
            notifyAll();
        }
    }

    /**
     * A location's indirect and propagating waiting per (call path, kind), once the propagation is done: its wait
     * states latest first (the order the propagation met them in), then the propagating ones in time order, as the
     * propagation's own loops summed them on one thread.
     */
    private void sumPropagation(int location) throws InterruptedException {
        synchronized (this) {
            while (!propagated) {
                wait();
            }
        }
        WaitStates w = waits[location];
        for (int i = w.size() - 1; i >= 0; i--) {
            indirect[location].add(w.callPath(i), w.kind(i),
                    Double.longBitsToDouble(indirectS.get(offset[location] + i)));
        }
        for (int i = 0; i < w.size(); i++) {
            double most = Double.longBitsToDouble(mostPropagatedNs.get(offset[location] + i));
            if (most > 0) {
                propagating[location].add(w.callPath(i), w.kind(i), most / 1e9);
            }
        }
    }

    /** After the propagation gave wait state {@code j} of the delayer's list its scales: completes a run. */
    private void scaled(int delayer, int j) {
        if ((j + 1) % WAIT_STATES_PER_TASK == 0 || j + 1 == delayedBy[delayer].size()) {
            synchronized (this) {
                scaledRuns[delayer]++;
                notifyAll();
            }
        }
    }

    /**
     * Charges the delayer's runs that are left, each once the propagation has scaled it (the tasks after the
     * intervals).
     */
    private void charge(int delayer) throws InterruptedException {
        int runs = intervals[delayer].length;
        while (true) {
            int run;
            synchronized (this) {
                while ((run = claimRun(delayer)) < 0 && chargedRuns[delayer] < runs) {
                    wait();
                }
            }
            if (run < 0) {
                return;
            }
            chargeRun(delayer, run);
        }
    }

    /**
     * Charges one run the propagation has scaled, if there is one no thread is charging: an interval task's last
     * step, so that a run's intervals become garbage soon after the propagation has passed them instead of
     * surviving, copied from collection to collection, until every interval is done.
     */
    private void chargeReadyRun() {
        int delayer = -1;
        int run = -1;
        synchronized (this) {
            for (int d = 0; d < waits.length && run < 0; d++) {
                delayer = d;
                run = claimRun(d);
            }
        }
        if (run >= 0) {
            chargeRun(delayer, run);
        }
    }

    /**
     * Under this object's monitor: the delayer's next run to charge, taken on by the caller, if the propagation has
     * scaled it and no thread charges the delayer; else -1.
     */
    private int claimRun(int delayer) {
        if (charging[delayer] || chargedRuns[delayer] >= scaledRuns[delayer]) {
            return -1;
        }
        charging[delayer] = true;
        return chargedRuns[delayer];
    }

    /**
     * Hands each wait state of one run of the delayer's to the delays of its interval, short-term and long-term, in
     * the order the propagation went through them (a delayer's runs are charged in order, so every sum adds up as on
     * one thread); the delayer's delay costs and root causes are its own, so the delayers are charged side by side.
     */
    private void chargeRun(int delayer, int runIndex) {
        SyncIntervals run;
        synchronized (this) {
            run = intervals[delayer][runIndex];
        }
        IntColumn ids = delayedBy[delayer];
        KindCosts shortTermCosts = shortTerm[delayer];
        KindCosts longTermCosts = longTerm[delayer];
        int first = runIndex * WAIT_STATES_PER_TASK;
        int end = Math.min(ids.size(), first + WAIT_STATES_PER_TASK);
        for (int j = first; j < end; j++) {
            int r = j - first;
            double explained = run.total(r);
            if (SyncInterval.isEmpty(explained)) {
                continue;
            }
            int id = ids.get(j);
            int waiter = waiterOf.get(id);
            int i = id - offset[waiter];
            WaitStates w = waits[waiter];
            int kind = w.kind(i);
            long moment = w.end(i);
            double scaleShort = SyncInterval.shortTermScale(w.waitNs(i), explained);
            int scalesFrom = run.longTermScalesFrom(r);
            int scalesTo = run.longTermScalesTo(r);
            for (int c = run.delaysFrom(r); c < run.delaysTo(r); c++) {
                int cp = run.delayCallPath(c);
                double d = run.delayNanos(c);
                shortTermCosts.add(cp, kind, scaleShort * d / 1e9);
                ranking.add(delayer, cp, kind, moment, d, scaleShort * d, waiter, id);
                for (int k = scalesFrom; k < scalesTo; k++) {
                    double share = run.longTermScale(k) * d;
                    if (share > 0) {
                        int later = run.longTermKind(k);
                        longTermCosts.add(cp, later, share / 1e9);
                        ranking.add(delayer, cp, later, moment, d, share, -1, id);
                    }
                }
            }
        }
        synchronized (this) {
            intervals[delayer][runIndex] = null;
            chargedRuns[delayer]++;
            charging[delayer] = false;
            notifyAll();
        }
    }

    /** The critical path, then the global sums its impact metrics and the imbalance heuristic need. */
    private void criticalPath() {
        criticalPath = CriticalPath.walk(input, waits, scratchSize);
        impact = new CriticalPathImpact(input, waits, criticalPath);
        imbalance = new ComputationalImbalance(input);
    }

    /** One location's share of every result (after {@link #tasks()}); call on any thread. */
    public RootCauses location(int location) {
        return new LocationRootCauses(location, kinds, shortTerm[location], longTerm[location],
                waitTotal[location], indirect[location], propagating[location],
                impact.of(location), imbalance.of(location));
    }

    /**
     * The largest root causes, largest costs first, each with the synchronisation where it cost most (after
     * {@link #tasks()}).
     */
    public List<RootCause> rootCauses(int limit) throws IOException {
        return ranking.largest(input.callTree(), limit, this::newTracer, parallel);
    }

    /**
     * The instances, each with the delay that caused it (after {@link #tasks()}), in the same order; an instance
     * stays as it is if it is not a wait state the backward replay traced, or if nothing delayed it. Traced in
     * parallel, each thread with a tracer of its own, as {@link #rootCauses} does.
     */
    public List<Instance> withCauses(List<Instance> instances) throws IOException {
        Instance[] traced = instances.toArray(new Instance[0]);
        ThreadLocal<DelayTracer> tracer = ThreadLocal.withInitial(this::newTracer);
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int k = 0; k < traced.length; k++) {
            int index = k;
            tasks.add(() -> {
                traced[index] = withCause(traced[index], tracer.get());
                return null;
            });
        }
        parallel.runAll(tasks);
        return List.of(traced);
    }

    private Instance withCause(Instance instance, DelayTracer tracer) {
        int kind = kinds.ofId(instance.metricId());
        if (kind < 0 || instance.location() < 0 || instance.location() >= waits.length) {
            return instance;
        }
        WaitStates w = waits[instance.location()];
        long end = Math.round(instance.endS() * 1e9);
        long start = Math.round(instance.startS() * 1e9);
        for (int i = w.firstEndingAtOrAfter(end); i < w.size() && w.end(i) == end; i++) {
            if (w.kind(i) == kind && w.start(i) == start && w.callPath(i) == instance.callPath().index()) {
                DelayInterval cause = tracer.rootOf(offset[instance.location()] + i);
                return cause == null ? instance : instance.withCause(cause);
            }
        }
        return instance;
    }

    private DelayTracer newTracer() {
        return new DelayTracer(input, waits, offset, waiterOf, delayedBy,
                new IntervalFinder(input, waits, synchronisations, scratchSize));
    }

    /** The critical path's segments in time order (after {@link #tasks()}). */
    public List<CriticalPathSegment> criticalPathSegments() {
        return criticalPath.segments();
    }
}
