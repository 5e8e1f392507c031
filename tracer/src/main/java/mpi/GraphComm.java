package mpi;

import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.CommunicatorFactory;
import org.fenceline.tracer.runtime.DistGraphTopology;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.GraphTopology;
import org.fenceline.tracer.runtime.MpiError;

/** A communicator with a graph or distributed graph topology. */
public final class GraphComm extends Intracomm {

    GraphComm(Communicator handle) {
        super(handle);
    }

    private GraphTopology topology(String call) throws MPIException {
        Communicator c = live(call);
        if (!(c.topology() instanceof GraphTopology graph)) {
            throw c.error(ErrorClass.TOPOLOGY, call + ": " + c.label() + " has a distributed graph topology");
        }
        return graph;
    }

    @Override
    public GraphComm dup() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_DUP);
        try {
            return new GraphComm(CommunicatorFactory.dup(live("MPI_Comm_dup")));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_DUP);
        }
    }

    @Override
    public GraphComm iDup() throws MPIException {
        return iDupInto(new GraphComm(null));
    }

    @Override
    public GraphComm dupWithInfo(Info info) throws MPIException {
        return new GraphComm(duplicateWithInfo(info));
    }

    @Override
    public GraphComm clone() {
        try {
            return dup();
        } catch (MPIException e) {
            // clone() cannot declare the checked exception; Open MPI's binding rethrows it unchecked as well.
            throw new RuntimeException(e.getMessage(), e);
        }
    }

    /** Node degrees (cumulative) and edges (MPI_Graph_get). */
    public GraphParms getDims() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GRAPH_GET);
        try {
            GraphTopology t = topology("MPI_Graph_get");
            return new GraphParms(t.index(), t.edges());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GRAPH_GET);
        }
    }

    /** The neighbours of {@code rank} (MPI_Graph_neighbors). */
    public int[] getNeighbors(int rank) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GRAPH_NEIGHBORS);
        try {
            GraphTopology t = topology("MPI_Graph_neighbors");
            if (rank < 0 || rank >= t.nodes()) {
                throw handle.error(ErrorClass.RANK, "MPI_Graph_neighbors: rank=" + rank + " is not a node (0.."
                        + (t.nodes() - 1) + ")");
            }
            return t.neighbours(rank);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GRAPH_NEIGHBORS);
        }
    }

    /** The in- and out-edges of this process in a distributed graph (MPI_Dist_graph_neighbors). */
    public DistGraphNeighbors getDistGraphNeighbors() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.DIST_GRAPH_NEIGHBORS);
        try {
            Communicator c = live("MPI_Dist_graph_neighbors");
            if (!(c.topology() instanceof DistGraphTopology t)) {
                throw c.error(ErrorClass.TOPOLOGY, "MPI_Dist_graph_neighbors: " + c.label()
                        + " has no distributed graph topology");
            }
            return new DistGraphNeighbors(t.sources(), t.sourceWeights(), t.destinations(), t.destWeights(),
                    t.weighted());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.DIST_GRAPH_NEIGHBORS);
        }
    }

    /** The caller's rank in a graph of index.length nodes without reordering, or MPI.UNDEFINED (MPI_Graph_map). */
    public int map(int[] index, int[] edges) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GRAPH_MAP);
        try {
            Communicator c = live("MPI_Graph_map");
            return c.rank() < index.length ? c.rank() : MPI.UNDEFINED;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GRAPH_MAP);
        }
    }
}
