package mpi;

import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.CommunicatorFactory;

/** An intra-communicator: adds splitting, creation from groups, and virtual topologies. */
public class Intracomm extends Comm {

    Intracomm(Communicator handle) {
        super(handle);
    }

    @Override
    public Intracomm dup() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_DUP);
        try {
            return new Intracomm(CommunicatorFactory.dup(live("MPI_Comm_dup")));
        } finally {
            m.exit(MpiRegion.COMM_DUP);
        }
    }

    @Override
    public Intracomm clone() {
        return dup();
    }

    /** Processes with the same colour form a communicator, ranked by key; MPI.UNDEFINED yields a null communicator. */
    public final Intracomm split(int colour, int key) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_SPLIT);
        try {
            return new Intracomm(CommunicatorFactory.split(live("MPI_Comm_split"), colour, key));
        } finally {
            m.exit(MpiRegion.COMM_SPLIT);
        }
    }

    /** The members of {@code group}; other processes get a null communicator ({@link #isNull()}). */
    public final Intracomm create(Group group) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_CREATE);
        try {
            return new Intracomm(CommunicatorFactory.create(live("MPI_Comm_create"),
                    Group.handleOf(group, "MPI_Comm_create")));
        } finally {
            m.exit(MpiRegion.COMM_CREATE);
        }
    }

    /** A Cartesian grid over the first prod(dims) processes; ranks are not reordered. */
    public final CartComm createCart(int[] dims, boolean[] periods, boolean reorder) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.CART_CREATE);
        try {
            return new CartComm(CommunicatorFactory.createCart(live("MPI_Cart_create"), dims, periods));
        } finally {
            m.exit(MpiRegion.CART_CREATE);
        }
    }

    /** A graph over the first index.length processes; ranks are not reordered. */
    public final GraphComm createGraph(int[] index, int[] edges, boolean reorder) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GRAPH_CREATE);
        try {
            return new GraphComm(CommunicatorFactory.createGraph(live("MPI_Graph_create"), index, edges));
        } finally {
            m.exit(MpiRegion.GRAPH_CREATE);
        }
    }
}
