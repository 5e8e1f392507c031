package org.fenceline.analyzer.pattern;

/** A one-sided communication call at its origin (MPI_Put, MPI_Get, MPI_Accumulate, ...): one per call. */
public interface RmaOperation {
    int origin();

    int callPath();

    int window();

    /** The target location. */
    int target();

    RmaOperationKind kind();

    /** Bytes the call sends to the target (PUT_1TS records: puts and accumulates). */
    long bytesPut();

    /** Bytes the call fetches from the target (GET_1TO records: gets and fetching atomics). */
    long bytesGot();
}
