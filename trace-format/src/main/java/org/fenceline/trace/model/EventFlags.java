package org.fenceline.trace.model;

/**
 * Bits of an event's {@code flags} column. One column carries the few boolean and small-integer
 * attributes of the rarer records, so the common ENTER/EXIT rows stay narrow.
 */
public final class EventFlags {
    /** WINEXIT: this call closes an epoch (complete, wait, a test that returned true). EPILOG's {@code synex}. */
    public static final int EPOCH_CLOSING = 1;
    /** LOCK_*: the lock is exclusive (absent: shared). */
    public static final int LOCK_EXCLUSIVE = 1 << 1;
    /** SEND: synchronous send (the sender must wait for the matching receive: Late Receiver applies). */
    public static final int SYNCHRONOUS = 1 << 2;
    /** SEND/RECV: part of a non-blocking operation (request id is set; completion recorded separately). */
    public static final int NON_BLOCKING = 1 << 3;
    /** PUT_1TS/PUT_1TE/GET_*: an accumulate-type operation (the op code is in bits 8..15). */
    public static final int ACCUMULATE = 1 << 4;
    /** PUT_1TS/GET_1TO: an atomic (fetch-and-op, compare-and-swap, get-accumulate). */
    public static final int ATOMIC = 1 << 5;
    /** LOCK_*: the lock belongs to lock_all/unlock_all (every target of the window). */
    public static final int LOCK_ALL = 1 << 6;
    /** Any record written by the abort path, or a record the merge synthesised (e.g. GET_1TO). */
    public static final int SYNTHETIC = 1 << 7;

    private static final int OP_SHIFT = 8;
    private static final int OP_MASK = 0xFF << OP_SHIFT;

    private EventFlags() {
    }

    /** Stores an accumulate op code (0..255, the runtime's numbering of MPI_Op) into flags. */
    public static int withOp(int flags, int opCode) {
        if (opCode < 0 || opCode > 255) {
            throw new IllegalArgumentException("accumulate op code out of range: " + opCode);
        }
        return (flags & ~OP_MASK) | (opCode << OP_SHIFT) | ACCUMULATE;
    }

    public static int op(int flags) {
        return (flags & OP_MASK) >>> OP_SHIFT;
    }

    public static boolean has(int flags, int bit) {
        return (flags & bit) != 0;
    }
}
