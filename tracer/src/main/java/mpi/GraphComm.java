package mpi;

import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.CommunicatorFactory;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.GraphTopology;

/** A communicator with a graph topology. */
public final class GraphComm extends Intracomm {

    GraphComm(Communicator handle) {
        super(handle);
    }

    private GraphTopology topology(String call) {
        return (GraphTopology) live(call).topology();
    }

    @Override
    public GraphComm dup() throws MPIException {
        return new GraphComm(CommunicatorFactory.dup(live("MPI_Comm_dup")));
    }

    @Override
    public GraphComm clone() {
        return dup();
    }

    /** Node degrees (cumulative) and edges (MPI_Graph_get). */
    public GraphParms getDims() throws MPIException {
        GraphTopology t = topology("MPI_Graph_get");
        return new GraphParms(t.index(), t.edges());
    }

    /** The neighbours of {@code rank} (MPI_Graph_neighbors). */
    public int[] getNeighbors(int rank) throws MPIException {
        GraphTopology t = topology("MPI_Graph_neighbors");
        if (rank < 0 || rank >= t.nodes()) {
            throw handle.error(ErrorClass.RANK, "MPI_Graph_neighbors: rank=" + rank + " is not a node (0.."
                    + (t.nodes() - 1) + ")");
        }
        return t.neighbours(rank);
    }

    /** The caller's rank in a graph of index.length nodes without reordering, or MPI.UNDEFINED (MPI_Graph_map). */
    public int map(int[] index, int[] edges) throws MPIException {
        Communicator c = live("MPI_Graph_map");
        return c.rank() < index.length ? c.rank() : MPI.UNDEFINED;
    }
}
