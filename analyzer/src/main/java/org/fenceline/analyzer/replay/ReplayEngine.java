package org.fenceline.analyzer.replay;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Supplier;

import org.fenceline.analyzer.pattern.Pattern;
import org.fenceline.analyzer.pattern.PatternCatalog;
import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.CriticalPathSegment;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.RootCause;
import org.fenceline.analyzer.report.SeverityCube;
import org.fenceline.analyzer.rootcause.BackwardReplay;
import org.fenceline.analyzer.rootcause.RootCauseInput;
import org.fenceline.analyzer.rootcause.WaitKinds;
import org.fenceline.analyzer.rootcause.WaitStateLog;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.analyzer.trace.LocationProfile;
import org.fenceline.analyzer.trace.LocationRecords;
import org.fenceline.analyzer.trace.LocationScanner;
import org.fenceline.analyzer.trace.MpiCalls;
import org.fenceline.trace.column.SpillFile;
import org.fenceline.analyzer.trace.TraceProblems;
import org.fenceline.trace.TaskFailures;
import org.fenceline.trace.WorkerThreads;
import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.Definitions;

/**
 * The parallel analysis of a global trace, in three steps:
 * <ol>
 * <li><b>read</b> (one task per location): each location's events are read once, projected to the columns
 *     the analysis needs, into compact {@link LocationRecords};</li>
 * <li><b>match</b>: call trees are merged; messages are paired (one task per receiver) and collective
 *     operations matched across their communicators, with Scalasca's reductions done once per operation;
 *     one-sided epochs, window collectives and lock grants are matched across locations;</li>
 * <li><b>replay</b> (one task per location): the patterns see the location's messages and collectives with
 *     their partners' timestamps, in the order of {@link org.fenceline.analyzer.pattern.ReplayListener};</li>
 * <li><b>backward replay</b>, if a pattern asks for the root causes of wait states
 *     ({@link org.fenceline.analyzer.pattern.Pattern#usesRootCauses()}): the wait states the replay found
 *     are traced back to the delays that caused them, and the critical path is followed back from the end
 *     ({@link BackwardReplay}); each location's patterns then get their share (one task per location).</li>
 * </ol>
 * This is Scalasca's parallel replay with the message exchange done up front: a receiver gets exactly the
 * sender's data Scalasca's forward replay would send it, a sender the receiver's data of the backward replay,
 * so the results are the same, and no location ever waits for another.
 */
public final class ReplayEngine {
    /** Root causes kept for the report (the largest). */
    private static final int ROOT_CAUSES = 100;

    private final PatternCatalog catalog;
    private final int threads;
    private final int instanceLimit;
    private final ProgressListener progress;
    private final boolean spill;

    /** @param spill whether the records that grow with the trace go to a {@link SpillFile} instead of the heap */
    public ReplayEngine(PatternCatalog catalog, int threads, int instanceLimit, ProgressListener progress,
                        boolean spill) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        if (instanceLimit < 0) {
            throw new IllegalArgumentException("instance limit must not be negative");
        }
        this.catalog = catalog;
        this.threads = threads;
        this.instanceLimit = instanceLimit;
        this.progress = progress;
        this.spill = spill;
    }

    /** Replays the trace, charging the steps to {@code times}: read, call tree, matching, replay, root causes. */
    public ReplayResult replay(GlobalTrace trace, PhaseTimes times) throws IOException {
        try (SpillFile file = spill ? SpillFile.createTemporary() : null) {
            return replay(trace, times, file != null ? file : ColumnStore.HEAP, file);
        }
    }

    /** @param file the spill file behind {@code store}, or null if it is the heap */
    private ReplayResult replay(GlobalTrace trace, PhaseTimes times, ColumnStore store, SpillFile file)
            throws IOException {
        ExecutorService pool = Executors.newFixedThreadPool(threads, new WorkerThreads("fenceline-replay"));
        try {
            boolean rootCauses = catalog.patterns().stream().anyMatch(Pattern::usesRootCauses);
            WaitKinds waitKinds = new WaitKinds(catalog.metricTree(), catalog.patterns().stream()
                    .flatMap(p -> p.waitStatesExplained().stream()).toList());
            // Only what the forward replay returns is reachable after it: the scan's tables and the matchers'
            // become garbage, and the backward replay's columns reuse their memory instead of fresh pages.
            Forward forward = forward(trace, times, store, rootCauses, waitKinds, pool);
            BackwardReplay backward = backward(forward, rootCauses ? waitKinds : null, store, pool, times);
            TraceProblems problems = forward.problems();
            List<Instance> instances = new ArrayList<>();
            for (LocationReplay r : forward.replays()) {
                problems.add(r.problems());
                instances.addAll(r.instances());
            }
            instances.sort(Instance.MOST_SEVERE_FIRST);
            instances = instances.subList(0, Math.min(instanceLimit, instances.size()));
            times.end(AnalysisPhase.REPLAY);
            List<RootCause> causes = List.of();
            List<CriticalPathSegment> criticalPath = List.of();
            if (backward != null) {
                instances = backward.withCauses(instances);
                causes = backward.rootCauses(ROOT_CAUSES);
                criticalPath = backward.criticalPathSegments();
                times.end(AnalysisPhase.ROOT_CAUSES);
            }
            long events = 0;
            long lastTime = 0;
            for (LocationProfile l : forward.profiles()) {
                events += l.events();
                lastTime = Math.max(lastTime, l.lastTime());
            }
            times.end(AnalysisPhase.REPLAY);
            return new ReplayResult(forward.callTree(), forward.cube(), List.copyOf(instances), causes, criticalPath,
                    problems, events, lastTime, forward.messages(), forward.collectiveOperations(),
                    file == null ? 0 : file.bytes());
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * What the forward replay leaves for the backward replay and the report.
     *
     * @param toGlobal per location, its local call paths in the report's call tree
     */
    private record Forward(CallTree callTree, int[][] toGlobal, MpiCalls mpiCalls, SeverityCube cube,
                           List<LocationReplay> replays, LocationProfile[] profiles, TraceProblems problems,
                           long messages, int collectiveOperations) {
    }

    /** Read, call tree, matching and the forward replay. */
    private Forward forward(GlobalTrace trace, PhaseTimes times, ColumnStore store, boolean rootCauses,
                            WaitKinds waitKinds, ExecutorService pool) throws IOException {
        Definitions definitions = trace.definitions();
        MpiCalls mpiCalls = MpiCalls.of(definitions);
        LocationRecords[] locations = read(trace, mpiCalls, rootCauses, store, pool);
        TraceProblems problems = new TraceProblems();
        for (LocationRecords l : locations) {
            problems.add(l.problems());
        }
        times.end(AnalysisPhase.READ);
        CallTreeMerger merger = new CallTreeMerger(definitions, locations);
        times.end(AnalysisPhase.CALL_TREE);
        TraceProblems collectiveProblems = new TraceProblems();
        CollectiveMatcher collectives = new CollectiveMatcher(definitions, mpiCalls, locations, collectiveProblems);
        RmaMatcher rma = new RmaMatcher(definitions, locations, merger, store);
        long messages = match(locations, problems, rma.epochWalks(), () -> {
            List<Callable<TraceProblems>> acrossLocations = new ArrayList<>();
            acrossLocations.add(() -> {
                collectives.match();
                return collectiveProblems;
            });
            acrossLocations.addAll(rma.matchTasks());
            return acrossLocations;
        }, pool);
        times.end(AnalysisPhase.MATCHING);
        ReplayInput input = new ReplayInput(definitions, mpiCalls, locations, merger, collectives, rma, store);
        SeverityCube cube = new SeverityCube(catalog.metricTree(), merger.callTree(), locations.length);
        List<LocationReplay> replays = replay(input, cube, waitKinds, pool);
        times.end(AnalysisPhase.REPLAY);
        int[][] toGlobal = new int[locations.length][];
        LocationProfile[] profiles = new LocationProfile[locations.length];
        for (int l = 0; l < locations.length; l++) {
            toGlobal[l] = merger.localToGlobal(l);
            profiles[l] = locations[l].profile();
        }
        return new Forward(merger.callTree(), toGlobal, mpiCalls, cube, replays, profiles, problems, messages,
                collectives.operations().size());
    }

    /**
     * One task per location, then as many helpers as there are threads besides one: a thread whose locations are
     * done while others are still being read decodes their next row groups ahead ({@link EventCursor#decodeAhead()}),
     * the location furthest from its end first, so that the last locations' reading threads only scan.
     */
    private LocationRecords[] read(GlobalTrace trace, MpiCalls mpiCalls, boolean keepTimelines, ColumnStore store,
                                   ExecutorService pool) throws IOException {
        long total = trace.eventCount();
        AtomicLong done = new AtomicLong();
        int locations = trace.locationCount();
        AtomicReferenceArray<EventCursor> reading = new AtomicReferenceArray<>(locations);
        List<Callable<LocationRecords>> tasks = new ArrayList<>();
        for (int l = 0; l < locations; l++) {
            int location = l;
            tasks.add(() -> {
                try (EventCursor cursor = trace.cursor(location, LocationScanner.COLUMNS)) {
                    reading.set(location, cursor);
                    try {
                        return new LocationScanner(trace.definitions(), mpiCalls, keepTimelines, store,
                                trace.eventCount(location)).scan(cursor,
                                n -> report(ProgressListener.Phase.READ, done.addAndGet(n), total));
                    } finally {
                        reading.set(location, null);
                    }
                }
            });
        }
        for (int h = 1; h < threads; h++) {
            tasks.add(() -> {
                EventCursor behind;
                while ((behind = furthestBehind(reading)) != null) {
                    behind.decodeAhead();   // one row group, then the location furthest behind again
                }
                return null;
            });
        }
        return runAll(tasks, pool).subList(0, locations).toArray(new LocationRecords[0]);
    }

    /** The cursor being read with the most row groups to help with, or null if none has any. */
    private static EventCursor furthestBehind(AtomicReferenceArray<EventCursor> reading) {
        EventCursor furthest = null;
        int most = 0;
        for (int l = 0; l < reading.length(); l++) {
            EventCursor cursor = reading.get(l);
            int left = cursor == null ? 0 : cursor.rowGroupsToHelpWith();
            if (left > most) {
                furthest = cursor;
                most = left;
            }
        }
        return furthest;
    }

    /**
     * Matches the messages (one task per receiving location) while the one-sided epochs are walked (one task per
     * location), then the {@code others} (the collective and the one-sided matching across locations, which read
     * other tables and write their own, planned once the walks are done) side by side; returns the messages matched.
     */
    private long match(LocationRecords[] locations, TraceProblems problems, List<Callable<TraceProblems>> epochWalks,
                       Supplier<List<Callable<TraceProblems>>> others, ExecutorService pool) throws IOException {
        AtomicLong done = new AtomicLong();
        List<Callable<TraceProblems>> tasks = new ArrayList<>(epochWalks);
        for (int l = 0; l < locations.length; l++) {
            int receiver = l;
            tasks.add(() -> {
                TraceProblems mine = new TraceProblems();
                MessageMatcher.match(locations, receiver, mine);
                report(ProgressListener.Phase.MATCH, done.incrementAndGet(), locations.length);
                return mine;
            });
        }
        for (TraceProblems p : runAll(tasks, pool)) {
            problems.add(p);
        }
        for (TraceProblems p : runAll(others.get(), pool)) {
            problems.add(p);
        }
        long matched = 0;
        for (LocationRecords l : locations) {
            for (int r = 0; r < l.receives().size(); r++) {
                if (l.receives().matchedSend(r) >= 0) {
                    matched++;
                }
            }
        }
        return matched;
    }

    private List<LocationReplay> replay(ReplayInput input, SeverityCube cube, WaitKinds waitKinds,
                                        ExecutorService pool) throws IOException {
        int locations = input.locations().length;
        AtomicLong done = new AtomicLong();
        List<Callable<LocationReplay>> tasks = new ArrayList<>();
        for (int l = 0; l < locations; l++) {
            int location = l;
            tasks.add(() -> {
                LocationReplay replay = new LocationReplay(location, catalog, cube, instanceLimit, waitKinds,
                        input.store());
                replay.run(input);
                report(ProgressListener.Phase.REPLAY, done.incrementAndGet(), locations);
                return replay;
            });
        }
        return runAll(tasks, pool);
    }

    /**
     * The backward replay (unless {@code waitKinds} is null: no pattern uses it, and the result is null), then every
     * location's last callbacks and metric sums.
     */
    private BackwardReplay backward(Forward forward, WaitKinds waitKinds, ColumnStore store, ExecutorService pool,
                                    PhaseTimes times) throws IOException {
        List<LocationReplay> replays = forward.replays();
        int locations = replays.size();
        BackwardReplay backward = null;
        if (waitKinds != null) {
            WaitStateLog[] logs = new WaitStateLog[locations];
            for (int l = 0; l < locations; l++) {
                logs[l] = replays.get(l).waitStates();
            }
            backward = new BackwardReplay(new RootCauseInput(forward.profiles(), forward.toGlobal(),
                    forward.callTree(), forward.mpiCalls(), waitKinds, logs), store, tasks -> runAll(tasks, pool));
            runAll(backward.tasks(), pool);   // the pool starts them in order, as they need
            times.end(AnalysisPhase.ROOT_CAUSES);
        }
        BackwardReplay results = backward;
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int l = 0; l < locations; l++) {
            int location = l;
            tasks.add(() -> {
                replays.get(location).finish(results == null ? null : results.location(location));
                return null;
            });
        }
        runAll(tasks, pool);
        return results;
    }

    private void report(ProgressListener.Phase phase, long done, long total) {
        synchronized (progress) {
            progress.progress(phase, done, total);
        }
    }

    /** Runs the tasks and returns their results in task order; the first failure is rethrown as it was. */
    private static <T> List<T> runAll(List<Callable<T>> tasks, ExecutorService pool) throws IOException {
        List<Future<T>> futures = new ArrayList<>();
        for (Callable<T> task : tasks) {
            futures.add(pool.submit(task));
        }
        List<T> results = new ArrayList<>(tasks.size());
        try {
            for (Future<T> f : futures) {
                results.add(f.get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("analysis interrupted", e);
        } catch (ExecutionException e) {
            futures.forEach(f -> f.cancel(true));
            throw TaskFailures.passOn(e, "an analysis task failed");
        }
        return results;
    }
}
