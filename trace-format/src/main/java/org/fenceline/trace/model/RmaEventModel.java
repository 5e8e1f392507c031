package org.fenceline.trace.model;

/** Where one-sided transfer ends are placed in the global trace (digest 001 §3.7–3.8). */
public enum RmaEventModel {
    /** As recorded: the transfer lies inside the RMA call. A lower bound for the data's arrival. */
    BASIC,
    /** Transfer ends moved to the exit of the synchronisation that completes them (rules R1–R4). An upper bound. */
    EXTENDED
}
