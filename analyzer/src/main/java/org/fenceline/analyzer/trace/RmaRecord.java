package org.fenceline.analyzer.trace;

/**
 * The kinds of row in an {@link RmaTable}: the origin's transfer starts, the lock records, and the one-sided
 * synchronisation calls, each classified once so the matching never looks at region names again.
 */
public enum RmaRecord {
    /** PUT_1TS at the origin (puts and accumulates). */
    PUT,
    /** GET_1TO at the origin. */
    GET,
    LOCK_REQUEST,
    LOCK_ACQUIRED,
    LOCK_RELEASE,
    /** MPI_Win_create, _allocate, _allocate_shared, _create_dynamic. */
    CREATE,
    FREE,
    FENCE,
    POST,
    START,
    COMPLETE,
    WAIT,
    TEST,
    /** MPI_Win_lock, unlock, lock_all, unlock_all, flush*, sync: calls with role RMA_PASSIVE_SYNC. */
    PASSIVE_SYNC;

    private static final RmaRecord[] VALUES = values();

    static RmaRecord ofOrdinal(int ordinal) {
        return VALUES[ordinal];
    }

    /** Window creation, freeing and fences: collective over the window's communicator. */
    public boolean isWindowCollective() {
        return this == CREATE || this == FREE || this == FENCE;
    }
}
