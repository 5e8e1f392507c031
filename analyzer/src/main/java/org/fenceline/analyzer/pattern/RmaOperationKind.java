package org.fenceline.analyzer.pattern;

/** Scalasca's three classes of one-sided communication call. */
public enum RmaOperationKind {
    PUT,
    GET,
    /** Accumulate-type and atomic operations (the transfer records carry ACCUMULATE or ATOMIC). */
    ATOMIC
}
