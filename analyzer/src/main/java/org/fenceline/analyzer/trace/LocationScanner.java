package org.fenceline.analyzer.trace;

import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.IntList;

import java.io.IOException;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.LongConsumer;

import org.fenceline.trace.global.EventColumn;
import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;

/**
 * Reads one location's events once, in time order, and turns them into {@link LocationRecords}: it walks the
 * call stack (building the call tree, exclusive time and visits) and keeps a compact record of every message,
 * request completion, collective and one-sided record, tied to the call it happened in. Not thread-safe; use one
 * per location.
 */
public final class LocationScanner {
    /** Every column but location (implied by the cursor). */
    public static final Set<EventColumn> COLUMNS = EnumSet.complementOf(EnumSet.of(EventColumn.LOCATION));

    private static final int ENTER = EventType.ENTER.code();
    private static final int EXIT = EventType.EXIT.code();
    private static final int SEND = EventType.SEND.code();
    private static final int SEND_COMPLETE = EventType.SEND_COMPLETE.code();
    private static final int RECV_REQUEST = EventType.RECV_REQUEST.code();
    private static final int RECV = EventType.RECV.code();
    private static final int REQUEST_CANCELLED = EventType.REQUEST_CANCELLED.code();
    private static final int COLLEXIT = EventType.COLLEXIT.code();
    private static final int WINEXIT = EventType.WINEXIT.code();
    private static final int WINCOLLEXIT = EventType.WINCOLLEXIT.code();
    private static final int PUT_1TS = EventType.PUT_1TS.code();
    private static final int GET_1TO = EventType.GET_1TO.code();
    private static final int LOCK_REQUEST = EventType.LOCK_REQUEST.code();
    private static final int LOCK_ACQUIRED = EventType.LOCK_ACQUIRED.code();
    private static final int LOCK_RELEASE = EventType.LOCK_RELEASE.code();
    private static final int NO_CALL = -1;
    private static final long PROGRESS_STEP = 1 << 16;

    private final MpiCalls mpiCalls;
    private final ColumnStore store;
    private final int regionCount;
    private final int commCount;
    private final int locationCount;
    private final int windowCount;
    /** The location's events, from which the tables' final sizes are projected. */
    private final long events;
    /** Events read when the tables' sizes are projected next (doubling from a sixteenth up to half). */
    private long nextProjection;

    private final LocalCallTree tree = new LocalCallTree();
    private long[] exclusive = new long[64];
    private long[] visits = new long[64];
    private final CallTable calls;
    private final SendTable sends;
    private final ReceiveTable receives;
    private final CollectiveTable collectives;
    private final RmaTable rma;
    /** Kept only for the root-cause analysis (null otherwise): 12 bytes per ENTER and EXIT. */
    private final CallPathTimeline timeline;
    /** Kept only for traces with passive-target calls: Wait for Progress asks when a target was in MPI. */
    private final MpiActivity mpiActivity;
    private int mpiDepth;
    private final ChannelTable channels = new ChannelTable();
    private final IntList channelReceiveCounts = new IntList();
    private final RequestTable pendingSends = new RequestTable();
    private final RequestTable pendingReceives = new RequestTable();
    private final int[] collectivesPerComm;
    private final TraceProblems problems = new TraceProblems();
    private CallSpan init;
    private CallSpan finalize;

    // The call stack, one slot per open region.
    private int depth;
    private int[] frameCallPath = new int[64];
    private int[] frameRegion = new int[64];
    private long[] frameEnter = new long[64];
    private int[] frameCall = new int[64];

    /**
     * @param keepTimeline whether the root-cause analysis will ask the location's {@link CallPathTimeline}
     * @param store        where the location's records go
     * @param events       the location's events (the tables' rows are projected from them)
     */
    public LocationScanner(Definitions definitions, MpiCalls mpiCalls, boolean keepTimeline, ColumnStore store,
                           long events) {
        this.mpiCalls = mpiCalls;
        this.store = store;
        this.calls = new CallTable(store);
        this.sends = new SendTable(store);
        this.receives = new ReceiveTable(store);
        this.collectives = new CollectiveTable(store);
        this.rma = new RmaTable(store);
        this.timeline = keepTimeline ? new CallPathTimeline(store) : null;
        this.regionCount = definitions.regions().size();
        this.commCount = definitions.communicators().size();
        this.locationCount = definitions.locations().size();
        this.windowCount = definitions.windows().size();
        this.mpiActivity = mpiCalls.hasPassiveTarget() ? new MpiActivity(store) : null;
        this.collectivesPerComm = new int[commCount];
        this.events = events;
        this.nextProjection = Math.max(PROGRESS_STEP, events / 16);
    }

    /**
     * Scans every event of the cursor (which must project {@link #COLUMNS}).
     *
     * @param progress told the number of events scanned since its previous call, every few thousand events
     */
    public LocationRecords scan(EventCursor cursor, LongConsumer progress) throws IOException {
        long count = 0;
        long time = 0;
        while (cursor.next()) {
            time = cursor.time();
            int type = cursor.typeCode();
            if (type == ENTER) {
                enter(cursor.region(), cursor.callSite(), time);
            } else if (type == EXIT || type == WINEXIT || type == WINCOLLEXIT) {
                rmaCall(cursor, type, time);
                exit(cursor.region(), time);
            } else if (type == COLLEXIT) {
                collectiveExit(cursor, time);
            } else if (type == SEND) {
                send(cursor, time);
            } else if (type == RECV) {
                receive(cursor, time);
            } else if (type == SEND_COMPLETE) {
                sendComplete(cursor.request());
            } else if (type == RECV_REQUEST) {
                receiveRequest(cursor.request());
            } else if (type == REQUEST_CANCELLED) {
                cancel(cursor.request());
            } else if (type == PUT_1TS || type == GET_1TO) {
                rmaTransfer(cursor, type == PUT_1TS ? RmaRecord.PUT : RmaRecord.GET, time);
            } else if (type == LOCK_REQUEST || type == LOCK_ACQUIRED || type == LOCK_RELEASE) {
                lock(cursor, type == LOCK_REQUEST ? RmaRecord.LOCK_REQUEST
                        : type == LOCK_ACQUIRED ? RmaRecord.LOCK_ACQUIRED : RmaRecord.LOCK_RELEASE, time);
            }
            if (++count % PROGRESS_STEP == 0) {
                progress.accept(PROGRESS_STEP);
                if (count >= nextProjection) {
                    reserveProjected(count);
                }
            }
        }
        progress.accept(count % PROGRESS_STEP);
        while (depth > 0) {
            problems.record(TraceProblem.NESTING);
            pop(time);
        }
        return finish(cursor.location(), count, time);
    }

    /**
     * Reserves each table's rows for the whole location, projected from the share of its events read so far: growing
     * step by step copied every table about twice over and touched fresh memory each time (most of what the read
     * allocated). Projected again at a doubled count, in case the location's first events are unlike the rest.
     */
    private void reserveProjected(long read) {
        calls.reserve(projected(calls.size(), read));
        sends.reserve(projected(sends.size(), read));
        receives.reserve(projected(receives.size(), read));
        collectives.reserve(projected(collectives.size(), read));
        rma.reserve(projected(rma.size(), read));
        if (mpiActivity != null) {
            mpiActivity.reserve(projected(mpiActivity.size(), read));
        }
        if (timeline != null) {
            timeline.reserve(projected(timeline.size(), read));
        }
        nextProjection = read * 2 <= events / 2 ? read * 2 : Long.MAX_VALUE;
    }

    private int projected(int rows, long read) {
        return (int) Math.min(Integer.MAX_VALUE - 8, rows * events / read);
    }

    private void enter(int region, int callSite, long time) {
        if (region < 0 || region >= regionCount) {
            // Skipped, and so is its exit (see exit): the stack stays consistent for the rest of the location.
            problems.record(TraceProblem.BAD_REFERENCE);
            return;
        }
        int parent = depth == 0 ? LocalCallTree.NO_PARENT : frameCallPath[depth - 1];
        int callPath = tree.child(parent, region, callSite);
        if (callPath == exclusive.length) {
            exclusive = Arrays.copyOf(exclusive, callPath * 2);
            visits = Arrays.copyOf(visits, callPath * 2);
        }
        visits[callPath]++;
        if (mpiActivity != null && mpiCalls.isMpi(region) && mpiDepth++ == 0) {
            mpiActivity.entered(time);
        }
        if (depth == frameCallPath.length) {
            growStack();
        }
        frameCallPath[depth] = callPath;
        frameRegion[depth] = region;
        frameEnter[depth] = time;
        frameCall[depth] = NO_CALL;
        depth++;
        if (timeline != null) {
            timeline.changed(time, callPath);
        }
    }

    /** Leaves the innermost region; a mismatching region id is one nesting problem, and we leave it anyway. */
    private void exit(int region, long time) {
        if (region < 0 || region >= regionCount) {
            problems.record(TraceProblem.BAD_REFERENCE);
            return;
        }
        if (depth == 0) {
            problems.record(TraceProblem.NESTING);
            return;
        }
        if (frameRegion[depth - 1] != region) {
            problems.record(TraceProblem.NESTING);
        }
        pop(time);
    }

    private void pop(long time) {
        depth--;
        if (timeline != null) {
            timeline.changed(time, depth > 0 ? frameCallPath[depth - 1] : CallPathTimeline.NONE);
        }
        long duration = time - frameEnter[depth];
        exclusive[frameCallPath[depth]] += duration;
        if (depth > 0) {
            exclusive[frameCallPath[depth - 1]] -= duration;
        }
        if (frameCall[depth] != NO_CALL) {
            calls.leave(frameCall[depth], time);
        }
        int region = frameRegion[depth];
        if (mpiActivity != null && mpiCalls.isMpi(region) && --mpiDepth == 0) {
            mpiActivity.left(time);
        }
        if (init == null && mpiCalls.isInit(region)) {
            init = new CallSpan(frameEnter[depth], time, frameCallPath[depth]);
        } else if (finalize == null && mpiCalls.isFinalize(region)) {
            finalize = new CallSpan(frameEnter[depth], time, frameCallPath[depth]);
        }
    }

    private void collectiveExit(EventCursor e, long time) {
        if (depth == 0 || e.region() < 0 || e.region() >= regionCount) {
            exit(e.region(), time);
            return;
        }
        int callPath = frameCallPath[depth - 1];
        int region = frameRegion[depth - 1];
        long begin = frameEnter[depth - 1];
        exit(e.region(), time);
        int comm = e.comm();
        if (comm < 0 || comm >= commCount) {
            problems.record(TraceProblem.BAD_REFERENCE);
            return;
        }
        collectives.add(begin, time, callPath, region, comm, e.partner(), e.bytes(), e.recvBytes(),
                collectivesPerComm[comm]++);
    }

    /** Before the exit of a one-sided synchronisation or window call: its row, with window, group and flags. */
    private void rmaCall(EventCursor e, int type, long time) {
        int region = e.region();
        if (depth == 0 || region < 0 || region >= regionCount || frameRegion[depth - 1] != region) {
            return; // exit() counts the problem
        }
        RmaRecord kind = mpiCalls.rmaCall(region);
        if (kind == null) {
            return;
        }
        boolean windowExit = type == WINEXIT || type == WINCOLLEXIT;
        if (!windowExit && kind != RmaRecord.PASSIVE_SYNC) {
            problems.record(TraceProblem.RMA_MISMATCH); // a window call without its window cannot be matched
            return;
        }
        int window = windowExit ? e.window() : Event.NONE;
        if (windowExit && (window < 0 || window >= windowCount)) {
            problems.record(TraceProblem.BAD_REFERENCE);
            return;
        }
        rma.add(kind, currentCall(), window, type == WINEXIT ? e.comm() : Event.NONE, 0, e.flags(), time);
    }

    private void rmaTransfer(EventCursor e, RmaRecord kind, long time) {
        if (!validRma(e.window(), e.partner(), false)) {
            return;
        }
        int call = currentCall();
        if (call != NO_CALL) {
            rma.add(kind, call, e.window(), e.partner(), e.bytes(), e.flags(), time);
        }
    }

    private void lock(EventCursor e, RmaRecord kind, long time) {
        boolean all = EventFlags.has(e.flags(), EventFlags.LOCK_ALL);
        if (!validRma(e.window(), e.partner(), all)) {
            return;
        }
        int call = currentCall();
        if (call != NO_CALL) {
            rma.add(kind, call, e.window(), e.partner(), 0, e.flags(), time);
        }
    }

    private boolean validRma(int window, int partner, boolean partnerOptional) {
        boolean partnerOk = partner >= 0 && partner < locationCount || partnerOptional && partner == Event.NONE;
        if (window < 0 || window >= windowCount || !partnerOk) {
            problems.record(TraceProblem.BAD_REFERENCE);
            return false;
        }
        return true;
    }

    private void send(EventCursor e, long time) {
        int call = currentCall();
        if (call == NO_CALL) {
            return;
        }
        if (!validMessage(e.comm(), e.partner())) {
            return;
        }
        int flags = e.flags();
        boolean nonBlocking = EventFlags.has(flags, EventFlags.NON_BLOCKING);
        int channel = channels.idOf(e.comm(), e.partner(), e.tag());
        int send = sends.add(time, e.bytes(), call, nonBlocking ? SendTable.NO_CALL : call, channel, flags);
        if (nonBlocking) {
            pendingSends.put(e.request(), send);
        }
    }

    private void receive(EventCursor e, long time) {
        int call = currentCall();
        if (call == NO_CALL) {
            return;
        }
        int postingCall = call;
        if (EventFlags.has(e.flags(), EventFlags.NON_BLOCKING)) {
            calls.countCompletion(call);
            int posted = pendingReceives.remove(e.request());
            if (posted == RequestTable.ABSENT) {
                problems.record(TraceProblem.UNKNOWN_REQUEST);
            } else {
                postingCall = posted;
            }
        }
        if (!validMessage(e.comm(), e.partner())) {
            return;
        }
        int channel = channels.idOf(e.comm(), e.partner(), e.tag());
        // Sends and receives share the channel table, so sends may have created ids this list has not seen.
        while (channelReceiveCounts.size() <= channel) {
            channelReceiveCounts.add(0);
        }
        int sequence = channelReceiveCounts.get(channel);
        channelReceiveCounts.set(channel, sequence + 1);
        receives.add(time, call, postingCall, channel, sequence);
    }

    private void sendComplete(long request) {
        int call = currentCall();
        if (call == NO_CALL) {
            return;
        }
        int send = pendingSends.remove(request);
        if (send == RequestTable.ABSENT) {
            problems.record(TraceProblem.UNKNOWN_REQUEST);
            return;
        }
        sends.complete(send, call);
        calls.countCompletion(call);
    }

    private void receiveRequest(long request) {
        int call = currentCall();
        if (call != NO_CALL) {
            pendingReceives.put(request, call);
        }
    }

    private void cancel(long request) {
        int send = pendingSends.remove(request);
        if (send != RequestTable.ABSENT) {
            sends.cancel(send);
        } else if (pendingReceives.remove(request) == RequestTable.ABSENT) {
            problems.record(TraceProblem.UNKNOWN_REQUEST);
        }
    }

    private boolean validMessage(int comm, int partner) {
        if (comm < 0 || comm >= commCount || partner < 0 || partner >= locationCount) {
            problems.record(TraceProblem.BAD_REFERENCE);
            return false;
        }
        return true;
    }

    /** The call table row of the innermost open region, created on first need; NO_CALL outside any region. */
    private int currentCall() {
        if (depth == 0) {
            problems.record(TraceProblem.OUTSIDE_REGION);
            return NO_CALL;
        }
        int top = depth - 1;
        if (frameCall[top] == NO_CALL) {
            frameCall[top] = calls.add(frameEnter[top], frameCallPath[top]);
        }
        return frameCall[top];
    }

    private void growStack() {
        int n = frameCallPath.length * 2;
        frameCallPath = Arrays.copyOf(frameCallPath, n);
        frameRegion = Arrays.copyOf(frameRegion, n);
        frameEnter = Arrays.copyOf(frameEnter, n);
        frameCall = Arrays.copyOf(frameCall, n);
    }

    private LocationRecords finish(int location, long events, long lastTime) {
        IntColumn[] channelSends = new IntColumn[channels.size()];
        for (int c = 0; c < channelSends.length; c++) {
            channelSends[c] = store.ints();
        }
        for (int s = 0; s < sends.size(); s++) {
            if (!sends.cancelled(s)) {
                channelSends[sends.channel(s)].add(s);
            }
        }
        for (IntColumn list : channelSends) {
            list.trim();
        }
        calls.trim();
        sends.finish();
        receives.finish();
        collectives.trim();
        rma.trim();
        if (timeline != null) {
            timeline.finish(tree.size());
        }
        if (mpiActivity != null) {
            mpiActivity.trim();
        }
        int paths = tree.size();
        LocationProfile profile = new LocationProfile(location, events, lastTime, Arrays.copyOf(exclusive, paths),
                Arrays.copyOf(visits, paths), finalize, timeline);
        return new LocationRecords(profile, tree, calls, sends, receives, collectives, rma, mpiActivity, channels,
                channelSends, init, problems);
    }
}
