package org.fenceline.analyzer.rootcause;

import java.util.ArrayDeque;
import java.util.Arrays;

import com.carrotsearch.hppc.IntObjectHashMap;

/**
 * The backward replay's propagation state: per wait state, the waiting of each kind it causes further on, summed
 * as later wait states hand it back. Sparse: a wait state causes waiting of one kind or two, if any, so two
 * (kind, waiting) slots per wait state are kept in place and any further kinds in a map. An array of every kind per
 * wait state was nearly all zeros, and millions of them on a trace of PSCW epochs (about a third of the
 * propagation's time went into allocating and collecting them).
 */
final class CausedWaiting {
    private static final int NONE = -1;

    private final int kindCount;
    /** Per wait state, its first and second kind ({@link #NONE} while free) and their waiting. */
    private final int[] firstKind;
    private final double[] firstNs;
    private final int[] secondKind;
    private final double[] secondNs;
    /** Wait states that cause more than two kinds: the waiting of every kind. */
    private final IntObjectHashMap<double[]> more = new IntObjectHashMap<>();
    /**
     * Arrays of {@link #more} whose wait states are done, zeroed for the next: a fifth of the wait states of a PSCW
     * trace cause more than two kinds (460,000 of 2.2 M), but few of them at the same time.
     */
    private final ArrayDeque<double[]> spare = new ArrayDeque<>();

    CausedWaiting(int waitStates, int kindCount) {
        this.kindCount = kindCount;
        firstKind = new int[waitStates];
        secondKind = new int[waitStates];
        Arrays.fill(firstKind, NONE);
        Arrays.fill(secondKind, NONE);
        firstNs = new double[waitStates];
        secondNs = new double[waitStates];
    }

    /** Adds waiting of a kind that wait state {@code id} causes. */
    void add(int id, int kind, double ns) {
        if (firstKind[id] == kind || firstKind[id] == NONE) {
            firstKind[id] = kind;
            firstNs[id] += ns;
        } else if (secondKind[id] == kind || secondKind[id] == NONE) {
            secondKind[id] = kind;
            secondNs[id] += ns;
        } else {
            double[] all = more.get(id);
            if (all == null) {
                all = spare.isEmpty() ? new double[kindCount] : spare.pop();
                more.put(id, all);
            }
            all[kind] += ns;
        }
    }

    /**
     * The kinds of waiting wait state {@code id} causes (non-zero sums), in ascending order, into {@code kinds} and
     * {@code ns}; returns how many. The wait state is done with afterwards: its slots are freed.
     */
    int take(int id, int[] kinds, double[] ns) {
        if (firstKind[id] == NONE) {
            return 0;
        }
        int n = 0;
        n = put(kinds, ns, n, firstKind[id], firstNs[id]);
        if (secondKind[id] != NONE) {
            n = put(kinds, ns, n, secondKind[id], secondNs[id]);
            double[] all = more.remove(id);
            if (all != null) {
                for (int kind = 0; kind < kindCount; kind++) {
                    n = put(kinds, ns, n, kind, all[kind]);
                }
                Arrays.fill(all, 0);
                spare.push(all);
            }
        }
        firstKind[id] = NONE;
        secondKind[id] = NONE;
        firstNs[id] = 0;
        secondNs[id] = 0;
        return n;
    }

    /** Inserts a non-zero sum in kind order (a few entries at most). */
    private static int put(int[] kinds, double[] ns, int n, int kind, double value) {
        if (value == 0) {
            return n;
        }
        int at = n;
        while (at > 0 && kinds[at - 1] > kind) {
            kinds[at] = kinds[at - 1];
            ns[at] = ns[at - 1];
            at--;
        }
        kinds[at] = kind;
        ns[at] = value;
        return n + 1;
    }
}
