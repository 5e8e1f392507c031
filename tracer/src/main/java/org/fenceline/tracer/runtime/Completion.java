package org.fenceline.tracer.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * MPI_Wait / MPI_Test and their -all, -any and -some forms over runtime requests. Null entries stand for
 * MPI_REQUEST_NULL. Blocking goes through the device's await, so a blocked rank is visible to the deadlock
 * detector with the operations it waits for. Errors (a truncated receive) are raised after every completed
 * request has been collected, so no request is left half-finished.
 */
public final class Completion {
    private Completion() {
    }

    /**
     * Completes the transfer of a blocking call, which no request handle stands for; waits and errors are
     * labelled with the call itself.
     */
    static StatusRecord complete(Transfer transfer) {
        Communicator comm = transfer.comm();
        comm.runtime().block(transfer::isComplete, transfer.operation());
        StatusRecord status = transfer.finish();
        if (status.error() == ErrorClass.TRUNCATE) {
            throw comm.error(ErrorClass.TRUNCATE, transfer.operation() + ": the message is longer than"
                    + " the receive buffer (" + status.bytes() + " bytes)");
        }
        return status;
    }

    public static StatusRecord waitFor(RuntimeRequest request) {
        if (request == null || !request.isActive()) {
            return StatusRecord.empty();
        }
        runtimeOf(request).block(request::isComplete, () -> "MPI_Wait(" + request.operation() + ")");
        return checked("MPI_Wait", request, request.collect());
    }

    /** The status if complete, else null. */
    public static StatusRecord test(RuntimeRequest request) {
        if (request == null || !request.isActive()) {
            return StatusRecord.empty();
        }
        RankRuntime runtime = runtimeOf(request);
        runtime.device().poll(runtime.worldRank());
        return request.isComplete() ? checked("MPI_Test", request, request.collect()) : null;
    }

    /** MPI_Request_get_status: the status if complete, else null; the request stays active either way. */
    public static StatusRecord getStatus(RuntimeRequest request) {
        if (request == null || !request.isActive()) {
            return StatusRecord.empty();
        }
        RankRuntime runtime = runtimeOf(request);
        runtime.device().poll(runtime.worldRank());
        StatusRecord status = request.peek();
        return status == null ? null : checked("MPI_Request_get_status", request, status);
    }

    /** The status (with its index) of one completed request; index MPI_UNDEFINED when none is active. */
    public static StatusRecord waitAny(RuntimeRequest[] requests) {
        List<Integer> active = active(requests);
        if (active.isEmpty()) {
            return StatusRecord.empty();
        }
        RankRuntime runtime = runtimeOf(requests[active.get(0)]);
        int[] found = {-1};
        runtime.block(() -> (found[0] = firstComplete(requests, active)) >= 0, describe("MPI_Waitany", requests));
        return collectAt("MPI_Waitany", requests, found[0]);
    }

    /** Like waitAny but returns null at once when none of the active requests is complete. */
    public static StatusRecord testAny(RuntimeRequest[] requests) {
        List<Integer> active = active(requests);
        if (active.isEmpty()) {
            return StatusRecord.empty();
        }
        RankRuntime runtime = runtimeOf(requests[active.get(0)]);
        runtime.device().poll(runtime.worldRank());
        int index = firstComplete(requests, active);
        return index < 0 ? null : collectAt("MPI_Testany", requests, index);
    }

    public static StatusRecord[] waitAll(RuntimeRequest[] requests) {
        List<Integer> active = active(requests);
        if (!active.isEmpty()) {
            runtimeOf(requests[active.get(0)]).block(() -> allComplete(requests, active),
                    describe("MPI_Waitall", requests));
        }
        return collectAll("MPI_Waitall", requests);
    }

    /** The statuses when all are complete, else null. */
    public static StatusRecord[] testAll(RuntimeRequest[] requests) {
        List<Integer> active = active(requests);
        if (!active.isEmpty()) {
            RankRuntime runtime = runtimeOf(requests[active.get(0)]);
            runtime.device().poll(runtime.worldRank());
            if (!allComplete(requests, active)) {
                return null;
            }
        }
        return collectAll("MPI_Testall", requests);
    }

    /** Statuses (with indices) of the completed requests; null when none is active. */
    public static StatusRecord[] waitSome(RuntimeRequest[] requests) {
        List<Integer> active = active(requests);
        if (active.isEmpty()) {
            return null;
        }
        runtimeOf(requests[active.get(0)]).block(() -> firstComplete(requests, active) >= 0,
                describe("MPI_Waitsome", requests));
        return collectCompleted("MPI_Waitsome", requests, active);
    }

    /** Like waitSome but may return an empty array. */
    public static StatusRecord[] testSome(RuntimeRequest[] requests) {
        List<Integer> active = active(requests);
        if (active.isEmpty()) {
            return null;
        }
        RankRuntime runtime = runtimeOf(requests[active.get(0)]);
        runtime.device().poll(runtime.worldRank());
        return collectCompleted("MPI_Testsome", requests, active);
    }

    private static RankRuntime runtimeOf(RuntimeRequest request) {
        return request.comm().runtime();
    }

    private static List<Integer> active(RuntimeRequest[] requests) {
        List<Integer> active = new ArrayList<>();
        for (int i = 0; i < requests.length; i++) {
            if (requests[i] != null && requests[i].isActive()) {
                active.add(i);
            }
        }
        return active;
    }

    private static int firstComplete(RuntimeRequest[] requests, List<Integer> active) {
        for (int i : active) {
            if (requests[i].isComplete()) {
                return i;
            }
        }
        return -1;
    }

    private static boolean allComplete(RuntimeRequest[] requests, List<Integer> active) {
        for (int i : active) {
            if (!requests[i].isComplete()) {
                return false;
            }
        }
        return true;
    }

    private static StatusRecord collectAt(String call, RuntimeRequest[] requests, int index) {
        return checked(call, requests[index], requests[index].collect().withIndex(index));
    }

    private static StatusRecord[] collectAll(String call, RuntimeRequest[] requests) {
        StatusRecord[] statuses = new StatusRecord[requests.length];
        for (int i = 0; i < requests.length; i++) {
            statuses[i] = requests[i] == null ? StatusRecord.empty() : requests[i].collect().withIndex(i);
        }
        raiseFirstError(call, requests, statuses);
        return statuses;
    }

    private static StatusRecord[] collectCompleted(String call, RuntimeRequest[] requests, List<Integer> active) {
        List<StatusRecord> done = new ArrayList<>();
        RuntimeRequest[] collected = new RuntimeRequest[requests.length];
        StatusRecord[] byIndex = new StatusRecord[requests.length];
        for (int i : active) {
            if (requests[i].isComplete()) {
                byIndex[i] = requests[i].collect().withIndex(i);
                collected[i] = requests[i];
                done.add(byIndex[i]);
            }
        }
        raiseFirstError(call, collected, byIndex);
        return done.toArray(new StatusRecord[0]);
    }

    private static void raiseFirstError(String call, RuntimeRequest[] requests, StatusRecord[] statuses) {
        for (int i = 0; i < statuses.length; i++) {
            if (statuses[i] != null && statuses[i].error() != ErrorClass.SUCCESS) {
                checked(call, requests[i], statuses[i]);
            }
        }
    }

    private static StatusRecord checked(String call, RuntimeRequest request, StatusRecord status) {
        if (status.error() == ErrorClass.TRUNCATE) {
            throw request.comm().error(ErrorClass.TRUNCATE, call + ": " + request.operation()
                    + ": the message is longer than the receive buffer (" + status.bytes() + " bytes)");
        }
        return status;
    }

    private static String describe(String call, RuntimeRequest[] requests) {
        StringJoiner joiner = new StringJoiner(", ", call + "(", ")");
        for (RuntimeRequest r : requests) {
            if (r != null && r.isActive() && !r.isComplete()) {
                joiner.add(r.operation());
            }
        }
        return joiner.toString();
    }
}
