package org.fenceline.tracer.runtime;

import java.util.function.Supplier;
import org.fenceline.tracer.device.DeviceRequest;

/**
 * What stands behind an MPI request handle: the transfer in progress, if any. A persistent request keeps the
 * recipe of its operation and starts a fresh transfer at each MPI_Start; it is inactive between a completion
 * and the next start. A non-persistent request is used up by its completion.
 */
public final class RuntimeRequest {
    private final Communicator comm;
    private final String operation;
    private final Supplier<Transfer> recipe;
    private Transfer current;
    /** The status of the current transfer once MPI_Request_get_status has finished it. */
    private StatusRecord finished;

    private RuntimeRequest(Communicator comm, String operation, Supplier<Transfer> recipe, Transfer current) {
        this.comm = comm;
        this.operation = operation;
        this.recipe = recipe;
        this.current = current;
        if (current != null) {
            comm.runtime().pendingRequests().add(this);
        }
    }

    static RuntimeRequest started(Transfer transfer) {
        return new RuntimeRequest(transfer.comm(), transfer.operation(), null, transfer);
    }

    /** A request for an operation the device completes on its own, with nothing to land (MPI_Rput, ...). */
    public static RuntimeRequest started(Communicator comm, String operation, DeviceRequest request) {
        return started(Transfer.send(comm, operation, request));
    }

    static RuntimeRequest persistent(Communicator comm, String operation, Supplier<Transfer> recipe) {
        return new RuntimeRequest(comm, operation, recipe, null);
    }

    public boolean isPersistent() {
        return recipe != null;
    }

    public synchronized boolean isActive() {
        return current != null;
    }

    public String operation() {
        return operation;
    }

    /** The communicator of the operation (its ranks are the status's source ranks). */
    public Communicator comm() {
        return comm;
    }

    /** MPI_Start. */
    public synchronized void start() {
        if (recipe == null) {
            throw comm.error(ErrorClass.REQUEST, "MPI_Start: " + operation + " is not a persistent request");
        }
        if (current != null) {
            throw comm.error(ErrorClass.REQUEST, "MPI_Start: " + operation + " is still active");
        }
        current = recipe.get();
        comm.runtime().pendingRequests().add(this);
    }

    /** True when there is nothing left to wait for (an inactive request counts as complete). */
    synchronized boolean isComplete() {
        return current == null || current.isComplete();
    }

    /** Finishes a complete request and makes it inactive; an inactive request yields the empty status. */
    synchronized StatusRecord collect() {
        if (current == null) {
            return StatusRecord.empty();
        }
        StatusRecord status = finished != null ? finished : current.finish();
        finished = null;
        current = null;
        comm.runtime().pendingRequests().remove(this);
        return status;
    }

    /** The status once complete, landing the data but leaving the request active for its wait; else null. */
    synchronized StatusRecord peek() {
        if (current == null) {
            return StatusRecord.empty();
        }
        if (finished == null && current.isComplete()) {
            finished = current.finish();
        }
        return finished;
    }

    /** MPI_Cancel. */
    public synchronized void cancel() {
        if (current != null) {
            current.cancel();
        }
    }

    /** MPI_Request_free: the operation may still complete, but nobody will wait for it. */
    public synchronized void free() {
        comm.runtime().pendingRequests().remove(this);
        current = null;
    }
}
