package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import org.fenceline.tracer.runtime.CartTopology;
import org.fenceline.tracer.runtime.CollectivePort;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.DataType;
import org.fenceline.tracer.runtime.DistGraphTopology;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.GraphTopology;
import org.fenceline.tracer.runtime.MpiConstants;
import org.fenceline.tracer.runtime.RuntimeRequest;
import org.fenceline.tracer.runtime.TypedData;

/**
 * Neighbourhood collectives on Cartesian, graph and distributed graph communicators (MPI-3.1 §7.6): receive
 * block i comes from source i and send block j goes to destination j. Cartesian and graph neighbours are
 * both sources and destinations; Cartesian ones are ordered per dimension, the lower (source) then the upper
 * (dest) one, and MPI_PROC_NULL neighbours leave their blocks untouched. A distributed graph has its in-edges
 * as sources and its out-edges as destinations. Cartesian blocks are sent upper first, so
 * that with a periodic dimension of one or two processes (the same neighbour on both sides) each block lands
 * in the slot of the direction it travelled.
 */
public final class Neighbourhood {
    /** The processes blocks come from and go to, in block order. */
    private record Neighbours(int[] sources, int[] destinations) {
    }

    private Neighbourhood() {
    }

    public static RuntimeRequest allGather(Communicator comm, boolean blocking, Object sendbuf, int sendcount,
            DataType sendtype, Object recvbuf, int recvcount, DataType recvtype) {
        Neighbours neighbours = neighbours(comm, CollectiveKind.NEIGHBOR_ALLGATHER);
        int[] counts = DataMovement.uniform(neighbours.sources.length, recvcount);
        return exchange(comm, blocking, CollectiveKind.NEIGHBOR_ALLGATHER, neighbours, sendbuf,
                DataMovement.uniform(neighbours.destinations.length, sendcount), null, sendtype, recvbuf, counts,
                DataMovement.displacements(counts), recvtype);
    }

    public static RuntimeRequest allGatherv(Communicator comm, boolean blocking, Object sendbuf, int sendcount,
            DataType sendtype, Object recvbuf, int[] recvcounts, int[] displs, DataType recvtype) {
        Neighbours neighbours = neighbours(comm, CollectiveKind.NEIGHBOR_ALLGATHERV);
        return exchange(comm, blocking, CollectiveKind.NEIGHBOR_ALLGATHERV, neighbours, sendbuf,
                DataMovement.uniform(neighbours.destinations.length, sendcount), null, sendtype, recvbuf, recvcounts,
                displs, recvtype);
    }

    public static RuntimeRequest allToAll(Communicator comm, boolean blocking, Object sendbuf, int sendcount,
            DataType sendtype, Object recvbuf, int recvcount, DataType recvtype) {
        Neighbours neighbours = neighbours(comm, CollectiveKind.NEIGHBOR_ALLTOALL);
        int[] sendcounts = DataMovement.uniform(neighbours.destinations.length, sendcount);
        int[] recvcounts = DataMovement.uniform(neighbours.sources.length, recvcount);
        return exchange(comm, blocking, CollectiveKind.NEIGHBOR_ALLTOALL, neighbours, sendbuf, sendcounts,
                DataMovement.displacements(sendcounts), sendtype, recvbuf, recvcounts,
                DataMovement.displacements(recvcounts), recvtype);
    }

    public static RuntimeRequest allToAllv(Communicator comm, boolean blocking, Object sendbuf, int[] sendcounts,
            int[] sdispls, DataType sendtype, Object recvbuf, int[] recvcounts, int[] rdispls, DataType recvtype) {
        Neighbours neighbours = neighbours(comm, CollectiveKind.NEIGHBOR_ALLTOALLV);
        return exchange(comm, blocking, CollectiveKind.NEIGHBOR_ALLTOALLV, neighbours, sendbuf, sendcounts, sdispls,
                sendtype, recvbuf, recvcounts, rdispls, recvtype);
    }

    /** {@code sdispls} null: every neighbour gets the same block (the allgather forms). */
    private static RuntimeRequest exchange(Communicator comm, boolean blocking, CollectiveKind kind,
            Neighbours neighbours, Object sendbuf, int[] sendcounts, int[] sdispls, DataType sendtype, Object recvbuf,
            int[] recvcounts, int[] rdispls, DataType recvtype) {
        Call call = Call.of(comm, kind, blocking, Signature.NO_ROOT, null);
        int[] from = neighbours.sources;
        int[] to = neighbours.destinations;
        if (sendcounts == null || recvcounts == null || sendcounts.length < to.length
                || recvcounts.length < from.length) {
            throw comm.error(ErrorClass.ARG, call.name + ": the send counts need an entry per destination ("
                    + to.length + ") and the receive counts one per source (" + from.length + ")");
        }
        TypedData[] sources = sdispls == null ? null
                : DataMovement.blocks(call, "sendbuf", sendbuf, sendcounts, sdispls, sendtype, false);
        ByteBuffer same = sdispls == null
                ? TypedData.of(comm, call.name, "sendbuf", sendbuf, 0, sendcounts.length == 0 ? 0 : sendcounts[0],
                        sendtype, false).pack() : null;
        TypedData[] slots = DataMovement.blocks(call, "recvbuf", recvbuf, recvcounts, rdispls, recvtype, true);
        ByteBuffer[] landed = DataMovement.landing(slots);
        long sent = 0;
        for (int j = 0; j < to.length; j++) {
            sent += to[j] == MpiConstants.PROC_NULL ? 0 : same != null ? same.limit() : sources[j].bytes();
        }
        Payload.record(sent, DataMovement.total(landed));
        CollectivePort port = CollectivePort.of(comm);
        boolean cartesian = comm.topology() instanceof CartTopology;
        Schedule s = call.schedule;
        call.phase(() -> {
            for (int i = 0; i < from.length; i++) {
                if (from[i] != MpiConstants.PROC_NULL) {
                    s.receive(port, from[i], landed[i], null);
                }
            }
            for (int k = 0; k < to.length; k++) {
                int j = cartesian ? k ^ 1 : k;
                if (to[j] != MpiConstants.PROC_NULL) {
                    s.send(port, to[j], same != null ? Packed.range(same, 0, same.limit()) : sources[j].pack());
                }
            }
        });
        call.phase(() -> {
            for (int i = 0; i < from.length; i++) {
                if (from[i] != MpiConstants.PROC_NULL) {
                    DataMovement.unpack(slots[i], landed[i]);
                }
            }
        });
        return call.execute();
    }

    private static Neighbours neighbours(Communicator comm, CollectiveKind kind) {
        if (comm.topology() instanceof CartTopology cart) {
            int dims = cart.dims().length;
            int[] result = new int[2 * dims];
            for (int d = 0; d < dims; d++) {
                int[] shifted = cart.shift(comm.rank(), d, 1);
                result[2 * d] = shifted[0];
                result[2 * d + 1] = shifted[1];
            }
            return new Neighbours(result, result);
        }
        if (comm.topology() instanceof GraphTopology graph) {
            int[] adjacent = graph.neighbours(comm.rank());
            return new Neighbours(adjacent, adjacent);
        }
        if (comm.topology() instanceof DistGraphTopology graph) {
            return new Neighbours(graph.sources(), graph.destinations());
        }
        throw comm.error(ErrorClass.TOPOLOGY, kind.mpiName() + ": " + comm.label() + " has no process topology");
    }
}
