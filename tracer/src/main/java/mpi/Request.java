package mpi;

import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.runtime.Completion;
import org.fenceline.tracer.runtime.RuntimeRequest;
import org.fenceline.tracer.runtime.StatusRecord;
import org.fenceline.tracer.runtime.MpiError;

/**
 * A non-blocking operation (MPI_Request). A completed request becomes MPI_REQUEST_NULL ({@link #isNull()});
 * a persistent one ({@link Prequest}) becomes inactive and can be started again. In a traced run the request
 * carries the trace's request id of the operation it started, so its completion is recorded where it happens.
 */
public class Request implements Freeable {
    RuntimeRequest handle;
    /** The operation's request id in the trace; 0 when nothing was recorded for it. */
    private long traceId;
    private boolean traceReceive;

    Request(RuntimeRequest handle) {
        this.handle = handle;
    }

    /** Remembers the trace's request id of the operation just started. */
    final void traced(long id, boolean receive) {
        traceId = id;
        traceReceive = receive;
    }

    /** Records the completion of the traced operation (before the handle may be dropped). */
    private void recordCompletion(Measurement m, StatusRecord status) {
        if (traceId != 0 && handle != null && status != null) {
            m.completed(traceId, traceReceive, handle.comm(), status);
            traceId = 0;
        }
    }

    /** After completion: non-persistent requests are used up, persistent ones stay for the next start. */
    private void completed() {
        if (handle != null && !handle.isPersistent()) {
            handle = null;
        }
    }

    @Override
    public void free() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.REQUEST_FREE);
        try {
            if (handle != null) {
                MPI.check();
                handle.free();
                handle = null;
            }
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.REQUEST_FREE);
        }
    }

    public final void cancel() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.CANCEL);
        try {
            MPI.check();
            if (handle != null) {
                handle.cancel();
            }
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.CANCEL);
        }
    }

    public final boolean isNull() {
        return handle == null;
    }

    public final Status waitStatus() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WAIT);
        try {
            MPI.check();
            StatusRecord record = Completion.waitFor(handle);
            recordCompletion(m, record);
            completed();
            return new Status(record);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WAIT);
        }
    }

    public final void waitFor() throws MPIException {
        waitStatus();
    }

    /** The status if the operation is complete (the request then becomes inactive), else null. */
    public final Status testStatus() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TEST);
        try {
            MPI.check();
            StatusRecord record = Completion.test(handle);
            if (record != null) {
                recordCompletion(m, record);
                completed();
            }
            return Status.of(record);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TEST);
        }
    }

    /** The status if the operation is complete, else null; unlike test, the request stays as it is. */
    public final Status getStatus() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.REQUEST_GET_STATUS);
        try {
            MPI.check();
            return Status.of(Completion.getStatus(handle));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.REQUEST_GET_STATUS);
        }
    }

    public final boolean test() throws MPIException {
        return testStatus() != null;
    }

    public static Status waitAnyStatus(Request[] requests) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WAITANY);
        try {
            MPI.check();
            StatusRecord record = Completion.waitAny(handles(requests));
            markCompleted(m, requests, record);
            return new Status(record);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WAITANY);
        }
    }

    /** Index of the completed request, or MPI.UNDEFINED if none was active. */
    public static int waitAny(Request[] requests) throws MPIException {
        return waitAnyStatus(requests).getIndex();
    }

    /** Status of a completed request, or null if none of the active requests is complete. */
    public static Status testAnyStatus(Request[] requests) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TESTANY);
        try {
            MPI.check();
            StatusRecord record = Completion.testAny(handles(requests));
            markCompleted(m, requests, record);
            return Status.of(record);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TESTANY);
        }
    }

    /** Index of a completed request, or MPI.UNDEFINED if none completed. */
    public static int testAny(Request[] requests) throws MPIException {
        Status status = testAnyStatus(requests);
        return status == null ? MPI.UNDEFINED : status.getIndex();
    }

    public static Status[] waitAllStatus(Request[] requests) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WAITALL);
        try {
            MPI.check();
            StatusRecord[] records = Completion.waitAll(handles(requests));
            markAllCompleted(m, requests, records);
            return Status.of(records);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WAITALL);
        }
    }

    public static void waitAll(Request[] requests) throws MPIException {
        waitAllStatus(requests);
    }

    /** All statuses if every request is complete, else null. */
    public static Status[] testAllStatus(Request[] requests) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TESTALL);
        try {
            MPI.check();
            StatusRecord[] records = Completion.testAll(handles(requests));
            if (records != null) {
                markAllCompleted(m, requests, records);
            }
            return Status.of(records);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TESTALL);
        }
    }

    public static boolean testAll(Request[] requests) throws MPIException {
        return testAllStatus(requests) != null;
    }

    /** Statuses of the requests that completed (at least one), or null if none was active. */
    public static Status[] waitSomeStatus(Request[] requests) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WAITSOME);
        try {
            MPI.check();
            StatusRecord[] records = Completion.waitSome(handles(requests));
            markCompleted(m, requests, records);
            return Status.of(records);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WAITSOME);
        }
    }

    public static int[] waitSome(Request[] requests) throws MPIException {
        return indices(waitSomeStatus(requests));
    }

    /** Like waitSomeStatus, but returns an empty array at once if nothing completed. */
    public static Status[] testSomeStatus(Request[] requests) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TESTSOME);
        try {
            MPI.check();
            StatusRecord[] records = Completion.testSome(handles(requests));
            markCompleted(m, requests, records);
            return Status.of(records);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TESTSOME);
        }
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

    private static void markCompleted(Measurement m, Request[] requests, StatusRecord... records) {
        if (records == null) {
            return;
        }
        for (StatusRecord record : records) {
            if (record != null && record.index() >= 0) {
                Request r = requests[record.index()];
                r.recordCompletion(m, record);
                r.completed();
            }
        }
    }

    private static void markAllCompleted(Measurement m, Request[] requests, StatusRecord[] records) {
        for (int i = 0; i < requests.length; i++) {
            Request r = requests[i];
            if (r != null) {
                r.recordCompletion(m, records[i]);
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
