package mpi;

import org.fenceline.tracer.runtime.Completion;
import org.fenceline.tracer.runtime.RuntimeRequest;
import org.fenceline.tracer.runtime.StatusRecord;

/**
 * A non-blocking operation (MPI_Request). A completed request becomes MPI_REQUEST_NULL ({@link #isNull()});
 * a persistent one ({@link Prequest}) becomes inactive and can be started again.
 */
public class Request implements Freeable {
    RuntimeRequest handle;

    Request(RuntimeRequest handle) {
        this.handle = handle;
    }

    /** After completion: non-persistent requests are used up, persistent ones stay for the next start. */
    private void completed() {
        if (handle != null && !handle.isPersistent()) {
            handle = null;
        }
    }

    @Override
    public void free() throws MPIException {
        if (handle != null) {
            MPI.check();
            handle.free();
            handle = null;
        }
    }

    public final void cancel() throws MPIException {
        MPI.check();
        if (handle != null) {
            handle.cancel();
        }
    }

    public final boolean isNull() {
        return handle == null;
    }

    public final Status waitStatus() throws MPIException {
        MPI.check();
        Status status = new Status(Completion.waitFor(handle));
        completed();
        return status;
    }

    public final void waitFor() throws MPIException {
        waitStatus();
    }

    /** The status if the operation is complete (the request then becomes inactive), else null. */
    public final Status testStatus() throws MPIException {
        MPI.check();
        StatusRecord record = Completion.test(handle);
        if (record != null) {
            completed();
        }
        return Status.of(record);
    }

    public final boolean test() throws MPIException {
        return testStatus() != null;
    }

    public static Status waitAnyStatus(Request[] requests) throws MPIException {
        MPI.check();
        StatusRecord record = Completion.waitAny(handles(requests));
        markCompleted(requests, record);
        return new Status(record);
    }

    /** Index of the completed request, or MPI.UNDEFINED if none was active. */
    public static int waitAny(Request[] requests) throws MPIException {
        return waitAnyStatus(requests).getIndex();
    }

    /** Status of a completed request, or null if none of the active requests is complete. */
    public static Status testAnyStatus(Request[] requests) throws MPIException {
        MPI.check();
        StatusRecord record = Completion.testAny(handles(requests));
        markCompleted(requests, record);
        return Status.of(record);
    }

    /** Index of a completed request, or MPI.UNDEFINED if none completed. */
    public static int testAny(Request[] requests) throws MPIException {
        Status status = testAnyStatus(requests);
        return status == null ? MPI.UNDEFINED : status.getIndex();
    }

    public static Status[] waitAllStatus(Request[] requests) throws MPIException {
        MPI.check();
        StatusRecord[] records = Completion.waitAll(handles(requests));
        markAllCompleted(requests);
        return Status.of(records);
    }

    public static void waitAll(Request[] requests) throws MPIException {
        waitAllStatus(requests);
    }

    /** All statuses if every request is complete, else null. */
    public static Status[] testAllStatus(Request[] requests) throws MPIException {
        MPI.check();
        StatusRecord[] records = Completion.testAll(handles(requests));
        if (records != null) {
            markAllCompleted(requests);
        }
        return Status.of(records);
    }

    public static boolean testAll(Request[] requests) throws MPIException {
        return testAllStatus(requests) != null;
    }

    /** Statuses of the requests that completed (at least one), or null if none was active. */
    public static Status[] waitSomeStatus(Request[] requests) throws MPIException {
        MPI.check();
        StatusRecord[] records = Completion.waitSome(handles(requests));
        markCompleted(requests, records);
        return Status.of(records);
    }

    public static int[] waitSome(Request[] requests) throws MPIException {
        return indices(waitSomeStatus(requests));
    }

    /** Like waitSomeStatus, but returns an empty array at once if nothing completed. */
    public static Status[] testSomeStatus(Request[] requests) throws MPIException {
        MPI.check();
        StatusRecord[] records = Completion.testSome(handles(requests));
        markCompleted(requests, records);
        return Status.of(records);
    }

    public static int[] testSome(Request[] requests) throws MPIException {
        return indices(testSomeStatus(requests));
    }

    private static RuntimeRequest[] handles(Request[] requests) {
        RuntimeRequest[] handles = new RuntimeRequest[requests.length];
        for (int i = 0; i < requests.length; i++) {
            handles[i] = requests[i] == null ? null : requests[i].handle;
        }
        return handles;
    }

    private static void markCompleted(Request[] requests, StatusRecord... records) {
        if (records == null) {
            return;
        }
        for (StatusRecord record : records) {
            if (record != null && record.index() >= 0) {
                requests[record.index()].completed();
            }
        }
    }

    private static void markAllCompleted(Request[] requests) {
        for (Request r : requests) {
            if (r != null) {
                r.completed();
            }
        }
    }

    private static int[] indices(Status[] statuses) {
        if (statuses == null) {
            return null;
        }
        int[] indices = new int[statuses.length];
        for (int i = 0; i < statuses.length; i++) {
            indices[i] = statuses[i].getIndex();
        }
        return indices;
    }
}
