package org.fenceline.trace.otf2.conversion;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.fenceline.trace.merge.ClockCorrection;

/**
 * Lock grants Score-P does not record, inferred across locations. A request's grant is the end of its blocking
 * MPI_Win_lock (Open MPI returns only holding the lock), or later: the release of a conflicting lock (same window
 * and target, one of them exclusive) that another origin requested earlier and still held then, as with an MPI
 * whose MPI_Win_lock returns at once and grants at the first operation (lazy locks). Requests are assumed to be
 * granted in the order they were made (first come, first served). Lock_all epochs take part with no target and
 * are not delayed by others. Times are compared on the corrected clock (the locations' clock offsets applied).
 */
final class LockGrants {
    /** The request of a lock epoch, on its location's raw clock. */
    record Request(int win, int remote, long requestNs) {
    }

    private LockGrants() {
    }

    /**
     * @param targets  for each location, the target location of (window, remote rank), or -1
     * @return for each location, the grants later than the end of the lock call: raw local ns by request
     */
    static List<Map<Request, Long>> infer(List<Lookahead> locations, List<ClockCorrection> clocks, Targets targets) {
        record Epoch(int origin, int target, int win, boolean exclusive, long request, long callEnd, long release,
                     Lookahead.LockEpoch source) {
        }
        Map<Long, List<Epoch>> byWindowTarget = new HashMap<>();
        for (int loc = 0; loc < locations.size(); loc++) {
            ClockCorrection c = clocks.get(loc);
            for (Lookahead.LockEpoch e : locations.get(loc).lockEpochs) {
                int target = e.remote == -1 ? -1 : targets.location(loc, e.win, e.remote);
                if (target < 0) {
                    continue;
                }
                Epoch epoch = new Epoch(loc, target, e.win, e.exclusive, c.correct(e.request), c.correct(e.callEnd),
                        e.release == Long.MAX_VALUE ? Long.MAX_VALUE : c.correct(e.release), e);
                byWindowTarget.computeIfAbsent(((long) e.win << 32) | target, k -> new ArrayList<>()).add(epoch);
            }
        }
        List<Map<Request, Long>> grants = new ArrayList<>();
        for (int i = 0; i < locations.size(); i++) {
            grants.add(new HashMap<>());
        }
        for (List<Epoch> epochs : byWindowTarget.values()) {
            for (Epoch r : epochs) {
                long grant = r.callEnd();
                for (Epoch h : epochs) {
                    boolean conflict = h.origin() != r.origin() && (h.exclusive() || r.exclusive());
                    if (conflict && h.request() < r.request() && h.release() > r.request()
                            && h.release() <= r.release()) {
                        grant = Math.max(grant, h.release());
                    }
                }
                if (grant > r.callEnd()) {
                    Lookahead.LockEpoch s = r.source();
                    grants.get(r.origin()).put(new Request(s.win, s.remote, s.request),
                            clocks.get(r.origin()).raw(grant));
                }
            }
        }
        return grants;
    }

    /** Where a rank of a window's communicator is, seen from a location. */
    @FunctionalInterface
    interface Targets {
        int location(int location, int win, int remote);
    }
}
