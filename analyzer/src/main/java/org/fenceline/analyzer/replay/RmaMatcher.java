package org.fenceline.analyzer.replay;

import com.carrotsearch.hppc.LongArrayList;
import com.carrotsearch.hppc.LongIntHashMap;
import com.carrotsearch.hppc.LongObjectHashMap;
import com.carrotsearch.hppc.cursors.LongIntCursor;
import com.carrotsearch.hppc.sorting.IndirectSort;
import java.util.ArrayList;
import java.util.Arrays;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;

import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntList;
import org.fenceline.analyzer.pattern.PassiveTargetCall;
import org.fenceline.analyzer.trace.LocationRecords;
import org.fenceline.analyzer.trace.MpiActivity;
import org.fenceline.analyzer.trace.TraceProblem;
import org.fenceline.analyzer.trace.TraceProblems;
import org.fenceline.trace.model.Definitions;

/**
 * Matches the one-sided epochs of all locations, doing up front what Scalasca's replay exchanges through real
 * MPI windows and active messages (scalasca-cube.md §1.6):
 * <ul>
 * <li><b>window collectives</b>: the n-th create/free/fence on a window at every member of its communicator is
 *     one instance (latest ENTER, earliest exit); a fence also gets the latest operation of the closed epoch
 *     that targeted the member, and how many origins accessed it;</li>
 * <li><b>general active target</b>: for each (window, target, origin) the n-th access epoch of the origin that
 *     includes the target pairs with the n-th exposure epoch of the target that includes the origin (digest 001
 *     §7.4.4); access epochs learn their targets' latest post, exposure epochs their origins' latest complete
 *     and last operation;</li>
 * <li><b>locks</b>: the epochs on one target's lock are ordered by their real grant (LOCK_ACQUIRED); an epoch
 *     waited for the conflicting epoch granted before it that was released last, if that one still held the
 *     lock when it was requested (shared locks are held together, exclusive ones serialise);</li>
 * <li><b>progress</b>: for each call that may wait for a passive target, the target that was outside MPI when
 *     the call began and entered MPI last before it ended.</li>
 * </ul>
 * First each location's records are cut into epochs ({@link #epochWalks()}, one task per location, in parallel),
 * then {@link #matchTasks()} matches them across locations, in tasks that run side by side.
 */
final class RmaMatcher {
    /**
     * Instances of a window's collective calls matched by one task: a fence per iteration makes hundreds of
     * thousands of them, whose matching was the largest serial piece of a fence-heavy trace's analysis.
     */
    static final int INSTANCES_PER_TASK = 1 << 16;
    /**
     * Tasks the fence epochs' operations are split into, by ranges of targets: each task reads every origin's
     * operations once and applies those to its targets, so a few tasks are enough for a few threads.
     */
    static final int FENCE_TARGET_RANGES = 4;

    /** No lock epoch ({@link #lockRef}). */
    private static final long NO_EPOCH = -1;

    private final Definitions definitions;
    private final LocationRecords[] locations;
    private final EpochWalk[] walks;
    /**
     * Per origin, the rows of its completed access epochs by (window, target) ({@link #pairKey}), in epoch order;
     * filled by its walk.
     */
    private final LongObjectHashMap<IntList>[] accessesTo;
    /** Per target, the rows of its closed exposure epochs by (window, origin), in epoch order; filled by its walk. */
    private final LongObjectHashMap<IntList>[] exposuresTo;

    /** @param store where the records that grow with the trace (fence calls and operations) are kept */
    @SuppressWarnings("unchecked")
    RmaMatcher(Definitions definitions, LocationRecords[] locations, CallTreeMerger merger, ColumnStore store) {
        this.definitions = definitions;
        this.locations = locations;
        this.walks = new EpochWalk[locations.length];
        this.accessesTo = new LongObjectHashMap[locations.length];
        this.exposuresTo = new LongObjectHashMap[locations.length];
        for (int l = 0; l < locations.length; l++) {
            walks[l] = new EpochWalk(locations[l], new CallTimes(locations[l], merger.localToGlobal(l), definitions),
                    definitions, store);
        }
    }

    /**
     * One task per location, each cutting the location's records into epochs and returning the problems it found;
     * all must be done before {@link #matchTasks()}.
     */
    List<Callable<TraceProblems>> epochWalks() {
        List<Callable<TraceProblems>> tasks = new ArrayList<>();
        for (int l = 0; l < walks.length; l++) {
            int location = l;
            tasks.add(() -> {
                walks[location].walk();
                listByPartner(location);
                return walks[location].problems();
            });
        }
        return tasks;
    }

    /**
     * The matching across locations (after every {@link #epochWalks()} task, whose results it reads), as tasks that
     * may run side by side, each writing what no other one writes and returning the problems it found: the window
     * collectives in runs of {@link #INSTANCES_PER_TASK} instances (each instance writes its members' rows of it),
     * the fence epochs' operations by ranges of targets (each writes its targets' calls), the lock grants with the
     * progress, and the general active target's pairing (two tasks per location, each writing its location's
     * epochs).
     */
    List<Callable<TraceProblems>> matchTasks() {
        List<Callable<TraceProblems>> tasks = new ArrayList<>();
        for (int w = 0; w < definitions.windows().size(); w++) {
            int window = w;
            int instances = windowInstances(window);
            int from = 0;
            do {
                int first = from;
                int end = Math.min(instances, first + INSTANCES_PER_TASK);
                tasks.add(() -> matchWindowCollectives(window, first, end));
                from = end;
            } while (from < instances);
        }
        int ranges = Math.min(FENCE_TARGET_RANGES, locations.length);
        for (int r = 0; r < ranges; r++) {
            int firstTarget = (int) ((long) locations.length * r / ranges);
            int endTarget = (int) ((long) locations.length * (r + 1) / ranges);
            tasks.add(() -> applyFenceOperations(firstTarget, endTarget));
        }
        tasks.add(() -> {
            orderLockGrants();
            findProgress();
            return new TraceProblems();
        });
        for (int l = 0; l < locations.length; l++) {
            int location = l;
            tasks.add(() -> exposeAccesses(location));
            tasks.add(() -> accessExposures(location));
        }
        return tasks;
    }

    /** A location's create, free and fence calls, in event order (unmatched ones are not analysed). */
    WindowCollectiveTable windowCollectives(int location) {
        return walks[location].collectives;
    }

    private WindowCollectiveTable table(int location) {
        return walks[location].collectives;
    }

    AccessEpochTable accessEpochs(int location) {
        return walks[location].accessEpochs;
    }

    ExposureEpochTable exposureEpochs(int location) {
        return walks[location].exposureEpochs;
    }

    PassiveCallTable passiveCalls(int location) {
        return walks[location].passiveCalls;
    }

    /** The instances of the window's collective calls: the most calls any member made. */
    private int windowInstances(int window) {
        List<Integer> members = definitions.windowMembers(window);
        int instances = 0;
        for (int l = 0; l < walks.length; l++) {
            if (members.contains(l)) {
                instances = Math.max(instances, walks[l].collectives.calls(window));
            }
        }
        return instances;
    }

    /**
     * Matches the window's collective instances {@code from} to {@code end} (exclusive); the run from 0 also counts
     * the calls of locations outside the window's communicator.
     */
    private TraceProblems matchWindowCollectives(int window, int from, int end) {
        TraceProblems problems = new TraceProblems();
        List<Integer> members = definitions.windowMembers(window);
        if (from == 0) {
            for (int l = 0; l < walks.length; l++) {
                if (!members.contains(l)) {
                    for (int i = 0; i < walks[l].collectives.calls(window); i++) {
                        problems.record(TraceProblem.RMA_MISMATCH);
                    }
                }
            }
        }
        // The members as ints: a loop over the list made an iterator per instance (C1 does not take it away).
        int[] memberLocations = members.stream().mapToInt(Integer::intValue).toArray();
        // The instance's calls: member location and row in that location's table.
        int[] at = new int[members.size()];
        int[] row = new int[members.size()];
        for (int n = from; n < end; n++) {
            int size = 0;
            for (int member : memberLocations) {
                WindowCollectiveTable calls = walks[member].collectives;
                if (n < calls.calls(window)) {
                    at[size] = member;
                    row[size++] = calls.row(window, n);
                }
            }
            boolean alike = size == members.size();
            for (int k = 1; alike && k < size; k++) {
                alike = table(at[k]).kind(row[k]) == table(at[0]).kind(row[0]);
            }
            if (!alike) {
                for (int k = 0; k < size; k++) {
                    problems.record(TraceProblem.RMA_MISMATCH);
                }
                continue;
            }
            int latest = 0;
            long earliestEnd = Long.MAX_VALUE;
            for (int k = 0; k < size; k++) {
                if (table(at[k]).begin(row[k]) > table(at[latest]).begin(row[latest])) {
                    latest = k;
                }
                earliestEnd = Math.min(earliestEnd, table(at[k]).end(row[k]));
            }
            for (int k = 0; k < size; k++) {
                table(at[k]).matched(row[k], table(at[latest]).begin(row[latest]), at[latest], earliestEnd,
                        members.size());
            }
        }
        return problems;
    }

    /**
     * Each fence-epoch operation to a target from {@code firstTarget} to {@code endTarget} (exclusive) goes to the
     * target's collective call that closes the epoch, origin by origin (the table counts distinct origins so).
     */
    private TraceProblems applyFenceOperations(int firstTarget, int endTarget) {
        TraceProblems problems = new TraceProblems();
        for (int origin = 0; origin < walks.length; origin++) {
            EpochWalk walk = walks[origin];
            LocationRecords self = locations[origin];
            for (int i = 0; i < walk.fenceOpCall.size(); i++) {
                int target = walk.fenceOpTarget.get(i);
                if (target < firstTarget || target >= endTarget) {
                    continue;
                }
                WindowCollectiveTable targetCalls = walks[target].collectives;
                int window = walk.fenceOpWindow.get(i);
                int closing = walk.fenceOpClosing.get(i);
                if (closing >= targetCalls.calls(window)) {
                    problems.record(TraceProblem.RMA_MISMATCH); // no epoch was ever closed
                    continue;
                }
                int call = walk.fenceOpCall.get(i);
                targetCalls.accessedBy(targetCalls.row(window, closing), origin, self.calls().enter(call),
                        self.calls().leave(call));
            }
        }
        return problems;
    }

    /** The walk's completed access epochs by (window, target) and closed exposure epochs by (window, origin). */
    private void listByPartner(int location) {
        AccessEpochTable a = walks[location].accessEpochs;
        accessesTo[location] = byPartner(a.completedCount(), a::completedRow, a::window, a::targets);
        ExposureEpochTable e = walks[location].exposureEpochs;
        exposuresTo[location] = byPartner(e.closedCount(), e::closedRow, e::window, e::origins);
    }

    /**
     * The rows {@code row(0 .. count-1)} by (window, partner) for each partner of each row, in that order; each list
     * sized by a first count (a PSCW-heavy trace has hundreds of thousands of epochs per pair).
     */
    private LongObjectHashMap<IntList> byPartner(int count, IntUnaryOperator row, IntUnaryOperator window,
                                                 IntFunction<int[]> partners) {
        LongIntHashMap sizes = new LongIntHashMap();
        for (int n = 0; n < count; n++) {
            int r = row.applyAsInt(n);
            for (int partner : partners.apply(r)) {
                sizes.addTo(pairKey(window.applyAsInt(r), partner), 1);
            }
        }
        LongObjectHashMap<IntList> lists = new LongObjectHashMap<>(sizes.size());
        for (LongIntCursor c : sizes) {
            lists.put(c.key, new IntList(c.value));
        }
        for (int n = 0; n < count; n++) {
            int r = row.applyAsInt(n);
            for (int partner : partners.apply(r)) {
                lists.get(pairKey(window.applyAsInt(r), partner)).add(r);
            }
        }
        return lists;
    }

    /** The origin's access epochs learn the posts of the exposure epochs they pair with, target by target. */
    private TraceProblems exposeAccesses(int origin) {
        AccessEpochTable accesses = walks[origin].accessEpochs;
        return pairByPartner(origin, accessesTo, exposuresTo, (access, target, exposure) -> {
            ExposureEpochTable exposures = walks[target].exposureEpochs;
            accesses.exposedBy(access, target, exposures.postEnter(exposure), exposures.postLeave(exposure));
        });
    }

    /** The target's exposure epochs learn the access epochs they pair with, origin by origin. */
    private TraceProblems accessExposures(int target) {
        ExposureEpochTable exposures = walks[target].exposureEpochs;
        return pairByPartner(target, exposuresTo, accessesTo,
                (exposure, origin, access) -> exposures.accessedBy(exposure, walks[origin].accessEpochs, access));
    }

    /** What a row of one epoch table learns from the row of the other kind at {@code partner} it pairs with. */
    private interface Pairing {
        void learn(int mine, int partner, int theirs);
    }

    /**
     * Location {@code me}'s epochs of one kind ({@code mine}, rows by (window, partner)) learn, partner by partner
     * in ascending order, the n-th epoch of the other kind that the partner lists for {@code me} ({@code theirs});
     * epochs left without one are mismatches.
     */
    private TraceProblems pairByPartner(int me, LongObjectHashMap<IntList>[] mine, LongObjectHashMap<IntList>[] theirs,
            Pairing pairing) {
        TraceProblems mismatches = new TraceProblems();
        LongObjectHashMap<IntList> byPartner = mine[me];
        for (long key : ascendingKeys(byPartner)) {
            int partner = partnerOf(key);
            IntList own = byPartner.get(key);
            IntList other = partner < locations.length ? theirs[partner].get(pairKey(windowOf(key), me)) : null;
            int pairs = other == null ? 0 : Math.min(own.size(), other.size());
            for (int n = 0; n < pairs; n++) {
                pairing.learn(own.get(n), partner, other.get(n));
            }
            for (int n = pairs; n < own.size(); n++) {
                mismatches.record(TraceProblem.RMA_MISMATCH);
            }
        }
        return mismatches;
    }

    /**
     * Window and partner location in one long (a partner outside the locations stands for all such: no epoch of the
     * other kind can name it, so its epochs are all mismatches either way).
     */
    private long pairKey(int window, int partner) {
        long ids = locations.length + 1L;
        return window * ids + (partner >= 0 && partner < locations.length ? partner : locations.length);
    }

    private int windowOf(long key) {
        return (int) (key / (locations.length + 1L));
    }

    private int partnerOf(long key) {
        return (int) (key % (locations.length + 1L));
    }

    /** The map's keys in ascending order: the pairing goes through the partners in a fixed order. */
    private static long[] ascendingKeys(LongObjectHashMap<?> map) {
        long[] keys = map.keys().toArray();
        Arrays.sort(keys);
        return keys;
    }

    private record LockKey(int window, int target) {
    }

    private void orderLockGrants() {
        Map<LockKey, LongArrayList> locks = new HashMap<>();
        for (EpochWalk walk : walks) {
            LockEpochTable epochs = walk.lockEpochs;
            for (int row = 0; row < epochs.size(); row++) {
                locks.computeIfAbsent(new LockKey(epochs.window(row), epochs.target(row)), k -> new LongArrayList())
                        .add(lockRef(epochs.origin(), row));
            }
        }
        for (LongArrayList refs : locks.values()) {
            long[] epochs = refs.toArray();
            // By grant, then request, then origin; a stable sort, so ties beyond that keep the walks' order.
            int[] order = IndirectSort.mergesort(0, epochs.length, (a, b) -> {
                long x = epochs[a];
                long y = epochs[b];
                int c = Long.compare(lockEpochs(x).grant(row(x)), lockEpochs(y).grant(row(y)));
                if (c == 0) {
                    c = Long.compare(lockEpochs(x).request(row(x)), lockEpochs(y).request(row(y)));
                }
                return c != 0 ? c : Integer.compare(origin(x), origin(y));
            });
            // Exclusive epochs wait for every earlier holder, shared ones only for exclusive holders: keep the
            // latest release of each kind granted so far.
            long lastExclusive = NO_EPOCH;
            long lastShared = NO_EPOCH;
            for (int i : order) {
                long epoch = epochs[i];
                LockEpochTable table = lockEpochs(epoch);
                int row = row(epoch);
                boolean exclusive = table.exclusive(row);
                long blocker = later(lastExclusive, exclusive ? lastShared : NO_EPOCH);
                long holder = blocker != NO_EPOCH && release(blocker) > table.request(row)
                        && origin(blocker) != origin(epoch) ? blocker : NO_EPOCH;
                if (exclusive) {
                    lastExclusive = later(lastExclusive, epoch);
                } else {
                    lastShared = later(lastShared, epoch);
                }
                if (table.grantedIn(row) >= 0) {
                    walks[origin(epoch)].passiveCalls.granted(table.grantedIn(row), table.request(row),
                            table.grant(row), holder == NO_EPOCH ? -1 : origin(holder),
                            holder == NO_EPOCH ? PassiveTargetCall.NONE : lockEpochs(holder).grant(row(holder)),
                            holder == NO_EPOCH ? PassiveTargetCall.NONE : release(holder));
                }
            }
        }
    }

    /** A released lock epoch across origins: origin and row of its {@link LockEpochTable}. */
    private static long lockRef(int origin, int row) {
        return (long) origin << 32 | row;
    }

    private static int origin(long epoch) {
        return (int) (epoch >>> 32);
    }

    private static int row(long epoch) {
        return (int) epoch;
    }

    private LockEpochTable lockEpochs(long epoch) {
        return walks[origin(epoch)].lockEpochs;
    }

    private long release(long epoch) {
        return lockEpochs(epoch).release(row(epoch));
    }

    /** Of two epochs (or none), the one released later; the first on a tie. */
    private long later(long a, long b) {
        if (a == NO_EPOCH) {
            return b;
        }
        return b == NO_EPOCH || release(a) >= release(b) ? a : b;
    }

    private void findProgress() {
        for (EpochWalk walk : walks) {
            PassiveCallTable calls = walk.passiveCalls;
            for (int call = 0; call < calls.size(); call++) {
                for (int i = 0; i < calls.targetCount(call); i++) {
                    int target = calls.target(call, i);
                    MpiActivity activity = locations[target].mpiActivity();
                    if (target == calls.origin() || activity == null) {
                        continue;
                    }
                    // The target's last stretch outside MPI that ended inside the call: it may have been in MPI
                    // when the call began and left before serving the request.
                    long entry = activity.lastEntryWithin(calls.enter(call), calls.leave(call));
                    if (entry != MpiActivity.NEVER) {
                        calls.progress(call, target, activity.leftBefore(entry), entry);
                    }
                }
            }
        }
    }
}
