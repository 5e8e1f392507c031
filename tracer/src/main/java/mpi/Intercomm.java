package mpi;

import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.collective.Intercommunicators;
import org.fenceline.tracer.runtime.MpiError;

/**
 * An intercommunicator: point-to-point ranks and collective roots name processes of the remote group; in
 * rooted collectives the root passes {@link MPI#ROOT}, the rest of its group {@link MPI#PROC_NULL}.
 */
public class Intercomm extends Comm {

    Intercomm(Communicator handle) {
        super(handle);
    }

    @Override
    public Intercomm dup() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_DUP);
        try {
            return new Intercomm(Intercommunicators.dup(live("MPI_Comm_dup")));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_DUP);
        }
    }

    @Override
    public Intercomm iDup() throws MPIException {
        return iDupInto(new Intercomm(null));
    }

    @Override
    public Intercomm dupWithInfo(Info info) throws MPIException {
        return new Intercomm(duplicateWithInfo(info));
    }

    @Override
    public Intercomm clone() {
        try {
            return dup();
        } catch (MPIException e) {
            // clone() cannot declare the checked exception; Open MPI's binding rethrows it unchecked as well.
            throw new RuntimeException(e.getMessage(), e);
        }
    }

    /** MPI_Comm_remote_size. */
    public int getRemoteSize() throws MPIException {
        return live("MPI_Comm_remote_size").remoteGroup().size();
    }

    /** MPI_Comm_remote_group. */
    public Group getRemoteGroup() throws MPIException {
        return new Group(live("MPI_Comm_remote_group").remoteGroup());
    }

    /** MPI_Intercomm_merge: the group passing {@code high} = false gets the lower ranks. */
    public Intracomm merge(boolean high) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.INTERCOMM_MERGE);
        try {
            return new Intracomm(Intercommunicators.merge(live("MPI_Intercomm_merge"), high));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.INTERCOMM_MERGE);
        }
    }
}
