package org.fenceline.analyzer.rootcause;

/**
 * The synchronisation interval of one wait state, seen from its delayer: from the previous synchronisation of the
 * two locations to this one. Böhme et al.'s delay is the delayer's excess time per call path over the waiting
 * location in the interval; the delayer's own wait states that ended in the interval are how earlier waiting
 * propagated into this one.
 *
 * @param from       the previous synchronisation of the two locations ({@link Long#MIN_VALUE}: none, the interval
 *                   starts at the trace start)
 * @param excess     the delayer's time minus the waiting location's, per call path, where positive (ns)
 * @param waitSum    the delayer's waiting time in its wait states of the interval (ns)
 * @param waitFrom   the first of those wait states (index into the delayer's {@link WaitStates})
 * @param waitTo     one past the last
 */
record SyncInterval(long from, TimeMap.Delays excess, double waitSum, int waitFrom, int waitTo) {

    /** Nothing to explain the wait state with. */
    boolean isEmpty() {
        return isEmpty(total());
    }

    /** The share of the delays and waits that the wait state of the given length is (at most all of them). */
    double shortTermScale(double waitNs) {
        return shortTermScale(waitNs, total());
    }

    /** The share of the delays and waits that the wait state's costs further on (of one kind) amount to. */
    double longTermScale(double costNs) {
        return longTermScale(costNs, total());
    }

    /** The delays and the waits of the interval together (ns). */
    double total() {
        return excess.sum() + waitSum;
    }

    /** The same, for an interval of the given {@link #total()} (read where the interval is stored). */
    static boolean isEmpty(double total) {
        return total <= 0;
    }

    static double shortTermScale(double waitNs, double total) {
        return isEmpty(total) ? 0 : Math.min(waitNs / total, 1.0);
    }

    static double longTermScale(double costNs, double total) {
        return isEmpty(total) ? 0 : costNs / total;
    }
}
