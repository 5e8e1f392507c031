package org.fenceline.trace.otf2.conversion;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import com.carrotsearch.hppc.LongHashSet;
import com.carrotsearch.hppc.LongIntHashMap;
import com.carrotsearch.hppc.LongObjectHashMap;
import org.fenceline.trace.local.LocalDefinition;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.otf2.Otf2Definitions;
import org.fenceline.trace.otf2.Otf2EventHandler;
import org.fenceline.trace.otf2.Otf2EventKind;

/**
 * Turns one location's OTF2 events into its Fenceline local trace (docs/trace-format.md §12 has the mapping).
 * The records OTF2 writes inside an MPI call decide how the call is left: MpiCollectiveEnd makes the Leave a
 * COLLEXIT, RmaCollectiveEnd a WINCOLLEXIT (window creation, fence, free), RmaGroupSync a WINEXIT (post, start,
 * complete, wait). Definitions (regions, groups, communicators, windows) are written on first use, with OTF2's
 * global ids as local ids, so the merge unifies them across locations. Times are nanoseconds since the archive's
 * global offset on the location's own clock; its clock offsets go into the trace as clock-sync points.
 */
final class LocationConverter implements Otf2EventHandler {
    /** Synchronous sends, which Score-P records as plain MpiSend/MpiIsend. */
    private static final Pattern SYNCHRONOUS_SEND = Pattern.compile("MPI_I?ssend(_init)?");

    private static final int WINDOW_MEMORY = 2;

    private final LocalTraceWriter out;
    private final int location;
    private final Otf2Definitions defs;
    private final ArchiveLayout layout;
    private final TickClock clock;
    private final LongIntHashMap irecvComms;
    private final Lookahead ahead;
    /** The blocking lock calls, inside which Open MPI waits for the grant. */
    private static final Pattern WIN_LOCK = Pattern.compile("MPI_Win_lock(_all)?");

    /** This origin's requests that another origin's lock held past their request. */
    private final LockGrants.Held heldLocks;
    /** LOCK_ACQUIREDs waiting for their time: raw ns, window, target, flags. */
    private final List<long[]> timedGrants = new ArrayList<>();
    private final int flushRegion;
    private final int measurementOffRegion;
    /** Region for a program without an ARTIFICIAL program region of its own in the definitions. */
    private final int syntheticProgramRegion;
    private final SkippedRecords skipped;
    private final BitSet definedRegions = new BitSet();
    private final BitSet definedGroups = new BitSet();
    private final BitSet definedComms = new BitSet();
    private final BitSet definedWindows = new BitSet();
    private final BitSet sendRegionsKnown = new BitSet();
    private final BitSet synchronousSendRegions = new BitSet();
    private final Map<Integer, int[]> rankTables = new HashMap<>();
    /** Communicator ranks of window transfers, as locations. */
    private final WindowTargets windowTargets;
    /** The window of the last transfer whose communicator is defined here (-1: none yet). */
    private int lastWindow = -1;
    private final FrameStack stack = new FrameStack();
    /** Lock kind (EXCLUSIVE flag) of the locks this location requested, by (window, remote rank). */
    private final LongIntHashMap lockFlags = new LongIntHashMap();
    /** Non-blocking requests imported so far (a cancel of any other request has nothing to refer to). */
    private final LongHashSet requests = new LongHashSet();
    /** Transfers whose end is recorded later (RmaOpCompleteRemote / RmaOpComplete*), by (window, matching id). */
    private final LongObjectHashMap<long[]> pendingEnds = new LongObjectHashMap<>();
    private final UsedRmaIds usedRmaIds = new UsedRmaIds();
    private long rmaIds;
    private boolean measurementOff;
    private long unmatchedIrecvRequests;

    /**
     * The RMA ids given to this location's transfers so far. OTF2 writers number a location's operations from 0 up
     * (Score-P, the OTF2 library's examples, Fenceline's export), so ids below {@link #DENSE} are bits (a hash set of
     * 640,000 ids per location, one cache miss per insertion, was a tenth of the conversion); others go to a set.
     */
    private static final class UsedRmaIds {
        private static final long DENSE = 1L << 26;
        private final BitSet dense = new BitSet();
        private final LongHashSet sparse = new LongHashSet();

        /** Marks {@code id} used; false if it was. */
        boolean add(long id) {
            if (id < 0 || id >= DENSE) {
                return sparse.add(id);
            }
            if (dense.get((int) id)) {
                return false;
            }
            dense.set((int) id);
            return true;
        }
    }

    /** A lock requested inside a blocking lock call: granted when the call returns, or later. */
    private record PendingGrant(int win, int remote, int target, int flags, long requestNs) {
    }

    /** How the innermost open region will be left, as the records inside it say. */
    private static final class Frame {
        int region;
        EventType exit = EventType.EXIT;
        int comm = Event.NONE;
        int window = Event.NONE;
        int group = Event.NONE;
        int root = Event.NONE;
        long sent;
        long received;
        boolean closesEpoch;
        /**
         * Locks requested in this call, granted when it returns (LOCK_ACQUIRED before its exit) unless another origin
         * held them longer. Created on the first such lock: a frame is allocated for every Enter, and few calls
         * request locks.
         */
        List<PendingGrant> pendingGrants = List.of();

        void pendingGrant(PendingGrant grant) {
            if (pendingGrants.isEmpty()) {
                pendingGrants = new ArrayList<>(1);
            }
            pendingGrants.add(grant);
        }

        Frame(int region) {
            this.region = region;
        }

        /** As new, for the region entered at this frame's depth. */
        Frame reset(int newRegion) {
            region = newRegion;
            exit = EventType.EXIT;
            comm = Event.NONE;
            window = Event.NONE;
            group = Event.NONE;
            root = Event.NONE;
            sent = 0;
            received = 0;
            closesEpoch = false;
            pendingGrants = List.of();
            return this;
        }
    }

    /**
     * The open regions' frames. Every Enter opens one (millions per location), so the frame objects of each depth
     * are reused; a popped frame is valid until the next push.
     */
    private static final class FrameStack {
        private Frame[] frames = new Frame[16];
        private int depth;

        void push(int region) {
            if (depth == frames.length) {
                frames = Arrays.copyOf(frames, 2 * depth);
            }
            Frame f = frames[depth];
            frames[depth++] = f == null ? new Frame(region) : f.reset(region);
        }

        Frame pop() {
            return frames[--depth];
        }

        /** The innermost frame; null if none is open. */
        Frame peek() {
            return depth == 0 ? null : frames[depth - 1];
        }

        boolean isEmpty() {
            return depth == 0;
        }

        int size() {
            return depth;
        }
    }

    /** Ends of other origins' Puts at this location, by time: end ns, window, origin, bytes, RMA id, flags. */
    private final List<long[]> placedPutEnds;
    private int nextPlacedPutEnd;
    /**
     * The end time of the next of them, {@link Long#MAX_VALUE} after the last: compared for every record, where
     * looking it up in its array each time was 3 % of an import's CPU.
     */
    private long nextPutEnd;
    private final int putEndAttribute;
    /** Whether the record being converted carries {@link PutEndAttribute}. */
    private boolean carriesPutEnd;

    LocationConverter(LocalTraceWriter out, int location, Otf2Definitions defs, ArchiveLayout layout, TickClock clock,
            Lookahead ahead, LockGrants.Held heldLocks, List<long[]> placedPutEnds, int flushRegion,
            int measurementOffRegion, int syntheticProgramRegion, SkippedRecords skipped) {
        this.out = out;
        this.location = location;
        this.defs = defs;
        this.layout = layout;
        this.windowTargets = new WindowTargets(defs, layout);
        this.clock = clock;
        this.irecvComms = ahead.irecvComms;
        this.ahead = ahead;
        this.heldLocks = heldLocks;
        this.flushRegion = flushRegion;
        this.measurementOffRegion = measurementOffRegion;
        this.syntheticProgramRegion = syntheticProgramRegion;
        this.skipped = skipped;
        this.placedPutEnds = placedPutEnds;
        this.nextPutEnd = placedPutEnds.isEmpty() ? Long.MAX_VALUE : placedPutEnds.get(0)[0];
        this.putEndAttribute = defs.attribute(PutEndAttribute.NAME);
        definedRegions.set(flushRegion);
    }

    /**
     * Non-blocking receive requests whose MpiIrecv (with the communicator) never came, e.g. cancelled ones: not
     * imported, nor their cancellation (OTF2's MpiIrecvRequest does not name the communicator).
     */
    long unmatchedIrecvRequests() {
        return unmatchedIrecvRequests;
    }

    /** Before each record: the inferred grants, and the ends of other origins' Puts here, that happened before it. */
    @Override
    public void next(long time) {
        carriesPutEnd = false;
        if (timedGrants.isEmpty() && nextPutEnd == Long.MAX_VALUE) {
            return;
        }
        long ns = clock.ns(time);
        if (!timedGrants.isEmpty()) {
            grantsBefore(ns);
        }
        if (nextPutEnd < ns) {
            placedPutEndsBefore(ns);
        }
    }

    /**
     * The LOCK_ACQUIRED of each lock granted before {@code ns}, in the order the grants were timed. A loop rather
     * than removeIf with a lambda: this runs for every record while Put ends are pending, and the quick compiler
     * allocated the capturing lambda through a method handle each time (4 % of an import's CPU).
     */
    private void grantsBefore(long ns) {
        int kept = 0;
        for (int i = 0; i < timedGrants.size(); i++) {
            long[] g = timedGrants.get(i);
            if (g[0] < ns) {
                out.lock(g[0], EventType.LOCK_ACQUIRED, (int) g[1], (int) g[2], (int) g[3]);
            } else {
                timedGrants.set(kept++, g);
            }
        }
        timedGrants.subList(kept, timedGrants.size()).clear();
    }

    @Override
    public void attribute(int attribute, long value) {
        carriesPutEnd |= attribute == putEndAttribute;
    }

    /**
     * The PUT_1TE of each Put of another origin whose end here the archive carries ({@link PutEndAttribute}) and
     * that ended before {@code ns}: recorded by this location as its own, at that time, which the merge keeps.
     */
    private void placedPutEndsBefore(long ns) {
        while (nextPutEnd < ns) {
            long[] e = placedPutEnds.get(nextPlacedPutEnd++);
            nextPutEnd = nextPlacedPutEnd < placedPutEnds.size() ? placedPutEnds.get(nextPlacedPutEnd)[0]
                    : Long.MAX_VALUE;
            if (window((int) e[1])) {
                out.rma(e[0], EventType.PUT_1TE, (int) e[1], (int) e[2], e[3], e[4], (int) e[5]);
            }
        }
    }

    /** After the location's last record: the Put ends here that remain. */
    void finish() {
        placedPutEndsBefore(Long.MAX_VALUE);
    }

    // ---- regions ------------------------------------------------------------------------------------------

    @Override
    public void enter(long time, int region) {
        region(region);
        out.enter(clock.ns(time), region, Event.NONE);
        stack.push(region);
    }

    @Override
    public void leave(long time, int region) {
        long ns = clock.ns(time);
        Frame f = stack.isEmpty() ? new Frame(region) : stack.pop();
        if (!f.pendingGrants.isEmpty()) {
            for (PendingGrant g : f.pendingGrants) {
                grant(g.win(), g.remote(), g.target(), g.flags(), g.requestNs(), ns, ns - 1);
            }
        }
        region(region);
        switch (f.exit) {
            case COLLEXIT -> out.collExit(ns, region, f.comm, f.root, f.sent, f.received);
            case WINCOLLEXIT -> out.winCollExit(ns, region, f.window);
            case WINEXIT -> out.winExit(ns, region, f.window, f.group, f.closesEpoch);
            default -> out.exit(ns, region);
        }
    }

    /**
     * CallingContextEnter/Leave: Enter/Leave of the context's region, as OTF2's reader emulates them (the full
     * calling context is not kept: Fenceline builds call paths from the nesting).
     */
    @Override
    public void callingContextEnter(long time, int callingContext, int unwindDistance) {
        Otf2Definitions.CallingContext c = defs.callingContexts().get(callingContext);
        if (c == null) {
            skipped.add(Otf2EventKind.CALLING_CONTEXT_ENTER, 0);
            return;
        }
        enter(time, c.region());
    }

    @Override
    public void callingContextLeave(long time, int callingContext) {
        Otf2Definitions.CallingContext c = defs.callingContexts().get(callingContext);
        if (c == null) {
            skipped.add(Otf2EventKind.CALLING_CONTEXT_LEAVE, 0);
            return;
        }
        leave(time, c.region());
    }

    /**
     * ProgramBegin/ProgramEnd (OTF2 2.1+) span the whole process, outside main: entered as the program's region
     * (Score-P's ARTIFICIAL region named after the executable), the root of every call path, as in Scalasca.
     */
    @Override
    public void programBegin(long time, int programName) {
        String program = defs.strings().getOrDefault(programName, "");
        int region = defs.regions().values().stream()
                .filter(r -> r.role() == RegionClassification.ROLE_ARTIFICIAL && r.canonicalName().equals(program))
                .mapToInt(Otf2Definitions.Region::id).min().orElse(syntheticProgramRegion);
        if (region == syntheticProgramRegion && !definedRegions.get(region)) {
            definedRegions.set(region);
            out.defineRegion(region, program.isEmpty() ? "program" : program, "", 0,
                    Paradigm.USER, RegionRole.FUNCTION);
        }
        enter(time, region);
    }

    @Override
    public void programEnd(long time) {
        // The program region is the outermost one; regions still open are left by the merge's synthetic exits.
        if (stack.size() == 1) {
            leave(time, stack.peek().region);
        }
    }

    @Override
    public void bufferFlush(long time, long stopTime) {
        out.enter(clock.ns(time), flushRegion, Event.NONE);
        out.exit(clock.ns(stopTime), flushRegion);
    }

    @Override
    public void measurementOnOff(long time, boolean on) {
        if (on == !measurementOff) {
            return;
        }
        measurementOff = !on;
        region(measurementOffRegion);
        if (on) {
            out.exit(clock.ns(time), measurementOffRegion);
        } else {
            out.enter(clock.ns(time), measurementOffRegion, Event.NONE);
        }
    }

    // ---- point-to-point -----------------------------------------------------------------------------------

    @Override
    public void mpiSend(long time, int receiver, int comm, int tag, long bytes, long request) {
        int dest = rankToLocation(comm, receiver);
        if (dest == Event.NONE) {
            skipped.add(request < 0 ? Otf2EventKind.MPI_SEND : Otf2EventKind.MPI_ISEND, 0);
            return;
        }
        int flags = request >= 0 ? EventFlags.NON_BLOCKING : 0;
        if (!stack.isEmpty() && synchronousSend(stack.peek().region)) {
            flags |= EventFlags.SYNCHRONOUS;
        }
        if (request >= 0) {
            requests.add(request);
        }
        out.send(clock.ns(time), comm, dest, tag, bytes, Math.max(request, 0), flags);
    }

    @Override
    public void mpiIsendComplete(long time, long request) {
        out.sendComplete(clock.ns(time), request);
    }

    @Override
    public void mpiIrecvRequest(long time, long request) {
        if (!irecvComms.containsKey(request) || !comm(irecvComms.get(request))) {
            unmatchedIrecvRequests++;
            return;
        }
        requests.add(request);
        out.recvRequest(clock.ns(time), irecvComms.get(request), Event.NONE, Event.NONE, request);
    }

    @Override
    public void mpiRecv(long time, int sender, int comm, int tag, long bytes, long request) {
        int source = rankToLocation(comm, sender);
        if (source == Event.NONE) {
            skipped.add(request < 0 ? Otf2EventKind.MPI_RECV : Otf2EventKind.MPI_IRECV, 0);
            return;
        }
        out.recv(clock.ns(time), comm, source, tag, bytes, Math.max(request, 0),
                request >= 0 ? EventFlags.NON_BLOCKING : 0);
    }

    @Override
    public void mpiRequestCancelled(long time, long request) {
        if (requests.contains(request)) {
            out.requestCancelled(clock.ns(time), request);
        }
    }

    // ---- collectives --------------------------------------------------------------------------------------

    @Override
    public void mpiCollectiveEnd(long time, int op, int comm, int root, long sent, long received) {
        if (stack.isEmpty() || !comm(comm)) {
            skipped.add(Otf2EventKind.MPI_COLLECTIVE_END, 0);
            return;
        }
        Frame f = stack.peek();
        f.exit = EventType.COLLEXIT;
        f.comm = comm;
        f.root = root == -1 ? Event.NONE : rankToLocation(comm, root);
        f.sent = sent;
        f.received = received;
    }

    // ---- one-sided ----------------------------------------------------------------------------------------

    @Override
    public void rmaWinCreate(long time, int win) {
        window(win);
    }

    @Override
    public void rmaCollectiveEnd(long time, int op, int syncLevel, int win, int root, long sent, long received) {
        if (stack.isEmpty() || !window(win)) {
            skipped.add(Otf2EventKind.RMA_COLLECTIVE_END, 0);
            return;
        }
        Frame f = stack.peek();
        f.exit = EventType.WINCOLLEXIT;
        f.window = win;
    }

    @Override
    public void rmaGroupSync(long time, int syncLevel, int win, int group) {
        if (stack.isEmpty() || !window(win) || !group(group)) {
            skipped.add(Otf2EventKind.RMA_GROUP_SYNC, 0);
            return;
        }
        Frame f = stack.peek();
        f.exit = EventType.WINEXIT;
        f.window = win;
        f.group = group;
        f.closesEpoch = (syncLevel & WINDOW_MEMORY) != 0;
    }

    @Override
    public void rmaLock(long time, Otf2EventKind kind, int win, int remote, long lockId, boolean exclusive) {
        if (kind == Otf2EventKind.RMA_TRY_LOCK) {
            skipped.add(kind, kind.id());
            return;
        }
        int target = remote == -1 ? Event.NONE : windowRankToLocation(win, remote);
        if (!window(win) || remote != -1 && target == Event.NONE) {
            skipped.add(kind, kind.id());
            return;
        }
        int flags = (exclusive ? EventFlags.LOCK_EXCLUSIVE : 0) | (remote == -1 ? EventFlags.LOCK_ALL : 0);
        long ns = clock.ns(time);
        if (kind == Otf2EventKind.RMA_ACQUIRE_LOCK) {
            // Recorded by the measurement (SHMEM, Kokkos): the real grant; none is inferred at this location.
            out.lock(ns, EventType.LOCK_ACQUIRED, win, target, flags);
            return;
        }
        lockFlags.put(lockKey(win, remote), flags);
        out.lock(ns, EventType.LOCK_REQUEST, win, target, flags);
        if (ahead.acquiresRecorded) {
            return;
        }
        Frame f = stack.peek();
        if (f != null && WIN_LOCK.matcher(regionName(f.region)).matches()) {
            // Score-P never records the grant. Open MPI returns from MPI_Win_lock only once the lock is held:
            // the grant is taken as the end of the blocking lock call.
            f.pendingGrant(new PendingGrant(win, remote, target, flags, ns));
        } else {
            grant(win, remote, target, flags, ns, ns, ns);
        }
    }

    /**
     * The inferred grant of the lock requested at {@code requestNs}, whose lock call ended at {@code callEndNs}:
     * at {@code grantNs}, or at the release of another origin's lock that held it longer (before the next record
     * after that release).
     */
    private void grant(int win, int remote, int target, int flags, long requestNs, long callEndNs, long grantNs) {
        long later = heldLocks.grantAfter(new LockGrants.Request(win, remote, requestNs), callEndNs);
        if (later >= 0) {
            timedGrants.add(new long[] {later, win, target, flags});
        } else {
            out.lock(grantNs, EventType.LOCK_ACQUIRED, win, target, flags);
        }
    }

    @Override
    public void rmaReleaseLock(long time, int win, int remote, long lockId) {
        int target = remote == -1 ? Event.NONE : windowRankToLocation(win, remote);
        if (!window(win) || remote != -1 && target == Event.NONE) {
            skipped.add(Otf2EventKind.RMA_RELEASE_LOCK, 0);
            return;
        }
        for (long[] g : timedGrants) {
            if (g[1] == win && g[2] == target) {
                out.lock(g[0], EventType.LOCK_ACQUIRED, win, target, (int) g[3]);
            }
        }
        timedGrants.removeIf(g -> g[1] == win && g[2] == target);
        long key = lockKey(win, remote);
        int f = lockFlags.containsKey(key) ? lockFlags.remove(key) : remote == -1 ? EventFlags.LOCK_ALL : 0;
        out.lock(clock.ns(time), EventType.LOCK_RELEASE, win, target, f);
    }

    /**
     * RmaPut: PUT_1TS, and PUT_1TE_REMOTE where the origin learnt of the remote completion (RmaOpCompleteRemote,
     * written by Score-P at unlock/flush and by Fenceline's export at the target's transfer end), else at once.
     * RmaGet: GET_1TS_REMOTE, and GET_1TE at the Get's completion record (RmaOpCompleteBlocking/NonBlocking), else
     * at once. The RMA id is OTF2's matching id, unless the location used it already.
     */
    @Override
    public void rmaTransfer(long time, Otf2EventKind kind, int win, int remote, long bytes, long matchingId) {
        int target = windowRankToLocation(win, remote);
        if (!window(win) || target == Event.NONE) {
            skipped.add(kind, kind.id());
            return;
        }
        boolean put = kind == Otf2EventKind.RMA_PUT;
        transfer(time, put, win, target, bytes, matchingId, 0);
    }

    @Override
    public void rmaAtomic(long time, int win, int remote, int type, long sent, long received, long matchingId) {
        int target = windowRankToLocation(win, remote);
        if (!window(win) || target == Event.NONE) {
            skipped.add(Otf2EventKind.RMA_ATOMIC, 0);
            return;
        }
        transfer(time, true, win, target, sent, matchingId, atomicFlags(type));
    }

    /** The flags of an RmaAtomic's transfer records: OTF2 type 0 is ACCUMULATE (no MPI_Op), the others fetch. */
    static int atomicFlags(int otf2AtomicType) {
        return otf2AtomicType == 0 ? EventFlags.ACCUMULATE : EventFlags.ATOMIC;
    }

    private void transfer(long time, boolean put, int win, int target, long bytes, long matchingId, int flags) {
        long ns = clock.ns(time);
        long id = matchingId >= 0 && usedRmaIds.add(matchingId) ? matchingId : freshRmaId();
        long key = lockKey(win, (int) matchingId);
        boolean later = put ? ahead.remoteCompletions.contains(key) : ahead.localCompletions.contains(key);
        out.rma(ns, put ? EventType.PUT_1TS : EventType.GET_1TS_REMOTE, win, target, bytes, id, flags);
        if (put && carriesPutEnd) {
            return;   // the target's conversion records its end (placedPutEnds)
        }
        if (later) {
            pendingEnds.put(key, new long[] {put ? 1 : 0, win, target, bytes, id, flags});
        } else {
            out.rma(ns, put ? EventType.PUT_1TE_REMOTE : EventType.GET_1TE, win, target, bytes, id, flags);
        }
    }

    private long freshRmaId() {
        do {
            rmaIds++;
        } while (!usedRmaIds.add(rmaIds));
        return rmaIds;
    }

    @Override
    public void rmaOpComplete(long time, Otf2EventKind kind, int win, long matchingId) {
        long key = lockKey(win, (int) matchingId);
        long[] p = pendingEnds.get(key);
        if (p == null || (p[0] == 1) != (kind == Otf2EventKind.RMA_OP_COMPLETE_REMOTE)) {
            return;
        }
        pendingEnds.remove(key);
        out.rma(clock.ns(time), p[0] == 1 ? EventType.PUT_1TE_REMOTE : EventType.GET_1TE, (int) p[1], (int) p[2],
                p[3], p[4], (int) p[5]);
    }

    @Override
    public void skipped(long time, Otf2EventKind kind, int recordId) {
        skipped.add(kind, recordId);
    }

    // ---- definitions on first use -------------------------------------------------------------------------

    private void region(int id) {
        if (definedRegions.get(id)) {
            return;
        }
        definedRegions.set(id);
        Otf2Definitions.Region r = defs.regions().get(id);
        if (id == measurementOffRegion && r == null) {
            out.defineRegion(id, RegionClassification.MEASUREMENT_OFF, "", 0,
                    Paradigm.MEASUREMENT, RegionRole.BUFFER_FLUSH);
            return;
        }
        if (r == null) {
            out.defineRegion(id, "region " + id, "", 0, Paradigm.USER,
                    RegionRole.FUNCTION);
            return;
        }
        RegionClassification.Classified c = RegionClassification.of(r);
        out.defineRegion(id, r.name(), r.file(), r.beginLine(), c.paradigm(), c.role());
    }

    /** Whether the region is a synchronous send call; decided once per region (a trace has millions of sends). */
    private boolean synchronousSend(int region) {
        if (region < 0) {
            return false;
        }
        if (!sendRegionsKnown.get(region)) {
            sendRegionsKnown.set(region);
            if (SYNCHRONOUS_SEND.matcher(regionName(region)).matches()) {
                synchronousSendRegions.set(region);
            }
        }
        return synchronousSendRegions.get(region);
    }

    private String regionName(int id) {
        Otf2Definitions.Region r = defs.regions().get(id);
        return r == null ? "" : r.name();
    }

    /** Defines the group if needed; false if it is not an MPI group of imported locations. */
    private boolean group(int id) {
        if (id < 0) {
            return false;
        }
        if (definedGroups.get(id)) {
            return true;
        }
        int[] members = layout.members(id, location);
        if (members == null) {
            return false;
        }
        definedGroups.set(id);
        out.defineGroup(id, members);
        return true;
    }

    private boolean comm(int id) {
        if (id < 0) {
            return false;
        }
        if (definedComms.get(id)) {
            return true;
        }
        Otf2Definitions.Comm c = defs.comms().get(id);
        if (c == null || !group(c.group())) {
            return false;
        }
        definedComms.set(id);
        // A self communicator has one key per location: its members differ.
        long key = layout.isSelfGroup(c.group()) ? ((long) (location + 1) << 32) | id : id;
        out.defineCommunicator(id, key, c.name(), c.group());
        return true;
    }

    /** Defines a Cartesian topology of the archive (after its communicator, if that is new here). */
    void cartTopology(LocalDefinition.CartTopology t) {
        if (comm(t.communicator())) {
            out.defineCartTopology(t);
        }
    }

    private boolean window(int id) {
        if (id < 0) {
            return false;
        }
        if (definedWindows.get(id)) {
            return true;
        }
        Otf2Definitions.RmaWin w = defs.windows().get(id);
        if (w == null || !comm(w.comm())) {
            return false;
        }
        definedWindows.set(id);
        out.defineWindow(id, id, w.name(), w.comm());
        return true;
    }

    private int rankToLocation(int comm, int rank) {
        if (!comm(comm)) {
            return Event.NONE;
        }
        int[] table = rankTables.computeIfAbsent(comm, c -> layout.members(defs.comms().get(c).group(), location));
        return rank >= 0 && rank < table.length ? table[rank] : Event.NONE;
    }

    private int windowRankToLocation(int win, int rank) {
        // The window's communicator is defined here at its first use; nearly every transfer of a run is on the
        // window of the one before, which needs no look-up.
        if (win != lastWindow) {
            Otf2Definitions.RmaWin w = defs.windows().get(win);
            if (w == null || !comm(w.comm())) {
                return Event.NONE;
            }
            lastWindow = win;
        }
        return windowTargets.location(location, win, rank);
    }

    private static long lockKey(int win, int remote) {
        return ((long) win << 32) | (remote & 0xFFFFFFFFL);
    }
}
