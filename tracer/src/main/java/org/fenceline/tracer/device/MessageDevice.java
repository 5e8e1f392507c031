package org.fenceline.tracer.device;

import java.nio.ByteBuffer;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.function.LongFunction;

/**
 * Point-to-point message transport between the ranks of one job (the SCI-MPICH device, digest 000 §3).
 * One instance per job, shared by all rank threads; every method names the calling rank. Data is
 * already packed: the runtime turns datatypes into contiguous bytes before it reaches the device.
 *
 * <p>Matching follows MPI: per (receiver, context), in posting order, with ANY_SOURCE / ANY_TAG, and
 * messages from one sender in one context are non-overtaking. Contexts separate communicators, and
 * collective traffic from user point-to-point traffic.
 *
 * <p>Progress happens only inside calls into the device (polling), as in SCI-MPICH: a rank computing
 * outside MPI makes no progress. {@link #await} blocks a rank until a condition holds, spinning briefly
 * and then parking until an emulated remote interrupt (or any delivery to that rank) wakes it.
 */
public interface MessageDevice extends AutoCloseable {

    /** Wildcard source for receives and probes. */
    int ANY_SOURCE = -1;
    /** Wildcard tag for receives and probes. */
    int ANY_TAG = -1;

    /** Number of ranks this device connects. */
    int size();

    /**
     * Starts sending {@code data} (position..limit) from {@code source} to {@code dest}. The buffer must
     * not be modified until the request completes. A STANDARD or BUFFERED send of a short/eager message
     * may complete at once; SYNCHRONOUS completes only after the receive matched; READY requires a posted
     * receive (the device may treat it as STANDARD).
     */
    DeviceRequest startSend(int source, int dest, int context, int tag, ByteBuffer data, SendMode mode);

    /**
     * Largest message a non-synchronous send always transfers at once, needing no buffer or credit (the short
     * protocol): its request is complete when {@link #startSend} returns.
     */
    int inlineLimit();

    /**
     * Posts a receive at {@code rank} for a message from {@code source} (or ANY_SOURCE) with {@code tag}
     * (or ANY_TAG) in {@code context}. Received bytes are written into {@code target} starting at its
     * position; a longer message completes the request with {@link DeviceStatus#truncated()} set.
     */
    DeviceRequest postReceive(int rank, int source, int context, int tag, ByteBuffer target);

    /** Non-blocking probe at {@code rank}: the envelope of the first matching unreceived message, or null. */
    DeviceStatus probe(int rank, int source, int context, int tag);

    /**
     * Matched probe at {@code rank}: if a matching message is there, receives it into {@code storage} of its length
     * (given in bytes) in the same step, so that no other receive can take it (MPI_Improbe); null if there is none.
     */
    DeviceRequest matchedProbe(int rank, int source, int context, int tag, LongFunction<ByteBuffer> storage);

    /**
     * Tries to cancel a request. Returns true if it was cancelled (a receive not yet matched, or a send not
     * yet matched at the receiver); the request is then complete with {@link DeviceStatus#cancelled()}.
     */
    boolean cancel(DeviceRequest request);

    /** Polls the protocol engine for {@code rank}; returns true if anything was delivered or completed. */
    boolean progress(int rank);

    /**
     * Progress as an MPI test or non-blocking probe makes it: {@link #progress}, charged as one poll of the
     * device (in virtual time a poll costs modelled time, so a polling loop moves its rank's clock).
     */
    default boolean poll(int rank) {
        return progress(rank);
    }

    /**
     * Blocks {@code rank} inside MPI until {@code condition} is true, making progress meanwhile. While
     * blocked, the rank is reported to the job's {@link WaitObserver} with {@code operation} (e.g.
     * "MPI_Recv(source=3, tag=7, comm=MPI_COMM_WORLD)") so a deadlock can be diagnosed.
     *
     * @throws JobAbortedException if the job is aborted while waiting
     */
    void await(int rank, BooleanSupplier condition, Supplier<String> operation);

    /** {@link #await} with a fixed description. */
    default void await(int rank, BooleanSupplier condition, String operation) {
        await(rank, condition, () -> operation);
    }

    /**
     * Whether the device models its processors' combining of reduction operands ({@link #chargeCombining}); if
     * not, the host's combining is the rank's computation.
     */
    boolean modelsCombining();

    /**
     * {@code rank}'s processor combines {@code bytes} of one operand vector into another, in elements of
     * {@code elementBytes}: the rank is busy for the modelled time before it goes on.
     */
    void chargeCombining(int rank, long bytes, int elementBytes);

    /** Wakes a rank parked in {@link #await} (used by the runtime when it completes something itself). */
    void wake(int rank);

    /** True while any message or control packet is still travelling on the emulated network. */
    boolean inFlight();

    /** Aborts every rank: waiting ranks throw {@link JobAbortedException}. */
    void abort(JobAbortedException reason);

    @Override
    void close();
}
