package org.fenceline.trace.otf2;

import java.io.IOException;

/**
 * Receives one location's event records from {@link Otf2EventReader}, in file order. Times are the raw timestamps
 * (ticks of the archive's timer, no clock offset applied); references (regions, communicators, groups, windows)
 * are global ids (the location's mapping tables applied); ranks (receiver, sender, root, remote) are ranks in the
 * record's communicator or window, as OTF2 stores them; -1 stands for OTF2's "undefined". Every method does
 * nothing by default.
 */
public interface Otf2EventHandler {

    /**
     * False for a handler that needs no regions: the reader then skips Enter, Leave and the calling-context records
     * unread, without {@link #next} or attributes for them.
     */
    default boolean readsRegions() {
        return true;
    }

    /** Called before each event record is handed on, with its time. */
    default void next(long time) throws IOException {
    }

    /**
     * A UINT64 attribute of the event record about to be handed on (from the ATTRIBUTE_LIST before it), after
     * {@link #next}: {@code attribute} is its ATTRIBUTE definition's global id.
     */
    default void attribute(int attribute, long value) throws IOException {
    }

    default void bufferFlush(long time, long stopTime) throws IOException {
    }

    default void measurementOnOff(long time, boolean on) throws IOException {
    }

    default void enter(long time, int region) throws IOException {
    }

    default void leave(long time, int region) throws IOException {
    }

    /** MpiSend ({@code request} -1) or MpiIsend. */
    default void mpiSend(long time, int receiver, int comm, int tag, long bytes, long request) throws IOException {
    }

    default void mpiIsendComplete(long time, long request) throws IOException {
    }

    default void mpiIrecvRequest(long time, long request) throws IOException {
    }

    /** MpiRecv ({@code request} -1) or MpiIrecv. */
    default void mpiRecv(long time, int sender, int comm, int tag, long bytes, long request) throws IOException {
    }

    default void mpiRequestTest(long time, long request) throws IOException {
    }

    default void mpiRequestCancelled(long time, long request) throws IOException {
    }

    default void mpiCollectiveBegin(long time) throws IOException {
    }

    /** @param op OTF2_CollectiveOp */
    default void mpiCollectiveEnd(long time, int op, int comm, int root, long sent, long received)
            throws IOException {
    }

    default void rmaWinCreate(long time, int win) throws IOException {
    }

    default void rmaWinDestroy(long time, int win) throws IOException {
    }

    default void rmaCollectiveBegin(long time) throws IOException {
    }

    /** @param syncLevel OTF2_RmaSyncLevel bits (1 PROCESS, 2 MEMORY) */
    default void rmaCollectiveEnd(long time, int op, int syncLevel, int win, int root, long sent, long received)
            throws IOException {
    }

    default void rmaGroupSync(long time, int syncLevel, int win, int group) throws IOException {
    }

    /**
     * RmaRequestLock, RmaAcquireLock or RmaTryLock ({@code kind}); {@code remote} -1: every process of the
     * window; {@code exclusive} from OTF2_LockType.
     */
    default void rmaLock(long time, Otf2EventKind kind, int win, int remote, long lockId, boolean exclusive)
            throws IOException {
    }

    default void rmaReleaseLock(long time, int win, int remote, long lockId) throws IOException {
    }

    /** RmaPut or RmaGet ({@code kind}). */
    default void rmaTransfer(long time, Otf2EventKind kind, int win, int remote, long bytes, long matchingId)
            throws IOException {
    }

    /** @param type OTF2_RmaAtomicType */
    default void rmaAtomic(long time, int win, int remote, int type, long sent, long received, long matchingId)
            throws IOException {
    }

    /** RmaOpCompleteBlocking, RmaOpCompleteNonBlocking, RmaOpTest or RmaOpCompleteRemote ({@code kind}). */
    default void rmaOpComplete(long time, Otf2EventKind kind, int win, long matchingId) throws IOException {
    }

    /** CallingContextEnter (OTF2 2.0, instead of Enter when Score-P unwinds the stack). */
    default void callingContextEnter(long time, int callingContext, int unwindDistance) throws IOException {
    }

    default void callingContextLeave(long time, int callingContext) throws IOException {
    }

    default void programBegin(long time, int programName) throws IOException {
    }

    default void programEnd(long time) throws IOException {
    }

    /**
     * Any other record (threads, OpenMP, I/O, metrics, parameters, calling contexts, RmaSync, RmaWaitChange, ...),
     * skipped by the reader. {@code kind} is null for a record id this reader does not know (a newer OTF2).
     */
    default void skipped(long time, Otf2EventKind kind, int recordId) throws IOException {
    }
}
