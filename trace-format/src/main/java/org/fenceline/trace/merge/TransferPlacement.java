package org.fenceline.trace.merge;

import com.carrotsearch.hppc.LongArrayList;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.fenceline.trace.ParallelLocations;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.RmaEventModel;

/**
 * Decides where every RMA transfer record that leaves its recorded place ends up (digest 001 §5.2–5.3).
 *
 * <p>BASIC model: remote records become events of their owner at the origin's (corrected) time; GET_1TE stays.
 *
 * <p>EXTENDED model: a PUT_1TE or GET_1TE whose completion {@link RmaEpochTracker} found is moved to just
 * before the exit of that synchronisation. The k transfer ends moved before the same exit at time X, ordered
 * by (recorded time, recording location, position), get the desired times X−k, ..., X−1: in front of the
 * exit, in their original order, and distinct. A desired time is never earlier than the event's own recorded
 * time, so nothing moves into the past before its operation was issued; and an end whose completing exit is
 * not later than its recorded time (possible only with skewed clocks) stays where it was recorded. Ends
 * without a completing synchronisation (program error, or a truncated trace) stay where they were recorded;
 * both cases are counted as warnings. Collisions of desired times with other events are resolved by
 * {@link LocationTimeline}.
 *
 * <p>A run has millions of transfers, so each {@link Transfer} carries its own placement, and the ends moved
 * before the same exit are grouped by sorting rather than through maps of lists.
 */
final class TransferPlacement {
    /** Recorded order: (recorded time, recording location, position); total, as (location, position) is unique. */
    private static int compareRecorded(Transfer a, Transfer b) {
        int c = Long.compare(a.basic, b.basic);
        if (c == 0) {
            c = Integer.compare(a.recordedAt, b.recordedAt);
        }
        return c != 0 ? c : Long.compare(a.position, b.position);
    }

    /** The ends before one exit together, in recorded order among them. */
    private static final Comparator<Transfer> BY_ANCHOR = (a, b) -> {
        int c = Integer.compare(a.anchorLocation, b.anchorLocation);
        if (c == 0) {
            c = Long.compare(a.anchorPosition, b.anchorPosition);
        }
        return c != 0 ? c : compareRecorded(a, b);
    };

    private static final Comparator<Transfer> BY_DESIRED_TIME = (a, b) -> {
        int c = Long.compare(a.desired, b.desired);
        if (c == 0) {
            c = Integer.compare(a.recordedAt, b.recordedAt);
        }
        return c != 0 ? c : Long.compare(a.position, b.position);
    };

    /** What lands in one location's timeline, before {@link #finish} orders it. */
    private static final class Plan {
        /** Ends moved in front of one of the owner's own exits. */
        final List<Transfer> blocked = new ArrayList<>();
        /** Ends moved in front of an exit of another location: they float in the owner's timeline. */
        final List<Transfer> remoteAnchored = new ArrayList<>();
        /** Records from other locations at their recorded time. */
        final List<Transfer> floating = new ArrayList<>();
        /** Positions of the owner's own GET_1TE records that are moved (blocked or remote-anchored). */
        final LongArrayList movedAway = new LongArrayList();
    }

    private TransferPlacement() {
    }

    static LocationPlan[] plan(RmaEventModel model, LocationScan[] scans, ClockCorrection[] clocks,
            MergeWarnings warnings) throws IOException {
        Plan[] plans = new Plan[scans.length];
        for (int i = 0; i < plans.length; i++) {
            plans[i] = new Plan();
        }
        for (LocationScan scan : scans) {
            for (Transfer t : scan.transfers()) {
                int owner = t.location;
                t.basic = clocks[t.recordedAt].correct(t.time);
                t.desired = t.basic;
                if (model == RmaEventModel.EXTENDED && t.isEnd()) {
                    anchor(t, owner, scans, clocks, warnings);
                }
                // An end up to the writer's tie-break after its exit was recorded at it (§6.4): it moves.
                if (t.anchorLocation != Event.NONE && t.anchorTime < clocks[t.recordedAt].correct(t.earliestTime)) {
                    warnings.count(owner, "transfer ends recorded after their completing synchronisation "
                            + "(clock skew?), kept where recorded");
                    t.anchorLocation = Event.NONE;
                }
                Plan plan = plans[owner];
                boolean get = t.type == EventType.GET_1TE;
                if (t.anchorLocation != Event.NONE) {
                    (t.anchorLocation == owner ? plan.blocked : plan.remoteAnchored).add(t);
                    if (get) {
                        plan.movedAway.add(t.position);
                    }
                } else if (!get) {
                    plan.floating.add(t);
                }
            }
        }
        // Each location's plan is sorted and laid out on its own: in parallel.
        return ParallelLocations.map(plans.length, loc -> finish(plans[loc])).toArray(LocationPlan[]::new);
    }

    /** Sets where the extended model moves the end {@code t} to, if its completing exit is known. */
    private static void anchor(Transfer t, int owner, LocationScan[] scans, ClockCorrection[] clocks,
            MergeWarnings warnings) {
        if (t.syncKind != null) {
            // The name holds the recording location's window; the owner's index its own canonical one.
            int window = scans[owner].ids().canonicalWindow(scans[t.recordedAt].ids().window(t.syncWindow));
            SyncIndex.Exits exits = scans[owner].syncIndex().exits(t.syncKind, window, t.syncPeer);
            if (exits != null && exits.has(t.syncOrdinal)) {
                t.anchorLocation = owner;
                t.anchorPosition = exits.position(t.syncOrdinal);
                t.anchorTime = clocks[owner].correct(exits.rawTime(t.syncOrdinal));
                return;
            }
        } else if (t.exitLocation != Event.NONE) {
            t.anchorLocation = t.exitLocation;
            t.anchorPosition = t.exitPosition;
            t.anchorTime = clocks[t.exitLocation].correct(t.exitRawTime);
            return;
        }
        warnings.count(owner, "transfer ends without a completing synchronisation, kept where recorded");
    }

    private static LocationPlan finish(Plan plan) {
        long[] movedAway = movedAway(plan);
        plan.blocked.sort(BY_ANCHOR);
        int blockCount = spaceBeforeAnchors(plan.blocked);
        long[] positions = new long[blockCount];
        int[] starts = new int[blockCount + 1];
        Transfer[] blocked = plan.blocked.toArray(Transfer[]::new);
        int block = -1;
        for (int i = 0; i < blocked.length; i++) {
            Transfer p = blocked[i];
            if (i == 0 || p.anchorPosition != positions[block]) {
                positions[++block] = p.anchorPosition;
                starts[block] = i;
            }
        }
        starts[blockCount] = blocked.length;

        plan.remoteAnchored.sort(BY_ANCHOR);
        spaceBeforeAnchors(plan.remoteAnchored);
        List<Transfer> floating = plan.floating;
        floating.addAll(plan.remoteAnchored);
        floating.sort(BY_DESIRED_TIME);
        return new LocationPlan(movedAway, positions, starts, blocked, floating.toArray(Transfer[]::new));
    }

    /** Own GET_1TE records that are moved: they leave the owner's stream at their position. */
    private static long[] movedAway(Plan plan) {
        long[] positions = plan.movedAway.toArray();
        Arrays.sort(positions);
        return positions;
    }

    /**
     * Gives the ends in front of each exit (runs of equal anchor in {@code sorted}, recorded order within a
     * run) the desired times anchor−k .. anchor−1, never before their recorded time; returns the run count.
     */
    private static int spaceBeforeAnchors(List<Transfer> sorted) {
        int runs = 0;
        for (int start = 0; start < sorted.size(); ) {
            Transfer first = sorted.get(start);
            int end = start + 1;
            while (end < sorted.size() && sorted.get(end).anchorLocation == first.anchorLocation
                    && sorted.get(end).anchorPosition == first.anchorPosition) {
                end++;
            }
            int k = end - start;
            for (int j = 0; j < k; j++) {
                Transfer p = sorted.get(start + j);
                p.desired = Math.max(first.anchorTime - k + j, p.basic);
            }
            runs++;
            start = end;
        }
        return runs;
    }
}
