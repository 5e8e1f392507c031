package org.fenceline.trace.otf2.conversion;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
 * the targets' conversions), the program's name. None of it needs the regions, so it skips Enter and Leave, most
 * of a trace's records, unread.
 */
final class Lookahead implements Otf2EventHandler {
    /** A lock epoch in raw local ns: request and release. */
    static final class LockEpoch {
        final int win;
        final int remote;
        final boolean exclusive;
        final long request;
        long release = Long.MAX_VALUE;

        LockEpoch(int win, int remote, boolean exclusive, long request) {
            this.win = win;
            this.remote = remote;
            this.exclusive = exclusive;
            this.request = request;
        }
    }

    private final TickClock clock;
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
    public boolean readsRegions() {
        return false;
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
