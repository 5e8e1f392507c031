package org.fenceline.tracer.runtime;

import java.nio.ByteBuffer;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.fenceline.tracer.device.DeviceRequest;
import org.fenceline.tracer.device.MessageDevice;
import org.fenceline.tracer.device.SendMode;

/**
 * How collective algorithms reach the device: messages in the communicator's collective context, which user
 * point-to-point traffic can never match (and which measurement does not record as user messages). Peers are
 * ranks of the communicator's peer group: the remote group of an intercommunicator, else its own group.
 */
public final class CollectivePort {
    private final Communicator comm;

    private CollectivePort(Communicator comm) {
        this.comm = comm;
    }

    public static CollectivePort of(Communicator comm) {
        return new CollectivePort(comm);
    }

    public Communicator comm() {
        return comm;
    }

    public int rank() {
        return comm.rank();
    }

    public int size() {
        return comm.size();
    }

    /** Size of the group peers are named in: the remote group of an intercommunicator. */
    public int peers() {
        return comm.peerGroup().size();
    }

    public MessageDevice device() {
        return comm.runtime().device();
    }

    public DeviceRequest send(int peer, int tag, ByteBuffer data) {
        RankRuntime runtime = comm.runtime();
        return runtime.device().startSend(runtime.worldRank(), comm.worldRankOf(peer), comm.collectiveContext(),
                tag, data, SendMode.STANDARD);
    }

    /** Receives the next collective message from {@code peer}, whatever its tag (the caller checks it). */
    public DeviceRequest receive(int peer, ByteBuffer target) {
        RankRuntime runtime = comm.runtime();
        return runtime.device().postReceive(runtime.worldRank(), comm.worldRankOf(peer), comm.collectiveContext(),
                MessageDevice.ANY_TAG, target);
    }

    /** A point-to-point message on the user context (MPI_Intercomm_create's leader exchange uses the peer comm so). */
    public DeviceRequest sendUser(int peer, int tag, ByteBuffer data) {
        RankRuntime runtime = comm.runtime();
        return runtime.device().startSend(runtime.worldRank(), comm.worldRankOf(peer), comm.pointToPointContext(),
                tag, data, SendMode.STANDARD);
    }

    public DeviceRequest receiveUser(int peer, int tag, ByteBuffer target) {
        RankRuntime runtime = comm.runtime();
        return runtime.device().postReceive(runtime.worldRank(), comm.worldRankOf(peer),
                comm.pointToPointContext(), tag, target);
    }

    /** Blocks inside MPI until {@code condition} holds; visible to the deadlock detector as {@code operation}. */
    public void block(BooleanSupplier condition, Supplier<String> operation) {
        comm.runtime().block(condition, operation);
    }

    /** Open MPI's rule for non-blocking calls: every buffer must be a direct NIO buffer. */
    public static void requireDirect(String call, Object... buffers) {
        for (Object buffer : buffers) {
            MessageBuffer.requireDirect(call, buffer);
        }
    }

    /** The request handle of a non-blocking collective whose progress {@code work} tracks. */
    public RuntimeRequest request(String operation, DeviceRequest work) {
        return RuntimeRequest.started(Transfer.send(comm, operation, work));
    }
}
