package org.fenceline.trace.otf2.conversion;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.fenceline.trace.otf2.Otf2EventHandler;
import org.fenceline.trace.otf2.Otf2EventKind;

/**
 * What the conversion of a location needs to know before it meets it (a first pass over the location's events):
 * the communicator of each non-blocking receive (MpiIrecvRequest does not name it), which transfers have a later
 * completion record, whether the measurement recorded lock grants, the program's name.
 */
final class Lookahead implements Otf2EventHandler {
    final Map<Long, Integer> irecvComms = new HashMap<>();
    /** (window, matching id) of Puts and atomics with an RmaOpCompleteRemote. */
    final Set<Long> remoteCompletions = new HashSet<>();
    /** (window, matching id) of Gets with an RmaOpCompleteBlocking or RmaOpCompleteNonBlocking. */
    final Set<Long> localCompletions = new HashSet<>();
    boolean acquiresRecorded;
    int programName = -1;

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
    }

    @Override
    public void programBegin(long time, int name) {
        programName = name;
    }
}
