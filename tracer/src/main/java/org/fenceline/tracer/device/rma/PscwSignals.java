package org.fenceline.tracer.device.rma;

/**
 * The control messages of general active-target synchronisation (digest 000 §6.3): each target sends
 * {@code is_posted} to every origin of its post group, each origin sends {@code is_complete} to every
 * target of its start group. Per ordered pair the messages are counted, and a count is taken once its latest
 * message has arrived, so a post may come before the matching start (or a complete before the wait).
 */
final class PscwSignals {
    private final long[][] posts;
    private final long[][] postsTaken;
    private final long[][] postsVisible;
    private final long[][] completes;
    private final long[][] completesTaken;
    private final long[][] completesVisible;

    PscwSignals(int ranks) {
        posts = new long[ranks][ranks];
        postsTaken = new long[ranks][ranks];
        postsVisible = new long[ranks][ranks];
        completes = new long[ranks][ranks];
        completesTaken = new long[ranks][ranks];
        completesVisible = new long[ranks][ranks];
    }

    /** {@code target} posted for {@code origin}; the message arrives at {@code arrival}. */
    synchronized void posted(int target, int origin, long arrival) {
        posts[origin][target]++;
        postsVisible[origin][target] = Math.max(postsVisible[origin][target], arrival);
    }

    synchronized boolean postArrived(int origin, int target, long now) {
        return posts[origin][target] > postsTaken[origin][target] && postsVisible[origin][target] <= now;
    }

    synchronized long takePost(int origin, int target) {
        postsTaken[origin][target]++;
        return postsVisible[origin][target];
    }

    /** {@code origin} completed its access to {@code target}; the message arrives at {@code arrival}. */
    synchronized void completed(int origin, int target, long arrival) {
        completes[target][origin]++;
        completesVisible[target][origin] = Math.max(completesVisible[target][origin], arrival);
    }

    synchronized boolean completeArrived(int target, int origin, long now) {
        return completes[target][origin] > completesTaken[target][origin] && completesVisible[target][origin] <= now;
    }

    synchronized long takeComplete(int target, int origin) {
        completesTaken[target][origin]++;
        return completesVisible[target][origin];
    }
}
