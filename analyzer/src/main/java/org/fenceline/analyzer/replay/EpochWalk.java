package org.fenceline.analyzer.replay;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.fenceline.analyzer.pattern.WindowCollectiveKind;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.analyzer.trace.LocationRecords;
import org.fenceline.analyzer.trace.RmaRecord;
import org.fenceline.analyzer.trace.RmaTable;
import org.fenceline.analyzer.trace.TraceProblem;
import org.fenceline.analyzer.trace.TraceProblems;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.RegionRole;

/**
 * Follows one location's one-sided records in event order and cuts them into epochs, the way the merge decides
 * where a transfer completes (trace-format.md §6.4): an operation is in a lock epoch if a lock on its window and
 * target is held, else in the access epoch if the open start's group includes the target, else in the fence
 * epoch that the window's next collective call closes. What it finds is matched across locations by
 * {@link RmaMatcher}.
 */
final class EpochWalk {
    private final int location;
    private final RmaTable rma;
    private final CallTimes calls;
    private final Definitions definitions;
    /** Its own, as the walks of different locations run in parallel. */
    private final TraceProblems problems = new TraceProblems();

    /** Create, free and fence calls, in order. */
    final WindowCollectiveTable collectives;
    final AccessEpochTable accessEpochs;
    final ExposureEpochTable exposureEpochs;
    final LockEpochTable lockEpochs;
    final PassiveCallTable passiveCalls;
    /** Operations of fence epochs: window, index of the collective call that closes the epoch, target, call. */
    final IntColumn fenceOpWindow;
    final IntColumn fenceOpClosing;
    final IntColumn fenceOpTarget;
    final IntColumn fenceOpCall;

    /** Per window, the row of its open access and exposure epoch, or -1. */
    private final int[] openAccess;
    private final int[] openExposure;
    /** Held or requested locks by (window, target). */
    private final Map<Long, LockEpoch> openLocks = new HashMap<>();
    /** The row of the last passive call, -1 before the first. */
    private int currentPassive = -1;
    /** The call of that row. */
    private int currentPassiveCall = -1;
    /**
     * Per group, its members, null until an epoch uses the group; the last entry is the empty group that stands for
     * a group id the definitions do not have.
     */
    private final int[][] groupArrays;
    private final int noGroup;

    /** @param store where the fence calls and the operations of fence epochs are kept */
    EpochWalk(LocationRecords self, CallTimes calls, Definitions definitions, ColumnStore store) {
        this.location = self.location();
        this.rma = self.rma();
        this.calls = calls;
        this.definitions = definitions;
        int windows = definitions.windows().size();
        this.openAccess = new int[windows];
        this.openExposure = new int[windows];
        Arrays.fill(openAccess, -1);
        Arrays.fill(openExposure, -1);
        this.noGroup = definitions.groups().size();
        this.groupArrays = new int[noGroup + 1][];
        this.groupArrays[noGroup] = new int[0];
        this.accessEpochs = new AccessEpochTable(location, groupArrays, windows, store);
        this.exposureEpochs = new ExposureEpochTable(location, groupArrays, store);
        this.collectives = new WindowCollectiveTable(store, windows);
        this.fenceOpWindow = store.ints();
        this.fenceOpClosing = store.ints();
        this.fenceOpTarget = store.ints();
        this.fenceOpCall = store.ints();
        this.passiveCalls = new PassiveCallTable(location, store);
        this.lockEpochs = new LockEpochTable(location, store);
    }

    /** The problems the walk found. */
    TraceProblems problems() {
        return problems;
    }

    void walk() {
        reserve();
        for (int row = 0; row < rma.size(); row++) {
            RmaRecord kind = rma.kind(row);
            int call = rma.call(row);
            int window = rma.window(row);
            switch (kind) {
                case PUT, GET -> operation(call, window, rma.partner(row));
                case LOCK_REQUEST -> lockRequest(row, call, window);
                case LOCK_ACQUIRED -> lockAcquired(row, call, window);
                case LOCK_RELEASE -> lockRelease(row, call, window);
                case CREATE -> windowCollective(WindowCollectiveKind.CREATE, call, window);
                case FREE -> windowCollective(WindowCollectiveKind.FREE, call, window);
                case FENCE -> windowCollective(WindowCollectiveKind.FENCE, call, window);
                case START -> start(call, window, rma.partner(row));
                case COMPLETE -> complete(call, window);
                case POST -> post(call, window, rma.partner(row));
                case WAIT -> close(call, window, false);
                case TEST -> {
                    if (EventFlags.has(rma.flags(row), EventFlags.EPOCH_CLOSING)) {
                        close(call, window, true);
                    }
                }
                case PASSIVE_SYNC -> passiveSync(call, window, rma.partner(row));
                default -> throw new IllegalStateException("unknown one-sided record " + kind);
            }
        }
        for (int i = 0; i < openLocks.size(); i++) {
            problems.record(TraceProblem.RMA_MISMATCH); // never released
        }
        for (int w = 0; w < openAccess.length; w++) {
            if (openAccess[w] >= 0 || openExposure[w] >= 0) {
                problems.record(TraceProblem.RMA_MISMATCH);
            }
        }
    }

    /**
     * Sizes the fence calls' table, the general active target's epochs, and the fence epochs' operations where
     * every operation is one (no lock and no general active target record), from a count of the records, instead
     * of growing them by copies.
     */
    private void reserve() {
        int[] perWindow = new int[openAccess.length];
        int windowCollectives = 0;
        int operations = 0;
        int starts = 0;
        int targets = 0;
        int posts = 0;
        boolean otherEpochs = false;
        for (int row = 0; row < rma.size(); row++) {
            switch (rma.kind(row)) {
                case CREATE, FREE, FENCE -> {
                    windowCollectives++;
                    perWindow[rma.window(row)]++;
                }
                case PUT, GET -> operations++;
                case START -> {
                    starts++;
                    int group = rma.partner(row);
                    targets += group >= 0 && group < noGroup ? definitions.groups().get(group).members().size() : 0;
                    otherEpochs = true;
                }
                case POST -> posts++;
                case LOCK_REQUEST -> otherEpochs = true;
                default -> {
                }
            }
        }
        collectives.reserve(windowCollectives, perWindow);
        if (starts > 0) {
            accessEpochs.reserve(starts, targets, operations);
        }
        if (posts > 0) {
            exposureEpochs.reserve(posts);
        }
        if (!otherEpochs) {
            for (IntColumn column : new IntColumn[] {fenceOpWindow, fenceOpClosing, fenceOpTarget, fenceOpCall}) {
                column.reserve(operations);
            }
        }
    }

    private void operation(int call, int window, int target) {
        LockEpoch lock = openLocks.isEmpty() ? null : openLocks.get(key(window, target)); // no boxed key without locks
        int access = openAccess[window];
        if (lock != null) {
            int passive = passiveCall(call);
            if (passive >= 0) {
                passiveCalls.addTarget(passive, target);
            }
        } else if (access >= 0 && accessEpochs.includes(access, target)) {
            accessEpochs.operation(access, call, target, calls.callPath(call), calls.enter(call), calls.leave(call),
                    calls.role(call) == RegionRole.RMA_COMMUNICATION);
        } else {
            fenceOpWindow.add(window);
            fenceOpClosing.add(collectives.calls(window));
            fenceOpTarget.add(target);
            fenceOpCall.add(call);
        }
    }

    private void lockRequest(int row, int call, int window) {
        boolean exclusive = EventFlags.has(rma.flags(row), EventFlags.LOCK_EXCLUSIVE);
        boolean all = EventFlags.has(rma.flags(row), EventFlags.LOCK_ALL);
        int target = rma.partner(row);
        for (int t : all && target == Event.NONE ? definitions.windowMembers(window) : List.of(target)) {
            LockEpoch epoch = new LockEpoch(window, t, exclusive, all, rma.time(row));
            if (openLocks.put(key(window, t), epoch) != null) {
                problems.record(TraceProblem.RMA_MISMATCH);
            }
            touched(call, t);
        }
    }

    private void lockAcquired(int row, int call, int window) {
        for (LockEpoch epoch : affected(row, window)) {
            if (epoch.grant != LockEpoch.NOT_YET) {
                continue; // a lock_all's target already granted on its own
            }
            epoch.grant = rma.time(row);
            epoch.grantedIn = touched(call, epoch.target);
        }
    }

    private void lockRelease(int row, int call, int window) {
        for (LockEpoch epoch : affected(row, window)) {
            openLocks.remove(key(window, epoch.target));
            touched(call, epoch.target);
            if (epoch.grant == LockEpoch.NOT_YET) {
                problems.record(TraceProblem.RMA_MISMATCH);
            } else {
                lockEpochs.add(epoch, rma.time(row));
            }
        }
    }

    /** The open lock epochs a grant or release names: one target, or every target of a lock_all. */
    private List<LockEpoch> affected(int row, int window) {
        int target = rma.partner(row);
        List<LockEpoch> epochs = new ArrayList<>();
        if (target != Event.NONE) {
            LockEpoch epoch = openLocks.get(key(window, target));
            if (epoch != null) {
                epochs.add(epoch);
            }
        } else {
            for (LockEpoch epoch : openLocks.values()) {
                if (epoch.window == window && epoch.all) {
                    epochs.add(epoch);
                }
            }
        }
        if (epochs.isEmpty()) {
            problems.record(TraceProblem.RMA_MISMATCH);
        }
        return epochs;
    }

    /** A lock record in a call: the call waits for that target, if it is a call that can (its row, else -1). */
    private int touched(int call, int target) {
        int passive = passiveCall(call);
        if (passive >= 0) {
            passiveCalls.addTarget(passive, target);
            passiveCalls.lockRecord(passive);
        }
        return passive;
    }

    /**
     * The passive call's row for a call of this location, created on its first record; -1 if the call is neither a
     * passive-target synchronisation nor a one-sided communication call (its time belongs to no category these
     * wait states are part of). A call's records are consecutive, so the last one created is the only candidate.
     */
    private int passiveCall(int call) {
        if (currentPassive >= 0 && currentPassiveCall == call) {
            return currentPassive;
        }
        RegionRole role = calls.role(call);
        if (role != RegionRole.RMA_PASSIVE_SYNC && role != RegionRole.RMA_COMMUNICATION) {
            return -1;
        }
        currentPassiveCall = call;
        currentPassive = passiveCalls.add(calls.callPath(call), role == RegionRole.RMA_PASSIVE_SYNC,
                calls.enter(call), calls.leave(call));
        return currentPassive;
    }

    /** A lock, unlock or flush call ends. A flush has no lock records: it waits for the locked targets it names. */
    private void passiveSync(int call, int window, int group) {
        int passive = passiveCall(call);
        if (passive < 0 || passiveCalls.hasLockRecords(passive)) {
            return;
        }
        int[] named = group == Event.NONE ? null : groupMembers(group);
        for (LockEpoch epoch : openLocks.values()) {
            if ((window == Event.NONE || epoch.window == window)
                    && (named == null || Arrays.stream(named).anyMatch(member -> member == epoch.target))) {
                passiveCalls.addTarget(passive, epoch.target);
            }
        }
    }

    private void windowCollective(WindowCollectiveKind kind, int call, int window) {
        collectives.add(kind, window, calls.callPath(call), calls.enter(call), calls.leave(call));
    }

    private void start(int call, int window, int group) {
        if (openAccess[window] >= 0) {
            problems.record(TraceProblem.RMA_MISMATCH);
        }
        openAccess[window] = accessEpochs.start(window, groupId(group), calls.callPath(call), calls.enter(call),
                calls.leave(call));
    }

    private void complete(int call, int window) {
        int access = openAccess[window];
        if (access < 0) {
            problems.record(TraceProblem.RMA_MISMATCH);
            return;
        }
        accessEpochs.completed(access, calls.callPath(call), calls.enter(call), calls.leave(call));
        openAccess[window] = -1;
    }

    private void post(int call, int window, int group) {
        if (openExposure[window] >= 0) {
            problems.record(TraceProblem.RMA_MISMATCH);
        }
        openExposure[window] = exposureEpochs.post(window, groupId(group), calls.enter(call), calls.leave(call));
    }

    private void close(int call, int window, boolean byTest) {
        int exposure = openExposure[window];
        if (exposure < 0) {
            problems.record(TraceProblem.RMA_MISMATCH);
            return;
        }
        exposureEpochs.closed(exposure, calls.callPath(call), calls.enter(call), calls.leave(call), byTest);
        openExposure[window] = -1;
    }

    /** The group's members as an array shared by every epoch of the group (the epochs only read it). */
    private int[] groupMembers(int group) {
        return groupArrays[groupId(group)];
    }

    /**
     * The group's id with its members in {@link #groupArrays}, or the empty group's for an id the definitions do not
     * have.
     */
    private int groupId(int group) {
        if (group < 0 || group >= noGroup) {
            problems.record(TraceProblem.BAD_REFERENCE);
            return noGroup;
        }
        if (groupArrays[group] == null) {
            groupArrays[group] = definitions.groups().get(group).members().stream().mapToInt(Integer::intValue)
                    .toArray();
        }
        return group;
    }

    private static long key(int window, int target) {
        return (long) window << 32 | target;
    }
}
