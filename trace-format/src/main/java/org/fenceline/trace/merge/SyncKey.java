package org.fenceline.trace.merge;

/**
 * Names a completing synchronisation of one location independently of time, so a transfer end is matched to
 * its epoch by counting, never by "whatever sync comes next" (the early-flush flaw, digest 001 §5.4).
 *
 * @param kind    which synchronisation
 * @param window  window, as the canonical local id ({@link LocationDefinitions#canonicalWindow}) of the location
 *                that made the key: the merge scans locations in parallel, before global ids exist
 * @param peer    EXPOSURE_CLOSE: the origin whose access epoch it matches; otherwise NONE
 * @param ordinal FENCE: the n-th fence on the window; ACCESS_CLOSE: the complete of the n-th access epoch
 *                (start) on the window; EXPOSURE_CLOSE: the wait/test closing the n-th exposure epoch (post)
 *                on the window that includes {@code peer}. 1-based.
 */
record SyncKey(Kind kind, int window, int peer, int ordinal) {
    enum Kind { FENCE, ACCESS_CLOSE, EXPOSURE_CLOSE }
}
