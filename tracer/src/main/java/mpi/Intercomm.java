package mpi;

import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.collective.Intercommunicators;

/**
 * An intercommunicator: point-to-point ranks and collective roots name processes of the remote group; in
 * rooted collectives the root passes {@link MPI#ROOT}, the rest of its group {@link MPI#PROC_NULL}.
 */
public final class Intercomm extends Comm {

    Intercomm(Communicator handle) {
        super(handle);
    }

    @Override
    public Intercomm dup() throws MPIException {
        return new Intercomm(Intercommunicators.dup(live("MPI_Comm_dup")));
    }

    @Override
    public Intercomm clone() {
        return dup();
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
        return new Intracomm(Intercommunicators.merge(live("MPI_Intercomm_merge"), high));
    }
}
