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
 * The releases come from every location's look-ahead; the end of the lock call from the origin's own conversion
 * ({@link Held#grantAfter}), so the look-ahead need not follow regions.
 */
final class LockGrants {
    /** The request of a lock epoch, on its location's raw clock. */
    record Request(int win, int remote, long requestNs) {
    }

    private LockGrants() {
    }

    /**
     * @param targets  for each location, the target location of (window, remote rank), or -1
     * @return for each location, its requests that a conflicting lock of another origin held past the request
     */
    static List<Held> infer(List<Lookahead> locations, List<ClockCorrection> clocks, Targets targets) {
        record Epoch(int origin, int target, int win, boolean exclusive, long request, long release,
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
                Epoch epoch = new Epoch(loc, target, e.win, e.exclusive, c.correct(e.request),
                        e.release == Long.MAX_VALUE ? Long.MAX_VALUE : c.correct(e.release), e);
                byWindowTarget.computeIfAbsent(((long) e.win << 32) | target, k -> new ArrayList<>()).add(epoch);
            }
        }
        List<Map<Request, Long>> held = new ArrayList<>();
        for (int i = 0; i < locations.size(); i++) {
            held.add(new HashMap<>());
        }
        for (List<Epoch> epochs : byWindowTarget.values()) {
            for (Epoch r : epochs) {
                long release = Long.MIN_VALUE;
                for (Epoch h : epochs) {
                    boolean conflict = h.origin() != r.origin() && (h.exclusive() || r.exclusive());
                    if (conflict && h.request() < r.request() && h.release() > r.request()
                            && h.release() <= r.release()) {
                        release = Math.max(release, h.release());
                    }
                }
                if (release != Long.MIN_VALUE) {
                    Lookahead.LockEpoch s = r.source();
                    held.get(r.origin()).put(new Request(s.win, s.remote, s.request), release);
                }
            }
        }
        List<Held> result = new ArrayList<>();
        for (int loc = 0; loc < locations.size(); loc++) {
            result.add(new Held(held.get(loc), clocks.get(loc)));
        }
        return result;
    }

    /**
     * One origin's requests that a conflicting lock held past their request, with the last such release (corrected
     * ns), and the origin's clock.
     */
    record Held(Map<Request, Long> releases, ClockCorrection clock) {
        /**
         * The grant of {@code request} (raw local ns) if a conflicting lock was held past {@code callEndNs} (raw
         * local ns: the end of the blocking lock call, or the request itself outside one), else -1: granted then.
         */
        long grantAfter(Request request, long callEndNs) {
            Long release = releases.get(request);
            return release != null && release > clock.correct(callEndNs) ? clock.raw(release) : -1;
        }
    }

    /** Where a rank of a window's communicator is, seen from a location. */
    @FunctionalInterface
    interface Targets {
        int location(int location, int win, int remote);
    }
}
