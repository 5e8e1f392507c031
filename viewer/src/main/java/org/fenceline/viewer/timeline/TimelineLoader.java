package org.fenceline.viewer.timeline;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.fenceline.trace.global.EventColumn;
import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.RegionRole;

/**
 * Reads a global trace into {@link TimelineData}: one pass per location with a column projection, then
 * message matching (first-in first-out per communicator, sender, receiver and tag, MPI's non-overtaking
 * rule), transfer assembly by (origin, RMA id), and the level-of-detail summaries.
 */
public final class TimelineLoader {
    private static final Set<EventColumn> COLUMNS = EnumSet.of(EventColumn.TIME, EventColumn.TYPE,
            EventColumn.REGION, EventColumn.COMM, EventColumn.PARTNER, EventColumn.TAG,
            EventColumn.REQUEST);
    /** Average number of segments a finest level-of-detail bin should hold. */
    private static final int SEGMENTS_PER_BIN = 4;

    private final Definitions definitions;
    private final RegionCategory[] categories;
    private final RegionRole[] roles;
    private final Map<MessageKey, LongColumn> sends = new HashMap<>();
    private final Map<MessageKey, LongColumn> receives = new HashMap<>();
    private final Map<Long, PendingTransfer> transfers = new HashMap<>();
    private final List<SyncCalls> syncs = new ArrayList<>();

    private record MessageKey(int comm, int sender, int receiver, int tag) {
    }

    private TimelineLoader(Definitions definitions) {
        this.definitions = definitions;
        int regions = definitions.regions().size();
        this.categories = new RegionCategory[regions];
        this.roles = new RegionRole[regions];
        for (Definitions.Region r : definitions.regions()) {
            categories[r.id()] = RegionCategory.of(r.role(), r.paradigm());
            roles[r.id()] = r.role();
        }
    }

    public static TimelineData load(GlobalTrace trace) throws IOException {
        return new TimelineLoader(trace.definitions()).read(trace);
    }

    private TimelineData read(GlobalTrace trace) throws IOException {
        int locations = trace.locationCount();
        List<LocationTimeline> timelines = new ArrayList<>(locations);
        long end = 0;
        long segments = 0;
        for (int l = 0; l < locations; l++) {
            LocationTimeline t = readLocation(trace, l);
            timelines.add(t);
            end = Math.max(end, t.end());
            segments += t.segmentCount();
        }
        long finest = Math.max(1, end * locations * SEGMENTS_PER_BIN / Math.max(1, segments));
        List<LevelOfDetail> levels = new ArrayList<>(locations);
        for (LocationTimeline t : timelines) {
            levels.add(LevelOfDetail.build(t, 0, Math.max(1, end), finest, categories));
        }
        List<String> locationNames = definitions.locations().stream().map(Definitions.Location::name).toList();
        List<String> regionNames = definitions.regions().stream().map(Definitions.Region::name).toList();
        return new TimelineData(locationNames, regionNames, categories, timelines, levels, matchMessages(),
                assembleTransfers(), 0, end, trace.eventCount());
    }

    private LocationTimeline readLocation(GlobalTrace trace, int location) throws IOException {
        LocationTimeline.Builder b = new LocationTimeline.Builder();
        SyncCalls sync = new SyncCalls();
        syncs.add(sync);
        List<PendingTransfer> awaitingExit = new ArrayList<>();
        try (EventCursor c = trace.cursor(location, COLUMNS)) {
            while (c.next()) {
                long t = c.time();
                EventType type = c.type();
                b.seen(t);
                switch (type) {
                    case ENTER -> b.enter(t, c.region());
                    case EXIT, COLLEXIT, WINEXIT, WINCOLLEXIT -> {
                        int depth = b.openDepth();
                        int region = b.openRegion();
                        long entered = b.exit(t);
                        if (region >= 0 && (roles[region] == RegionRole.RMA_ACTIVE_SYNC
                                || roles[region] == RegionRole.RMA_PASSIVE_SYNC)) {
                            sync.add(entered, t, roles[region] == RegionRole.RMA_PASSIVE_SYNC);
                        }
                        awaitingExit.removeIf(p -> p.closeOperation(depth, t));
                    }
                    case SEND -> {
                        MessageKey key = new MessageKey(c.comm(), location, c.partner(), c.tag());
                        add(sends, key, t);
                    }
                    case RECV -> {
                        add(receives, new MessageKey(c.comm(), c.partner(), location, c.tag()), t);
                    }
                    case PUT_1TS, GET_1TO -> {
                        PendingTransfer p = transfer(location, c.request());
                        p.get = type == EventType.GET_1TO;
                        p.origin = location;
                        p.target = c.partner();
                        p.opStart = b.openSince();
                        p.opDepth = b.openDepth();
                        p.originMark = t;
                        if (type == EventType.PUT_1TS) {
                            p.transferStart = t;
                        }
                        awaitingExit.add(p);
                    }
                    case PUT_1TE -> transfer(c.partner(), c.request()).transferEnd = t;
                    case GET_1TS -> transfer(c.partner(), c.request()).transferStart = t;
                    case GET_1TE -> transfer(location, c.request()).transferEnd = t;
                    default -> { }
                }
            }
        }
        return b.build();
    }

    private static void add(Map<MessageKey, LongColumn> map, MessageKey key, long value) {
        map.computeIfAbsent(key, k -> new LongColumn()).add(value);
    }

    private PendingTransfer transfer(int origin, long rmaId) {
        return transfers.computeIfAbsent(origin * (1L << 40) + rmaId, k -> new PendingTransfer());
    }

    /** Pairs the k-th send with the k-th receive of each key, then sorts the messages by send time. */
    private MessageLines matchMessages() {
        List<long[]> matched = new ArrayList<>();
        for (Map.Entry<MessageKey, LongColumn> e : receives.entrySet()) {
            LongColumn sent = sends.get(e.getKey());
            if (sent == null) {
                continue;
            }
            MessageKey k = e.getKey();
            LongColumn received = e.getValue();
            for (int i = 0; i < Math.min(received.size(), sent.size()); i++) {
                matched.add(new long[] {sent.get(i), k.sender(), k.receiver(), received.get(i)});
            }
        }
        matched.sort((a, b) -> Long.compare(a[0], b[0]));
        int n = matched.size();
        int[] senders = new int[n];
        long[] sendTimes = new long[n];
        int[] receivers = new int[n];
        long[] recvTimes = new long[n];
        for (int i = 0; i < n; i++) {
            long[] m = matched.get(i);
            sendTimes[i] = m[0];
            senders[i] = (int) m[1];
            receivers[i] = (int) m[2];
            recvTimes[i] = m[3];
        }
        return new MessageLines(senders, sendTimes, receivers, recvTimes);
    }

    private List<RmaTransfer> assembleTransfers() {
        List<RmaTransfer> out = new ArrayList<>(transfers.size());
        for (PendingTransfer p : transfers.values()) {
            if (p.origin < 0) {
                continue; // a transfer end without its origin: the trace was cut
            }
            SyncCalls o = syncs.get(p.origin);
            int oi = o.firstExitAfter(p.opEnd, false);
            long targetExit = RmaTransfer.NONE;
            if (p.target >= 0 && p.target < syncs.size()) {
                SyncCalls t = syncs.get(p.target);
                int ti = t.firstExitAfter(p.opEnd, true);
                targetExit = ti < 0 ? RmaTransfer.NONE : t.exits.get(ti);
            }
            out.add(new RmaTransfer(p.get, p.origin, p.target, p.opStart, p.opEnd, p.originMark, p.transferStart,
                    p.transferEnd, oi < 0 ? RmaTransfer.NONE : o.enters.get(oi),
                    oi < 0 ? RmaTransfer.NONE : o.exits.get(oi), targetExit, oi >= 0 && o.passive.get(oi) != 0));
        }
        out.sort((a, b) -> Long.compare(a.earliest(), b.earliest()));
        return out;
    }

    /** A transfer being assembled from its events on origin and target. */
    private static final class PendingTransfer {
        boolean get;
        int origin = -1;
        int target = -1;
        int opDepth = -1;
        long opStart = RmaTransfer.NONE;
        long opEnd = RmaTransfer.NONE;
        long originMark = RmaTransfer.NONE;
        long transferStart = RmaTransfer.NONE;
        long transferEnd = RmaTransfer.NONE;

        /** Records the end of the RMA call when the region open at the origin mark closes. */
        boolean closeOperation(int depth, long time) {
            if (depth == opDepth) {
                opEnd = time;
                return true;
            }
            return false;
        }
    }

    /** One location's RMA synchronisation calls in time order. */
    private static final class SyncCalls {
        final LongColumn enters = new LongColumn();
        final LongColumn exits = new LongColumn();
        final LongColumn passive = new LongColumn();

        void add(long enter, long exit, boolean isPassive) {
            enters.add(enter);
            exits.add(exit);
            passive.add(isPassive ? 1 : 0);
        }

        /** Index of the first call exiting after {@code t}; with {@code activeOnly} only fence/PSCW calls. */
        int firstExitAfter(long t, boolean activeOnly) {
            int i = exits.firstGreaterThan(t);
            while (i < exits.size() && activeOnly && passive.get(i) != 0) {
                i++;
            }
            return i < exits.size() ? i : -1;
        }
    }

    /** A growable column of longs, sorted when the caller appends in order (exit times are). */
    static final class LongColumn {
        private long[] values = new long[8];
        private int size;

        LongColumn add(long v) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = v;
            return this;
        }

        long get(int i) {
            return values[i];
        }

        int size() {
            return size;
        }

        int firstGreaterThan(long t) {
            int lo = 0;
            int hi = size;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (values[mid] <= t) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return lo;
        }
    }
}
