package mpi;

import java.nio.Buffer;
import java.util.function.Function;
import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.CommunicatorFactory;
import org.fenceline.tracer.runtime.Ports;
import org.fenceline.tracer.runtime.RankRuntime;
import org.fenceline.tracer.runtime.collective.Intercommunicators;
import org.fenceline.tracer.runtime.collective.InPlace;
import org.fenceline.tracer.runtime.collective.Reductions;
import org.fenceline.tracer.runtime.MpiError;

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
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_DUP);
        }
    }

    @Override
    public Intracomm iDup() throws MPIException {
        return iDupInto(new Intracomm(null));
    }

    @Override
    public Intracomm dupWithInfo(Info info) throws MPIException {
        return new Intracomm(duplicateWithInfo(info));
    }

    @Override
    public Intracomm clone() {
        try {
            return dup();
        } catch (MPIException e) {
            // clone() cannot declare the checked exception; Open MPI's binding rethrows it unchecked as well.
            throw new RuntimeException(e.getMessage(), e);
        }
    }

    /** Processes with the same colour form a communicator, ranked by key; MPI.UNDEFINED yields a null communicator. */
    public final Intracomm split(int colour, int key) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_SPLIT);
        try {
            return new Intracomm(CommunicatorFactory.split(live("MPI_Comm_split"), colour, key));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_SPLIT);
        }
    }

    /**
     * MPI_Comm_split_type with {@link Comm#TYPE_SHARED}: the processes sharing this one's node, ranked by key.
     * Every rank runs on an emulated node of its own, so each gets a communicator of itself alone;
     * MPI.UNDEFINED yields a null communicator. The info hints are not used.
     */
    public final Intracomm splitType(int splitType, int key, Info info) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_SPLIT_TYPE);
        try {
            return new Intracomm(CommunicatorFactory.splitType(live("MPI_Comm_split_type"), splitType, key));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_SPLIT_TYPE);
        }
    }

    /**
     * MPI_Comm_create_group: collective over the members of {@code group} only, which all pass the same tag;
     * a process outside the group gets a null communicator.
     */
    public final Intracomm createGroup(Group group, int tag) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_CREATE_GROUP);
        try {
            return new Intracomm(CommunicatorFactory.createGroup(live("MPI_Comm_create_group"),
                    Group.handleOf(group, "MPI_Comm_create_group"), tag));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_CREATE_GROUP);
        }
    }

    /** The members of {@code group}; other processes get a null communicator ({@link #isNull()}). */
    public final Intracomm create(Group group) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_CREATE);
        try {
            return new Intracomm(CommunicatorFactory.create(live("MPI_Comm_create"),
                    Group.handleOf(group, "MPI_Comm_create")));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_CREATE);
        }
    }

    /** A Cartesian grid over the first prod(dims) processes; ranks are not reordered. */
    public final CartComm createCart(int[] dims, boolean[] periods, boolean reorder) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.CART_CREATE);
        try {
            Communicator cart = CommunicatorFactory.createCart(live("MPI_Cart_create"), dims, periods);
            if (cart != null) {
                m.cartCreated(cart);
            }
            return new CartComm(cart);
        } catch (MpiError e) {
            throw MPIException.of(e);
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
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GRAPH_CREATE);
        }
    }

    /**
     * MPI_Dist_graph_create: this process names the edges from each {@code sources[i]} to the next
     * {@code degrees[i]} entries of {@code destinations}, weighted by {@code weights}; ranks are not reordered.
     */
    public final GraphComm createDistGraph(int[] sources, int[] degrees, int[] destinations, int[] weights,
            Info info, boolean reorder) throws MPIException {
        return distGraph(sources, degrees, destinations, weights);
    }

    /** MPI_Dist_graph_create with MPI_UNWEIGHTED. */
    public final GraphComm createDistGraph(int[] sources, int[] degrees, int[] destinations, Info info,
            boolean reorder) throws MPIException {
        return distGraph(sources, degrees, destinations, null);
    }

    private GraphComm distGraph(int[] sources, int[] degrees, int[] destinations, int[] weights)
            throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.DIST_GRAPH_CREATE);
        try {
            return new GraphComm(CommunicatorFactory.createDistGraph(live("MPI_Dist_graph_create"), sources,
                    degrees, destinations, weights));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.DIST_GRAPH_CREATE);
        }
    }

    /** MPI_Dist_graph_create_adjacent: this process's own in- and out-neighbours; ranks are not reordered. */
    public final GraphComm createDistGraphAdjacent(int[] sources, int[] sourceWeights, int[] destinations,
            int[] destWeights, Info info, boolean reorder) throws MPIException {
        return adjacentDistGraph(sources, sourceWeights, destinations, destWeights);
    }

    /** MPI_Dist_graph_create_adjacent with MPI_UNWEIGHTED. */
    public final GraphComm createDistGraphAdjacent(int[] sources, int[] destinations, Info info, boolean reorder)
            throws MPIException {
        return adjacentDistGraph(sources, null, destinations, null);
    }

    private GraphComm adjacentDistGraph(int[] sources, int[] sourceWeights, int[] destinations, int[] destWeights)
            throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.DIST_GRAPH_CREATE_ADJACENT);
        try {
            return new GraphComm(CommunicatorFactory.createDistGraphAdjacent(
                    live("MPI_Dist_graph_create_adjacent"), sources, sourceWeights, destinations, destWeights));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.DIST_GRAPH_CREATE_ADJACENT);
        }
    }

    public final void scan(Object sendbuf, Object recvbuf, int count, Datatype type, Op op) throws MPIException {
        collective(MpiRegion.SCAN, Measurement.NO_ROOT, () -> {
            Communicator c = live("MPI_Scan");
            Reductions.scan(c, true, sendbuf, recvbuf, count, t(type), Op.forCollective(op, type, c, "MPI_Scan"));
        });
    }

    /** In place: {@code recvbuf} holds the operand and receives the prefix. */
    public final void scan(Object recvbuf, int count, Datatype type, Op op) throws MPIException {
        collective(MpiRegion.SCAN, Measurement.NO_ROOT, () -> {
            Communicator c = live("MPI_Scan");
            Reductions.scan(c, true, InPlace.BUFFER, recvbuf, count, t(type), Op.forCollective(op, type, c, "MPI_Scan"));
        });
    }

    public final Request iScan(Buffer sendbuf, Buffer recvbuf, int count, Datatype type, Op op)
            throws MPIException {
        return nonBlocking(MpiRegion.ISCAN, () -> {
            Communicator c = direct("MPI_Iscan", sendbuf, recvbuf);
            return new Request(Reductions.scan(c, false, sendbuf, recvbuf, count, t(type),
                    Op.forCollective(op, type, c, "MPI_Iscan")));
        });
    }

    public final Request iScan(Buffer buf, int count, Datatype type, Op op) throws MPIException {
        return nonBlocking(MpiRegion.ISCAN, () -> {
            Communicator c = direct("MPI_Iscan", buf);
            return new Request(Reductions.scan(c, false, InPlace.BUFFER, buf, count, t(type),
                    Op.forCollective(op, type, c, "MPI_Iscan")));
        });
    }

    /** The exclusive prefix; rank 0's receive buffer is left unchanged (undefined in MPI). */
    public final void exScan(Object sendbuf, Object recvbuf, int count, Datatype type, Op op) throws MPIException {
        collective(MpiRegion.EXSCAN, Measurement.NO_ROOT, () -> {
            Communicator c = live("MPI_Exscan");
            Reductions.exScan(c, true, sendbuf, recvbuf, count, t(type), Op.forCollective(op, type, c, "MPI_Exscan"));
        });
    }

    public final void exScan(Object buf, int count, Datatype type, Op op) throws MPIException {
        collective(MpiRegion.EXSCAN, Measurement.NO_ROOT, () -> {
            Communicator c = live("MPI_Exscan");
            Reductions.exScan(c, true, InPlace.BUFFER, buf, count, t(type), Op.forCollective(op, type, c, "MPI_Exscan"));
        });
    }

    public final Request iExScan(Buffer sendbuf, Buffer recvbuf, int count, Datatype type, Op op)
            throws MPIException {
        return nonBlocking(MpiRegion.IEXSCAN, () -> {
            Communicator c = direct("MPI_Iexscan", sendbuf, recvbuf);
            return new Request(Reductions.exScan(c, false, sendbuf, recvbuf, count, t(type),
                    Op.forCollective(op, type, c, "MPI_Iexscan")));
        });
    }

    public final Request iExScan(Buffer buf, int count, Datatype type, Op op) throws MPIException {
        return nonBlocking(MpiRegion.IEXSCAN, () -> {
            Communicator c = direct("MPI_Iexscan", buf);
            return new Request(Reductions.exScan(c, false, InPlace.BUFFER, buf, count, t(type),
                    Op.forCollective(op, type, c, "MPI_Iexscan")));
        });
    }
    /** MPI_Open_port: a port name unique within the job (the info hints are not used). */
    public static String openPort() throws MPIException {
        return portCall(MpiRegion.OPEN_PORT, Ports::open);
    }

    public static String openPort(Info info) throws MPIException {
        return openPort();
    }

    public static void closePort(String name) throws MPIException {
        portCall(MpiRegion.CLOSE_PORT, runtime -> {
            Ports.close(runtime, name);
            return null;
        });
    }

    /**
     * MPI_Comm_accept, collective over this communicator: {@code root} waits until a group connects to
     * {@code port} (significant at the root only); the result's remote group is the connecting one.
     */
    public final Intercomm accept(String port, int root) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_ACCEPT);
        try {
            return new Intercomm(Intercommunicators.accept(live("MPI_Comm_accept"), port, root));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_ACCEPT);
        }
    }

    public final Intercomm accept(String port, Info info, int root) throws MPIException {
        return accept(port, root);
    }

    /** MPI_Comm_connect: {@code root} connects to an open {@code port} of the job, else MPI.ERR_PORT. */
    public final Intercomm connect(String port, int root) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_CONNECT);
        try {
            return new Intercomm(Intercommunicators.connect(live("MPI_Comm_connect"), port, root));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_CONNECT);
        }
    }

    public final Intercomm connect(String port, Info info, int root) throws MPIException {
        return connect(port, root);
    }

    /** MPI_Publish_name in the job-wide name service; a service published already is MPI.ERR_SERVICE. */
    public static void publishName(String service, String port) throws MPIException {
        portCall(MpiRegion.PUBLISH_NAME, runtime -> {
            Ports.publish(runtime, service, port);
            return null;
        });
    }

    public static void publishName(String service, Info info, String port) throws MPIException {
        publishName(service, port);
    }

    public static void unpublishName(String service, String port) throws MPIException {
        portCall(MpiRegion.UNPUBLISH_NAME, runtime -> {
            Ports.unpublish(runtime, service, port);
            return null;
        });
    }

    public static void unpublishName(String service, Info info, String port) throws MPIException {
        unpublishName(service, port);
    }

    /** MPI_Lookup_name: the port published under {@code service}; an unknown service is MPI.ERR_NAME. */
    public static String lookupName(String service) throws MPIException {
        return portCall(MpiRegion.LOOKUP_NAME, runtime -> Ports.lookup(runtime, service));
    }

    public static String lookupName(String service, Info info) throws MPIException {
        return lookupName(service);
    }

    /** Records one port or name-service call as a plain region. */
    private static String portCall(MpiRegion region, Function<RankRuntime, String> body) throws MPIException {
        RankRuntime runtime = MPI.check();
        Measurement m = Measurement.current();
        m.enter(region);
        try {
            return body.apply(runtime);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(region);
        }
    }
}
