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
        WaitStates w = waits[waiter];
        int delayer = w.delayer(i);
        long end = w.end(i);
        long from = synchronisations.previous(waiter, delayer, end);
        WaitStates own = waits[delayer];
        if (delayer != filledDelayer || from != filledFrom || end != filledTo) {
            delayerTimes.fill(input.locations()[delayer].timeline(), input.toGlobal()[delayer], own, from, end);
            filledDelayer = delayer;
            filledFrom = from;
            filledTo = end;
        }
        waiterTimes.fill(input.locations()[waiter].timeline(), input.toGlobal()[waiter], w, from, end);
        TimeMap.Delays excess = delayerTimes.excessOver(waiterTimes);
        int waitFrom = own.firstEndingAfter(from);
        int waitTo = own.firstEndingAfter(end);
        double waitSum = 0;
        for (int k = waitFrom; k < waitTo; k++) {
            waitSum += own.waitNs(k);
        }
        return new SyncInterval(from, excess, waitSum, waitFrom, waitTo);
    }
}
