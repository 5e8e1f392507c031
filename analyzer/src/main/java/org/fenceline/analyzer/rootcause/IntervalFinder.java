package org.fenceline.analyzer.rootcause;

/**
 * Computes the synchronisation interval of a wait state: the delayer's and the waiting location's time maps since
 * their previous synchronisation, the delayer's excess, and its own wait states in the interval. Not thread-safe:
 * one per task, since it reuses its time maps (and the delayer's map while consecutive wait states share delayer
 * and interval, as the members of a collective do).
 */
final class IntervalFinder {
    private final RootCauseInput input;
    private final WaitStates[] waits;
    private final Synchronisations synchronisations;
    private final TimeMap delayerTimes;
    private final TimeMap waiterTimes;
    private int filledDelayer = -1;
    private long filledFrom;
    private long filledTo;

    /** @param scratchSize at least the largest local call tree of any location */
    IntervalFinder(RootCauseInput input, WaitStates[] waits, Synchronisations synchronisations, int scratchSize) {
        this.input = input;
        this.waits = waits;
        this.synchronisations = synchronisations;
        this.delayerTimes = new TimeMap(input.callTree().size(), scratchSize);
        this.waiterTimes = new TimeMap(input.callTree().size(), scratchSize);
    }

    /** The interval of wait state {@code i} of location {@code waiter}, whose delayer is another location. */
    SyncInterval of(int waiter, int i) {
        long from = fill(waiter, i);
        TimeMap.Delays excess = delayerTimes.excessOver(waiterTimes);
        WaitStates own = waits[waits[waiter].delayer(i)];
        int waitFrom = own.firstEndingAfter(from);
        int waitTo = own.firstEndingAfter(waits[waiter].end(i));
        return new SyncInterval(from, excess, waitSum(own, waitFrom, waitTo), waitFrom, waitTo);
    }

    /** The same interval, added to the columns (without the objects of {@link #of}). */
    void addTo(SyncIntervals intervals, int waiter, int i) {
        long from = fill(waiter, i);
        double excessSum = delayerTimes.excessOver(waiterTimes, intervals::addDelay);
        WaitStates own = waits[waits[waiter].delayer(i)];
        int waitFrom = own.firstEndingAfter(from);
        int waitTo = own.firstEndingAfter(waits[waiter].end(i));
        intervals.add(excessSum, waitSum(own, waitFrom, waitTo), waitFrom, waitTo);
    }

    /** Fills both time maps for the interval of the wait state; returns where the interval starts. */
    private long fill(int waiter, int i) {
        WaitStates w = waits[waiter];
        int delayer = w.delayer(i);
        long end = w.end(i);
        long from = synchronisations.previous(waiter, delayer, end);
        if (delayer != filledDelayer || from != filledFrom || end != filledTo) {
            delayerTimes.fill(input.locations()[delayer].timeline(), input.toGlobal()[delayer], waits[delayer], from,
                    end);
            filledDelayer = delayer;
            filledFrom = from;
            filledTo = end;
        }
        waiterTimes.fill(input.locations()[waiter].timeline(), input.toGlobal()[waiter], w, from, end);
        return from;
    }

    private static double waitSum(WaitStates own, int waitFrom, int waitTo) {
        double sum = 0;
        for (int k = waitFrom; k < waitTo; k++) {
            sum += own.waitNs(k);
        }
        return sum;
    }
}
