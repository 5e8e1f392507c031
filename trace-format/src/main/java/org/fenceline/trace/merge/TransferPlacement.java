package org.fenceline.trace.merge;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
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
 * <p>A run has millions of transfers, so each costs one {@link Placed} here, and the ends moved before the same
 * exit are grouped by sorting rather than through maps of lists.
 */
final class TransferPlacement {
    private static final int NO_ANCHOR = -1;

    /** One transfer on its way into its owner's timeline. */
    private static final class Placed {
        /** Local ids of the recording location (translated by {@code ids} when placed), its raw time. */
        final Event event;
        final IdTranslation ids;
        /** The recorded time, corrected: where the record stays unless it is moved. */
        final long basic;
        final int recordedAt;
        final long position;
        /** The exit it goes in front of: location (NO_ANCHOR if it is not moved), position, corrected time. */
        int anchorLocation = NO_ANCHOR;
        long anchorPosition;
        long anchorTime;
        long desired;

        Placed(Event event, IdTranslation ids, long basic, int recordedAt, long position) {
            this.event = event;
            this.ids = ids;
            this.basic = basic;
            this.recordedAt = recordedAt;
            this.position = position;
            this.desired = basic;
        }

        Event placedEvent() {
            return ids.translate(event, desired);
        }
    }

    /** Recorded order: (recorded time, recording location, position); total, as (location, position) is unique. */
    private static int compareRecorded(Placed a, Placed b) {
        int c = Long.compare(a.basic, b.basic);
        if (c == 0) {
            c = Integer.compare(a.recordedAt, b.recordedAt);
        }
        return c != 0 ? c : Long.compare(a.position, b.position);
    }

    /** The ends before one exit together, in recorded order among them. */
    private static final Comparator<Placed> BY_ANCHOR = (a, b) -> {
        int c = Integer.compare(a.anchorLocation, b.anchorLocation);
        if (c == 0) {
            c = Long.compare(a.anchorPosition, b.anchorPosition);
        }
        return c != 0 ? c : compareRecorded(a, b);
    };

    private static final Comparator<Placed> BY_DESIRED_TIME = (a, b) -> {
        int c = Long.compare(a.desired, b.desired);
        if (c == 0) {
            c = Integer.compare(a.recordedAt, b.recordedAt);
        }
        return c != 0 ? c : Long.compare(a.position, b.position);
    };

    /** What lands in one location's timeline, before {@link #finish} orders it. */
    private static final class Plan {
        /** Ends moved in front of one of the owner's own exits. */
        final List<Placed> blocked = new ArrayList<>();
        /** Ends moved in front of an exit of another location: they float in the owner's timeline. */
        final List<Placed> remoteAnchored = new ArrayList<>();
        /** Records from other locations at their recorded time. */
        final List<Placed> floating = new ArrayList<>();
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
                int owner = t.event.location();
                Placed placed = new Placed(t.event, scan.ids(), clocks[t.recordedAt].correct(t.event.time()),
                        t.recordedAt, t.position);
                if (model == RmaEventModel.EXTENDED && t.isEnd()) {
                    anchor(placed, t, owner, scans, clocks, warnings);
                }
                if (placed.anchorLocation != NO_ANCHOR && placed.anchorTime <= placed.basic) {
                    warnings.count(owner, "transfer ends recorded after their completing synchronisation "
                            + "(clock skew?), kept where recorded");
                    placed.anchorLocation = NO_ANCHOR;
                }
                Plan plan = plans[owner];
                if (placed.anchorLocation == owner) {
                    plan.blocked.add(placed);
                } else if (placed.anchorLocation != NO_ANCHOR) {
                    plan.remoteAnchored.add(placed);
                } else if (t.event.type() != EventType.GET_1TE) {
                    plan.floating.add(placed);
                }
            }
        }
        // Each location's plan is sorted and laid out on its own: in parallel.
        return ParallelLocations.map(plans.length, loc -> finish(plans[loc])).toArray(LocationPlan[]::new);
    }

    /** Sets where the extended model moves the end {@code t} to, if its completing exit is known. */
    private static void anchor(Placed placed, Transfer t, int owner, LocationScan[] scans, ClockCorrection[] clocks,
            MergeWarnings warnings) {
        SyncPoint exit;
        int at;
        if (t.completion instanceof Completion.AtSync s) {
            at = owner;
            // The key names the recording location's window; the owner's index its own canonical one.
            SyncKey key = s.key();
            int window = scans[owner].ids().canonicalWindow(scans[t.recordedAt].ids().window(key.window()));
            exit = scans[owner].syncIndex().get(window == key.window() ? key
                    : new SyncKey(key.kind(), window, key.peer(), key.ordinal()));
        } else if (t.completion instanceof Completion.AtExit x) {
            at = x.location();
            exit = x.exit();
        } else {
            exit = null;
            at = owner;
        }
        if (exit == null) {
            warnings.count(owner, "transfer ends without a completing synchronisation, kept where recorded");
            return;
        }
        placed.anchorLocation = at;
        placed.anchorPosition = exit.position();
        placed.anchorTime = clocks[at].correct(exit.rawTime());
    }

    private static LocationPlan finish(Plan plan) {
        long[] movedAway = movedAway(plan);
        plan.blocked.sort(BY_ANCHOR);
        int blockCount = spaceBeforeAnchors(plan.blocked);
        long[] positions = new long[blockCount];
        int[] starts = new int[blockCount + 1];
        Event[] blocked = new Event[plan.blocked.size()];
        int block = -1;
        for (int i = 0; i < blocked.length; i++) {
            Placed p = plan.blocked.get(i);
            if (i == 0 || p.anchorPosition != positions[block]) {
                positions[++block] = p.anchorPosition;
                starts[block] = i;
            }
            blocked[i] = p.placedEvent();
        }
        starts[blockCount] = blocked.length;

        plan.remoteAnchored.sort(BY_ANCHOR);
        spaceBeforeAnchors(plan.remoteAnchored);
        List<Placed> floating = plan.floating;
        floating.addAll(plan.remoteAnchored);
        floating.sort(BY_DESIRED_TIME);
        Event[] floatingEvents = new Event[floating.size()];
        for (int i = 0; i < floatingEvents.length; i++) {
            floatingEvents[i] = floating.get(i).placedEvent();
        }
        return new LocationPlan(movedAway, positions, starts, blocked, floatingEvents);
    }

    /** Own GET_1TE records that are moved: they leave the owner's stream at their position. */
    private static long[] movedAway(Plan plan) {
        return Stream.concat(plan.blocked.stream(), plan.remoteAnchored.stream())
                .filter(p -> p.event.type() == EventType.GET_1TE).mapToLong(p -> p.position).sorted().toArray();
    }

    /**
     * Gives the ends in front of each exit (runs of equal anchor in {@code sorted}, recorded order within a
     * run) the desired times anchor−k .. anchor−1, never before their recorded time; returns the run count.
     */
    private static int spaceBeforeAnchors(List<Placed> sorted) {
        int runs = 0;
        for (int start = 0; start < sorted.size(); ) {
            Placed first = sorted.get(start);
            int end = start + 1;
            while (end < sorted.size() && sorted.get(end).anchorLocation == first.anchorLocation
                    && sorted.get(end).anchorPosition == first.anchorPosition) {
                end++;
            }
            int k = end - start;
            for (int j = 0; j < k; j++) {
                Placed p = sorted.get(start + j);
                p.desired = Math.max(first.anchorTime - k + j, p.basic);
            }
            runs++;
            start = end;
        }
        return runs;
    }
}
