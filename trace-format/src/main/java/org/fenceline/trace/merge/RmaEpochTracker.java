package org.fenceline.trace.merge;

import com.carrotsearch.hppc.IntArrayList;
import com.carrotsearch.hppc.IntIntHashMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;

/**
 * Follows one location's RMA epochs during the merge's first pass and decides, for every transfer end the
 * location issued, which synchronisation completes it (MPI rules R1–R4, digest 001 §2.8, §3.8, §5.3):
 *
 * <ul>
 * <li>Passive target (a lock on the window and target is held, LOCK_REQUEST to LOCK_RELEASE, or lock_all):
 *     the Put end and the Get end complete at the exit of the origin's call that releases the lock (the region
 *     enclosing LOCK_RELEASE), or earlier at the exit of an MPI_Win_flush* covering them. MPI_Win_flush_local*
 *     completes only Get ends (data at the origin). A flush recorded as plain EXIT carries no window or
 *     target, so it completes all pending operations of the location; recorded as WINEXIT it is limited to
 *     that window and to its group's members.</li>
 * <li>General active target (an access epoch on the window includes the target): the Get end completes at the
 *     origin's MPI_Win_complete of that epoch; the Put end at the target's wait/test closing the exposure
 *     epoch that matches it. MPI matches the n-th start of an origin that includes a target with the n-th
 *     post of that target that includes the origin, so the key is that count.</li>
 * <li>Otherwise fence: an operation issued after the location's k-th fence on the window completes at fence
 *     k + 1, on the origin (Get end) and on the target (Put end), because every member calls the same
 *     sequence of fences.</li>
 * </ul>
 *
 * Counting ordinals instead of taking "the next sync in time" fixes the early-flush flaw (digest §5.4): an
 * origin that leaves fence k early and issues a Put before the target leaves fence k still gets fence k + 1.
 * Only syncs after the operation are ever considered. This class also records the location's own completing
 * syncs in a {@link SyncIndex}, where the operations of other origins are matched after the first pass.
 *
 * <p>It works on the location's local ids (windows canonical, see {@link LocationDefinitions}), so the
 * locations can be scanned in parallel; keys and transfers are translated to global ids after unification.
 */
final class RmaEpochTracker {
    private final int location;
    private final LocationDefinitions definitions;
    /** The location's transfers: the ones this tracker completes are its rows. */
    private final TransferTable transfers;
    private final SyncIndex syncIndex;
    /**
     * By canonical local window id + 1 ({@link LocationDefinitions#canonicalWindow}; NONE gets slot 0): every
     * transfer looks its window up, and an array needs no boxing or hashing.
     */
    private WindowEpochs[] windows = new WindowEpochs[0];
    /** Operations (rows) issued under a passive-target lock and not completed yet. */
    private final IntArrayList passivePending = new IntArrayList();
    /** Operations whose lock was released at call depth {@code depth}: completed by the exit leaving that depth. */
    private record Released(int transfer, int depth) {
    }

    private final List<Released> released = new ArrayList<>();
    /** Number of open regions. */
    private int depth;

    /** @param store where the location's {@link SyncIndex} keeps its columns */
    RmaEpochTracker(int location, LocationDefinitions definitions, TransferTable transfers, ColumnStore store) {
        this.location = location;
        this.definitions = definitions;
        this.transfers = transfers;
        this.syncIndex = new SyncIndex(store);
    }

    /** The completing syncs of this location, by key. */
    SyncIndex syncIndex() {
        return syncIndex;
    }

    /**
     * A transfer end issued by this location: a PUT_1TE (converted from its remote record, owned by the
     * target) or an own GET_1TE, row {@code t} of the location's transfers. Sets its completion now (active
     * target) or when its lock is released.
     */
    void transferEnd(int t) {
        int target = transfers.target(t);
        WindowEpochs w = window(transfers.window(t));
        boolean put = transfers.type(t) == EventType.PUT_1TE;
        if (w.locked(target)) {
            passivePending.add(t);
        } else if (w.accessGroup != null && w.accessGroup.contains(target)) {
            if (put) {
                transfers.completeAt(t, SyncIndex.Kind.EXPOSURE_CLOSE, location, w.accessOrdinal.get(target));
            } else {
                transfers.completeAt(t, SyncIndex.Kind.ACCESS_CLOSE, Event.NONE, w.accessEpochs);
            }
        } else {
            transfers.completeAt(t, SyncIndex.Kind.FENCE, Event.NONE, w.fences + 1);
        }
    }

    /** Any other event of this location, in stream order (local ids, canonical windows, raw time). */
    void observe(long position, EventType type, long rawTime, int region, int window, int group, int partner,
            int flags) {
        switch (type) {
            case ENTER -> depth++;
            case EXIT, COLLEXIT, WINEXIT, WINCOLLEXIT -> regionExit(position, rawTime, type, region, window, group,
                    flags);
            case LOCK_REQUEST, LOCK_ACQUIRED -> window(window).lock(partner, flags);
            case LOCK_RELEASE -> release(window, partner, flags);
            default -> {
            }
        }
    }

    private void regionExit(long position, long rawTime, EventType type, int region, int window, int group,
            int flags) {
        boolean closes = EventFlags.has(flags, EventFlags.EPOCH_CLOSING);
        RmaSyncKind kind = definitions.syncKind(region);
        if (window != Event.NONE || kind == RmaSyncKind.FLUSH || kind == RmaSyncKind.FLUSH_LOCAL) {
            switch (kind) {
                case FENCE -> {
                    WindowEpochs w = window(window);
                    w.fences++;
                    syncIndex.put(SyncIndex.Kind.FENCE, window, Event.NONE, w.fences, position, rawTime);
                }
                case START -> window(window).openAccess(members(group));
                case COMPLETE -> {
                    if (closes) {
                        WindowEpochs w = window(window);
                        syncIndex.put(SyncIndex.Kind.ACCESS_CLOSE, window, Event.NONE, w.accessEpochs, position,
                                rawTime);
                        w.accessGroup = null;
                    }
                }
                case POST -> window(window).openExposure(members(group));
                case WAIT_OR_TEST -> {
                    if (closes) {
                        WindowEpochs w = window(window);
                        if (w.exposureGroup != null) {
                            for (int origin : w.exposureGroup.members()) {
                                syncIndex.put(SyncIndex.Kind.EXPOSURE_CLOSE, window, origin,
                                        w.exposureOrdinal.get(origin), position, rawTime);
                            }
                        }
                        w.exposureGroup = null;
                    }
                }
                case FLUSH, FLUSH_LOCAL -> flush(position, rawTime, kind, type == EventType.WINEXIT ? window : Event.NONE,
                        type == EventType.WINEXIT && group != Event.NONE ? members(group) : null);
                case NONE -> {
                }
            }
        }
        depth--;
        if (released.isEmpty()) {
            return;   // as nearly always: no iterator per exit
        }
        released.removeIf(r -> {
            if (r.depth() <= depth) {
                return false;
            }
            transfers.moveBefore(r.transfer(), location, position, rawTime);
            return true;
        });
    }

    /** Completes pending passive operations covered by a flush (window NONE / targets null = all). */
    private void flush(long position, long rawTime, RmaSyncKind kind, int window, GroupMembers targets) {
        passivePending.removeAll((int t) -> {
            boolean covered = (window == Event.NONE || transfers.window(t) == window)
                    && (targets == null || targets.contains(transfers.target(t)))
                    && (kind == RmaSyncKind.FLUSH || transfers.type(t) == EventType.GET_1TE);
            if (covered) {
                transfers.moveBefore(t, location, position, rawTime);
            }
            return covered;
        });
    }

    private void release(int window, int target, int flags) {
        boolean all = EventFlags.has(flags, EventFlags.LOCK_ALL);
        passivePending.removeAll((int t) -> {
            boolean releases = transfers.window(t) == window && (all || transfers.target(t) == target);
            if (releases) {
                released.add(new Released(t, depth));
            }
            return releases;
        });
        window(window).unlock(target, all);
    }

    private GroupMembers members(int group) {
        return group == Event.NONE ? GroupMembers.NONE : definitions.groupMembers(group);
    }

    private WindowEpochs window(int window) {
        int slot = window + 1;
        if (slot >= windows.length) {
            windows = Arrays.copyOf(windows, Math.max(slot + 1, 2 * windows.length));
        }
        if (windows[slot] == null) {
            windows[slot] = new WindowEpochs();
        }
        return windows[slot];
    }

    /** Epoch state of one window at this location. */
    private static final class WindowEpochs {
        int fences;
        /** Number of access epochs (starts) so far, and how many of them included each target. */
        int accessEpochs;
        final IntIntHashMap accessOrdinal = new IntIntHashMap();
        GroupMembers accessGroup;
        /** How many exposure epochs (posts) so far included each origin. */
        final IntIntHashMap exposureOrdinal = new IntIntHashMap();
        GroupMembers exposureGroup;
        final Set<Integer> lockedTargets = new HashSet<>();
        boolean lockedAll;

        void openAccess(GroupMembers group) {
            accessEpochs++;
            for (int t : group.members()) {
                accessOrdinal.addTo(t, 1);
            }
            accessGroup = group;
        }

        void openExposure(GroupMembers group) {
            for (int o : group.members()) {
                exposureOrdinal.addTo(o, 1);
            }
            exposureGroup = group;
        }

        void lock(int target, int flags) {
            if (EventFlags.has(flags, EventFlags.LOCK_ALL)) {
                lockedAll = true;
            } else {
                lockedTargets.add(target);
            }
        }

        void unlock(int target, boolean all) {
            if (all) {
                lockedAll = false;
            } else {
                lockedTargets.remove(target);
            }
        }

        boolean locked(int target) {
            // Every transfer asks, and most windows are never locked: no boxing or hashing then.
            return lockedAll || !lockedTargets.isEmpty() && lockedTargets.contains(target);
        }
    }
}
