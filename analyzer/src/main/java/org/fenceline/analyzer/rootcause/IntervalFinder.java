package org.fenceline.analyzer.rootcause;

/**
 * Computes the synchronisation interval of a wait state: the delayer's and the waiting location's time maps since
 * their previous synchronisation, the delayer's excess, and its own wait states in the interval. Not thread-safe:
 * one per task, since it reuses its time maps: the delayer's while consecutive wait states share delayer and
 * interval, as the members of a collective do, and the waiting location's while they share it too, as the wait
 * states of one call do (Early Wait and Late Complete in one MPI_Win_wait: a third of a PSCW trace's intervals).
 */
final class IntervalFinder {
    private final WaitStates[] waits;
    private final Synchronisations synchronisations;
    private final Synchronisations.Searches searches;
    private final TimeMap delayerTimes;
    private final TimeMap waiterTimes;
    private final FilledMap delayerFilled = new FilledMap();
    private final FilledMap waiterFilled = new FilledMap();

    /** @param scratchSize at least the largest local call tree of any location */
    IntervalFinder(RootCauseInput input, WaitStates[] waits, Synchronisations synchronisations, int scratchSize) {
        this.waits = waits;
        this.synchronisations = synchronisations;
        this.searches = synchronisations.searches();
        this.delayerTimes = new TimeMap(input, scratchSize);
        this.waiterTimes = new TimeMap(input, scratchSize);
    }

    /** The interval of wait state {@code i} of location {@code waiter}, whose delayer is another location. */
    SyncInterval of(int waiter, int i) {
        long from = fill(waiter, i);
        TimeMap.Delays excess = delayerTimes.excessOver(waiterTimes);
        return new SyncInterval(from, excess, delayerTimes.waitedNs(), delayerTimes.waitsFrom(),
                delayerTimes.waitsTo());
    }

    /**
     * The same interval, added to the columns (without the objects of {@link #of}). The delayer's own wait states in
     * the interval are those its time map took out of its times.
     */
    void addTo(SyncIntervals intervals, int waiter, int i) {
        fill(waiter, i);
        double excessSum = delayerTimes.excessOver(waiterTimes, intervals);
        intervals.add(excessSum, delayerTimes.waitedNs(), delayerTimes.waitsFrom(), delayerTimes.waitsTo());
    }

    /** Fills both time maps for the interval of the wait state; returns where the interval starts. */
    private long fill(int waiter, int i) {
        WaitStates w = waits[waiter];
        int delayer = w.delayer(i);
        long end = w.end(i);
        long from = synchronisations.previous(searches, waiter, delayer, end);
        if (delayerFilled.changesTo(delayer, from, end)) {
            delayerTimes.fill(delayer, waits[delayer], from, end);
        }
        if (waiterFilled.changesTo(waiter, from, end)) {
            waiterTimes.fill(waiter, w, from, end);
        }
        return from;
    }

    /** Which location and interval a time map was last filled for. */
    private static final class FilledMap {
        private int location = -1;
        private long from;
        private long to;

        /** Whether the map must be filled anew for this location and interval (which it then holds). */
        boolean changesTo(int location, long from, long to) {
            if (location == this.location && from == this.from && to == this.to) {
                return false;
            }
            this.location = location;
            this.from = from;
            this.to = to;
            return true;
        }
    }
}
