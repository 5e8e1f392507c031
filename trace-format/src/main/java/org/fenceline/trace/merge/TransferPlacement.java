package org.fenceline.trace.merge;

import java.io.IOException;
import org.fenceline.trace.ParallelLocations;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;
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
 * <p>A run has millions of transfers, so each {@link TransferTable} row carries its own placement, the ends moved
 * before the same exit are grouped by sorting rather than through maps of lists, and the plans' lists are columns
 * of the merge's store like the transfers.
 */
final class TransferPlacement {
    private final LocationScan[] scans;
    private final ClockCorrection[] clocks;

    /** What lands in one location's timeline, before {@link #finish} orders it. */
    private static final class Plan {
        /** Ends moved in front of one of the owner's own exits (key: the exit's position). */
        final TransferList blocked;
        /** Ends moved in front of an exit of another location: they float in the owner's timeline (key: as above). */
        final TransferList remoteAnchored;
        /** Records from other locations at their recorded time (key: that time). */
        final TransferList floating;
        /**
         * Positions of the owner's own GET_1TE records that are moved (blocked or remote-anchored): in order, as the
         * owner's own transfers are visited in stream order.
         */
        final LongColumn movedAway;
        final ColumnStore store;

        Plan(ColumnStore store) {
            this.store = store;
            blocked = new TransferList(store);
            remoteAnchored = new TransferList(store);
            floating = new TransferList(store);
            movedAway = store.longs();
        }
    }

    private TransferPlacement(LocationScan[] scans, ClockCorrection[] clocks) {
        this.scans = scans;
        this.clocks = clocks;
    }

    /** The plan of every location; its lists are columns of {@code store}. */
    static LocationPlan[] plan(RmaEventModel model, LocationScan[] scans, ClockCorrection[] clocks,
            MergeWarnings warnings, ColumnStore store) throws IOException {
        return new TransferPlacement(scans, clocks).plan(model, warnings, store);
    }

    private LocationPlan[] plan(RmaEventModel model, MergeWarnings warnings, ColumnStore store) throws IOException {
        Plan[] plans = new Plan[scans.length];
        for (int i = 0; i < plans.length; i++) {
            plans[i] = new Plan(store);
        }
        for (LocationScan scan : scans) {
            TransferTable table = scan.transfers();
            int at = table.recordedAt();
            for (int row = 0; row < table.size(); row++) {
                int owner = table.owner(row);
                long basic = basic(table, row);
                table.desire(row, basic);
                if (model == RmaEventModel.EXTENDED && table.isEnd(row)) {
                    anchor(table, row, owner, warnings);
                } else {
                    table.stay(row);   // the basic model moves nothing, even where the scan found the exit
                }
                // An end up to the writer's tie-break after its exit was recorded at it (§6.4): it moves.
                if (table.exitLocation(row) != Event.NONE
                        && anchorTime(table, row) < clocks[at].correct(table.earliestTime(row))) {
                    warnings.count(owner, "transfer ends recorded after their completing synchronisation "
                            + "(clock skew?), kept where recorded");
                    table.stay(row);
                }
                Plan plan = plans[owner];
                boolean get = table.type(row) == EventType.GET_1TE;
                int exit = table.exitLocation(row);
                long ref = TransferTable.ref(at, row);
                if (exit != Event.NONE) {
                    (exit == owner ? plan.blocked : plan.remoteAnchored).add(ref, table.exitPosition(row));
                    if (get) {
                        plan.movedAway.add(table.position(row));
                    }
                } else if (!get) {
                    plan.floating.add(ref, basic);
                }
            }
        }
        // Each location's plan is sorted and laid out on its own: in parallel.
        return ParallelLocations.map(plans.length, loc -> finish(plans[loc])).toArray(LocationPlan[]::new);
    }

    /**
     * Moves the extended model's end (row {@code row} of {@code table}) in front of its completing exit, if that is
     * known: the owner's synchronisation the scan named, or the exit of the origin's unlock or flush it found.
     */
    private void anchor(TransferTable table, int row, int owner, MergeWarnings warnings) {
        SyncIndex.Kind kind = table.syncKind(row);
        if (kind != null) {
            // The name holds the recording location's window; the owner's index its own canonical one.
            int window = scans[owner].ids().canonicalWindow(scans[table.recordedAt()].ids().window(table.window(row)));
            SyncIndex.Exits exits = scans[owner].syncIndex().exits(kind, window, table.syncPeer(row));
            int ordinal = table.syncOrdinal(row);
            if (exits != null && exits.has(ordinal)) {
                table.moveBefore(row, owner, exits.position(ordinal), exits.rawTime(ordinal));
                return;
            }
        } else if (table.exitLocation(row) != Event.NONE) {
            return;
        }
        warnings.count(owner, "transfer ends without a completing synchronisation, kept where recorded");
    }

    /** The recorded time, corrected: where the record stays unless it is moved. */
    private long basic(TransferTable table, int row) {
        return clocks[table.recordedAt()].correct(table.time(row));
    }

    /** The corrected time of the exit the transfer goes in front of. */
    private long anchorTime(TransferTable table, int row) {
        return clocks[table.exitLocation(row)].correct(table.exitRawTime(row));
    }

    private TransferTable table(long ref) {
        return scans[TransferTable.recordedAt(ref)].transfers();
    }

    /** Recorded order: (recorded time, recording location, position); total, as (location, position) is unique. */
    private int compareRecorded(long a, long b) {
        TransferTable ta = table(a);
        TransferTable tb = table(b);
        int c = Long.compare(basic(ta, TransferTable.row(a)), basic(tb, TransferTable.row(b)));
        return c != 0 ? c : compareStreams(a, b);
    }

    /** (recording location, position). */
    private int compareStreams(long a, long b) {
        int c = Integer.compare(TransferTable.recordedAt(a), TransferTable.recordedAt(b));
        return c != 0 ? c
                : Long.compare(table(a).position(TransferTable.row(a)), table(b).position(TransferTable.row(b)));
    }

    /** Among ends before exits at one position: by the exit's location, then in recorded order. */
    private int compareAnchors(long a, long b) {
        int c = Integer.compare(table(a).exitLocation(TransferTable.row(a)),
                table(b).exitLocation(TransferTable.row(b)));
        return c != 0 ? c : compareRecorded(a, b);
    }

    private LocationPlan finish(Plan plan) {
        plan.blocked.sort(this::compareAnchors);
        spaceBeforeAnchors(plan.blocked);
        LongColumn positions = plan.store.longs();
        IntColumn starts = plan.store.ints();
        for (int i = 0; i < plan.blocked.size(); i++) {
            if (i == 0 || plan.blocked.key(i) != positions.get(positions.size() - 1)) {
                positions.add(plan.blocked.key(i));
                starts.add(i);
            }
        }
        starts.add(plan.blocked.size());

        plan.remoteAnchored.sort(this::compareAnchors);
        spaceBeforeAnchors(plan.remoteAnchored);
        TransferList floating = plan.floating;
        for (int i = 0; i < plan.remoteAnchored.size(); i++) {
            long ref = plan.remoteAnchored.ref(i);
            floating.add(ref, table(ref).desired(TransferTable.row(ref)));
        }
        floating.sort(this::compareStreams);
        return new LocationPlan(plan.movedAway, positions, starts, plan.blocked.refs(), floating.refs());
    }

    /**
     * Gives the ends in front of each exit (runs of equal exit in {@code sorted}, recorded order within a run) the
     * desired times exit−k .. exit−1, never before their recorded time.
     */
    private void spaceBeforeAnchors(TransferList sorted) {
        for (int start = 0; start < sorted.size(); ) {
            long first = sorted.ref(start);
            TransferTable firstTable = table(first);
            int exitLocation = firstTable.exitLocation(TransferTable.row(first));
            int end = start + 1;
            while (end < sorted.size() && sorted.key(end) == sorted.key(start)
                    && table(sorted.ref(end)).exitLocation(TransferTable.row(sorted.ref(end))) == exitLocation) {
                end++;
            }
            long anchorTime = anchorTime(firstTable, TransferTable.row(first));
            int k = end - start;
            for (int j = 0; j < k; j++) {
                long ref = sorted.ref(start + j);
                TransferTable t = table(ref);
                int row = TransferTable.row(ref);
                t.desire(row, Math.max(anchorTime - k + j, basic(t, row)));
            }
            start = end;
        }
    }
}
