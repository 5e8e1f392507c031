package mpi;

import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.runtime.StatusRecord;
import org.fenceline.tracer.runtime.MpiError;

/** The outcome of a receive or probe (MPI_Status), read through methods as in Open MPI. */
public final class Status {
    /** Replaced by the MPI_Status_set_* calls. */
    private StatusRecord record;

    Status(StatusRecord record) {
        this.record = record;
    }

    static Status of(StatusRecord record) {
        return record == null ? null : new Status(record);
    }

    static Status[] of(StatusRecord[] records) {
        if (records == null) {
            return null;
        }
        Status[] statuses = new Status[records.length];
        for (int i = 0; i < records.length; i++) {
            statuses[i] = new Status(records[i]);
        }
        return statuses;
    }

    public int getSource() {
        return record.source();
    }

    public int getTag() {
        return record.tag();
    }

    public int getError() {
        return record.error();
    }

    /** Position of the completed request in the array given to waitAny/waitSome/testAny/testSome. */
    public int getIndex() {
        return record.index();
    }

    /** Number of received items of {@code datatype}, or MPI.UNDEFINED if the message is not a whole number. */
    public int getCount(Datatype datatype) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GET_COUNT);
        try {
            return record.count(Datatype.handleOf(datatype, "MPI_Get_count").layout());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GET_COUNT);
        }
    }

    /** Number of received basic elements. */
    public int getElements(Datatype datatype) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GET_ELEMENTS);
        try {
            return record.elements(Datatype.handleOf(datatype, "MPI_Get_elements").layout());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GET_ELEMENTS);
        }
    }

    /** MPI_Get_elements_x: the number of received basic elements as an MPI_Count. */
    public Count getElementsX(Datatype datatype) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GET_ELEMENTS_X);
        try {
            return new Count(record.elements(Datatype.handleOf(datatype, "MPI_Get_elements_x").layout()));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GET_ELEMENTS_X);
        }
    }

    /** MPI_Status_set_elements: afterwards getElements(datatype) returns {@code count}. */
    public void setElements(Datatype datatype, int count) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.STATUS_SET_ELEMENTS);
        try {
            setElements(datatype, count, "MPI_Status_set_elements");
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.STATUS_SET_ELEMENTS);
        }
    }

    /** MPI_Status_set_elements_x. */
    public void setElementsX(Datatype datatype, Count count) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.STATUS_SET_ELEMENTS_X);
        try {
            setElements(datatype, count.getCount(), "MPI_Status_set_elements_x");
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.STATUS_SET_ELEMENTS_X);
        }
    }

    private void setElements(Datatype datatype, long count, String call) throws MPIException {
        record = record.withElements(Datatype.handleOf(datatype, call).layout(), count);
    }

    /** MPI_Status_set_cancelled. */
    public void setCancelled(boolean flag) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.STATUS_SET_CANCELLED);
        try {
            MPI.check();
            record = new StatusRecord(record.source(), record.tag(), record.error(), record.bytes(), flag,
                    record.index());
        } finally {
            m.exit(MpiRegion.STATUS_SET_CANCELLED);
        }
    }

    public boolean isCancelled() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TEST_CANCELLED);
        try {
            return record.cancelled();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TEST_CANCELLED);
        }
    }
}
