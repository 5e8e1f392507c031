package org.fenceline.tracer.device.rma;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The passive-target lock of one window part, held at its owner (digest 000 §6.3): any number of shared
 * holders or one exclusive holder, requests granted strictly in arrival order, so a shared request behind a
 * waiting exclusive one waits too. A waiting origin polls the owner's lock words; it sees its grant with the
 * first poll after the releaser's write has arrived.
 */
final class WindowLock {
    private final RmaDevice rma;
    private final int[] worldRanks;
    private final ArrayDeque<LockRequest> waiting = new ArrayDeque<>();
    private final List<LockRequest> holders = new ArrayList<>();

    WindowLock(RmaDevice rma, int[] worldRanks) {
        this.rma = rma;
        this.worldRanks = worldRanks;
    }

    /** Queues a request at emulated time {@code now}; it may be granted at once. */
    synchronized LockRequest request(int origin, boolean exclusive, long now) {
        LockRequest request = new LockRequest(origin, exclusive);
        waiting.addLast(request);
        grantWaiting(now);
        return request;
    }

    /** Requests of other origins at this lock: the pollers that slow every access to its words. */
    synchronized int contenders() {
        return Math.max(0, waiting.size() + holders.size() - 1);
    }

    synchronized boolean granted(LockRequest request, long now) {
        long at = request.grantedAt();
        return at >= 0 && at <= now;
    }

    /** Releases at emulated time {@code now}; the next compatible requests see their grants later. */
    void release(LockRequest request, long now) {
        List<LockRequest> granted;
        synchronized (this) {
            holders.remove(request);
            int pollers = Math.max(0, waiting.size() - 1);
            long seen = now + rma.costs().wire()
                    + Math.round(rma.costs().lockWordRead(pollers, false));
            granted = grantWaiting(seen);
        }
        for (LockRequest r : granted) {
            rma.signal(worldRanks[r.origin], r.grantedAt());
        }
    }

    /** Grants from the head of the queue while the head is compatible with the holders. */
    private List<LockRequest> grantWaiting(long at) {
        List<LockRequest> granted = new ArrayList<>();
        while (!waiting.isEmpty()) {
            LockRequest head = waiting.peekFirst();
            boolean exclusiveHeld = holders.stream().anyMatch(h -> h.exclusive);
            if (head.exclusive ? !holders.isEmpty() : exclusiveHeld) {
                break;
            }
            waiting.pollFirst();
            head.grant(at, rma.onJobClock(at));
            holders.add(head);
            granted.add(head);
        }
        return granted;
    }
}
