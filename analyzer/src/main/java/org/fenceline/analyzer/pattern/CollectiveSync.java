package org.fenceline.analyzer.pattern;

/**
 * One location's view of a synchronising collective operation: Scalasca's {@code CollectiveInfo} after the
 * reductions its replay performs (MAXLOC of BEGIN, MINLOC of END, the root's BEGIN), restricted to the
 * participants that matter for the {@link #kind()}:
 * <ul>
 * <li>INIT, FINALIZE, BARRIER and N_TO_N with full overlap (earliest END after latest BEGIN): {@code latest}
 *     = latest BEGIN of all, {@code earliestEnd} = earliest END of all; everyone is a synchronisation point.</li>
 * <li>N_TO_N with partial overlap: {@code latest} = latest BEGIN of the ranks sending data; synchronisation
 *     points are the receivers that began before it and that latest sender; {@code earliestEnd} over them.</li>
 * <li>N_TO_ONE: {@code latest} = latest BEGIN of the ranks sending data; the root and that sender are the
 *     synchronisation points if the root began first; {@code earliestEnd} over them.</li>
 * <li>ONE_TO_N: {@link #rootBegin()}; synchronisation points are receivers that began before the root, and the
 *     root if there is one; {@code earliestEnd} over those receivers.</li>
 * <li>SCAN: {@code latest} = latest BEGIN of the ranks up to and including this one that send data; this rank
 *     is a synchronisation point if it began before that.</li>
 * </ul>
 * Operations Scalasca does not analyse never get here: communicators of size 1, MPI_Alltoallv/w, other
 * collectives, and operations without payload (the root's for 1-to-n and n-to-1, the rank's own otherwise).
 * Values other than {@link #begin()}, {@link #end()} and {@link #kind()} are undefined unless
 * {@link #isSyncpoint()}.
 */
public interface CollectiveSync {
    CollectiveKind kind();

    int location();

    int callPath();

    /** This location's BEGIN (ENTER of the call). */
    long begin();

    /** This location's END (COLLEXIT, or leave of MPI_Init/MPI_Finalize). */
    long end();

    long latest();

    /** Location whose BEGIN is {@link #latest()} (the lowest rank among equal ones, as MAXLOC). */
    int latestLocation();

    long earliestEnd();

    /** BEGIN of the root (ONE_TO_N and N_TO_ONE). */
    long rootBegin();

    /** The root location (ONE_TO_N and N_TO_ONE), else -1. */
    int rootLocation();

    boolean isSyncpoint();
}
