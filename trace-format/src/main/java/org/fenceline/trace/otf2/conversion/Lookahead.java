package org.fenceline.trace.otf2.conversion;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import com.carrotsearch.hppc.IntArrayList;
import com.carrotsearch.hppc.LongHashSet;
import com.carrotsearch.hppc.LongIntHashMap;
import org.fenceline.trace.otf2.Otf2Definitions;
import org.fenceline.trace.otf2.Otf2EventHandler;
import org.fenceline.trace.otf2.Otf2EventKind;

/**
 * What the conversion of a location needs to know before it meets it (a first pass over the location's events):
 * the communicator of each non-blocking receive (MpiIrecvRequest does not name it), which transfers have a later
 * completion record, whether the measurement recorded lock grants, the location's lock epochs (for grants inferred
 * from another origin's release, {@link LockGrants}), the Puts whose end at their target the archive carries (for
 * the targets' conversions), the program's name.
 */
final class Lookahead implements Otf2EventHandler {
    /** The blocking lock calls, inside which Open MPI waits for the grant. */
    static final Pattern WIN_LOCK = Pattern.compile("MPI_Win_lock(_all)?");

    /** A lock epoch in raw local ns: request, end of the blocking lock call (else the request), release. */
    static final class LockEpoch {
        final int win;
        final int remote;
        final boolean exclusive;
        final long request;
        long callEnd;
        long release = Long.MAX_VALUE;
        int callDepth = -1;

        LockEpoch(int win, int remote, boolean exclusive, long request) {
            this.win = win;
            this.remote = remote;
            this.exclusive = exclusive;
            this.request = request;
            this.callEnd = request;
        }
    }

    private final Otf2Definitions defs;
    private final TickClock clock;
    /** The open regions' ids, innermost last (-1: a calling context without region). */
    private final IntArrayList stack = new IntArrayList();
    private final Map<Long, LockEpoch> openLocks = new HashMap<>();
    final List<LockEpoch> lockEpochs = new ArrayList<>();
    final LongIntHashMap irecvComms = new LongIntHashMap();
    /** (window, matching id) of Puts and atomics with an RmaOpCompleteRemote. */
    final LongHashSet remoteCompletions = new LongHashSet();
    /** (window, matching id) of Gets with an RmaOpCompleteBlocking or RmaOpCompleteNonBlocking. */
    final LongHashSet localCompletions = new LongHashSet();
    boolean acquiresRecorded;
    int programName = -1;
    /**
     * Puts and atomics whose end at the target the archive carries ({@link PutEndAttribute}), as the target's
     * conversion takes them ({@link LocationConverter}): the end in ns, window, origin (filled in by the import),
     * bytes, matching id, flags, and the remote rank (for finding the target).
     */
    final List<long[]> placedPutEnds = new ArrayList<>();
    private final int putEndAttribute;
    /** The put end the next record carries, or -1. */
    private long putEnd = -1;

    Lookahead(Otf2Definitions defs, TickClock clock) {
        this.defs = defs;
        this.clock = clock;
        this.putEndAttribute = defs.attribute(PutEndAttribute.NAME);
    }

    @Override
    public void next(long time) {
        putEnd = -1;
    }

    @Override
    public void attribute(int attribute, long value) {
        if (attribute == putEndAttribute) {
            putEnd = value;
        }
    }

    @Override
    public void rmaTransfer(long time, Otf2EventKind kind, int win, int remote, long bytes, long matchingId) {
        if (kind == Otf2EventKind.RMA_PUT && putEnd >= 0) {
            placedPutEnds.add(new long[] {clock.ns(putEnd), win, -1, bytes, matchingId, 0, remote});
        }
    }

    @Override
    public void rmaAtomic(long time, int win, int remote, int type, long sent, long received, long matchingId) {
        if (putEnd >= 0) {
            placedPutEnds.add(new long[] {clock.ns(putEnd), win, -1, sent, matchingId,
                LocationConverter.atomicFlags(type), remote});
        }
    }

    @Override
    public void enter(long time, int region) {
        stack.add(region);
    }

    @Override
    public void leave(long time, int region) {
        if (openLocks.isEmpty()) {
            pop();
            return;
        }
        for (LockEpoch e : openLocks.values()) {
            if (e.callDepth == stack.size()) {
                e.callEnd = clock.ns(time);
                e.callDepth = -1;
            }
        }
        pop();
    }

    /** Leaves the innermost open region, if any (an unmatched Leave leaves nothing). */
    private void pop() {
        if (!stack.isEmpty()) {
            // Not removeAt(size - 1): that copies the (empty) tail with System.arraycopy, on every Leave.
            stack.removeLast();
        }
    }

    @Override
    public void callingContextEnter(long time, int callingContext, int unwindDistance) {
        Otf2Definitions.CallingContext c = defs.callingContexts().get(callingContext);
        stack.add(c == null ? -1 : c.region());
    }

    @Override
    public void callingContextLeave(long time, int callingContext) {
        leave(time, -1);
    }

    @Override
    public void rmaReleaseLock(long time, int win, int remote, long lockId) {
        LockEpoch e = openLocks.remove(key(win, remote));
        if (e != null) {
            e.release = clock.ns(time);
        }
    }

    @Override
    public void mpiRecv(long time, int sender, int comm, int tag, long bytes, long request) {
        if (request >= 0) {
            irecvComms.put(request, comm);
        }
    }

    @Override
    public void rmaOpComplete(long time, Otf2EventKind kind, int win, long matchingId) {
        long key = ((long) win << 32) | (matchingId & 0xFFFFFFFFL);
        if (kind == Otf2EventKind.RMA_OP_COMPLETE_REMOTE) {
            remoteCompletions.add(key);
        } else if (kind != Otf2EventKind.RMA_OP_TEST) {
            localCompletions.add(key);
        }
    }

    @Override
    public void rmaLock(long time, Otf2EventKind kind, int win, int remote, long lockId, boolean exclusive) {
        acquiresRecorded |= kind == Otf2EventKind.RMA_ACQUIRE_LOCK;
        if (kind == Otf2EventKind.RMA_REQUEST_LOCK) {
            LockEpoch e = new LockEpoch(win, remote, exclusive, clock.ns(time));
            Otf2Definitions.Region r = stack.isEmpty() ? null : defs.regions().get(stack.get(stack.size() - 1));
            if (r != null && WIN_LOCK.matcher(r.name()).matches()) {
                e.callDepth = stack.size();
            }
            openLocks.put(key(win, remote), e);
            lockEpochs.add(e);
        }
    }

    private static long key(int win, int remote) {
        return ((long) win << 32) | (remote & 0xFFFFFFFFL);
    }

    @Override
    public void programBegin(long time, int name) {
        programName = name;
    }
}
