package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import org.fenceline.tracer.runtime.CollectivePort;
import org.fenceline.tracer.runtime.DataType;
import org.fenceline.tracer.runtime.MpiConstants;
import org.fenceline.tracer.runtime.TypedData;

/**
 * Intercommunicator barrier, broadcast, gather(v) and scatter(v) (MPI-3.1 §5.2.2): the root passes MPI_ROOT,
 * the rest of its group MPI_PROC_NULL, the other group the root's rank. Data crosses between the groups'
 * leaders (local rank 0) or goes directly between root and remote processes; inside a group it moves on the
 * group's own communicator with the intracommunicator algorithms.
 */
final class InterDataMovement {
    private InterDataMovement() {
    }

    static void barrier(Call call) {
        CollectivePort local = CollectivePort.of(call.comm.localComm());
        CollectivePort inter = CollectivePort.of(call.comm);
        Schedule s = call.schedule;
        if (local.size() > 1) {
            ExchangeBarrier.schedule(s, local);
        }
        if (local.rank() == 0) {
            s.phase(() -> {
                s.send(inter, 0, Packed.allocate(0));
                s.receive(inter, 0, Packed.allocate(0), null);
            });
        }
        DataMovement.broadcastPacked(s, local, Packed.allocate(0), 0);
    }

    static void bcast(Call call, Object buf, int count, DataType type, int root) {
        Payload.record(0, 0);
        if (root == MpiConstants.PROC_NULL) {
            return;
        }
        Schedule s = call.schedule;
        CollectivePort inter = CollectivePort.of(call.comm);
        if (root == Call.ROOT) {
            ByteBuffer packed = TypedData.of(call.comm, call.name, "buf", buf, 0, count, type, false).pack();
            Payload.record(packed.limit(), 0);
            s.phase(() -> s.send(inter, 0, packed));
            return;
        }
        TypedData data = TypedData.of(call.comm, call.name, "buf", buf, 0, count, type, true);
        Payload.record(0, data.bytes());
        ByteBuffer packed = TypedData.allocate(data.bytes());
        CollectivePort local = CollectivePort.of(call.comm.localComm());
        if (local.rank() == 0) {
            s.phase(() -> s.receive(inter, root, packed, null));
        }
        DataMovement.broadcastPacked(s, local, packed, 0);
        s.phase(() -> data.unpackFrom(packed.clear()));
    }

    static void gatherv(Call call, Object sendbuf, int sendcount, DataType sendtype, Object recvbuf,
            int[] recvcounts, int[] displs, DataType recvtype, int root) {
        Payload.record(0, 0);
        if (root == MpiConstants.PROC_NULL) {
            return;
        }
        Schedule s = call.schedule;
        CollectivePort inter = CollectivePort.of(call.comm);
        if (root == Call.ROOT) {
            TypedData[] slots = DataMovement.blocks(call, "recvbuf", recvbuf, recvcounts, displs, recvtype, true);
            ByteBuffer[] landed = DataMovement.landing(slots);
            Payload.record(0, DataMovement.total(landed));
            s.phase(() -> {
                for (int q = 0; q < slots.length; q++) {
                    s.receive(inter, q, landed[q], null);
                }
            });
            s.phase(() -> DataMovement.unpackAll(slots, landed));
            return;
        }
        ByteBuffer mine = TypedData.of(call.comm, call.name, "sendbuf", sendbuf, 0, sendcount, sendtype, false).pack();
        Payload.record(mine.limit(), 0);
        s.phase(() -> s.send(inter, root, mine));
    }

    static void scatterv(Call call, Object sendbuf, int[] sendcounts, int[] displs, DataType sendtype,
            Object recvbuf, int recvcount, DataType recvtype, int root) {
        Payload.record(0, 0);
        if (root == MpiConstants.PROC_NULL) {
            return;
        }
        Schedule s = call.schedule;
        CollectivePort inter = CollectivePort.of(call.comm);
        if (root == Call.ROOT) {
            ByteBuffer[] packed = DataMovement.packAll(
                    DataMovement.blocks(call, "sendbuf", sendbuf, sendcounts, displs, sendtype, false));
            Payload.record(DataMovement.total(packed), 0);
            s.phase(() -> {
                for (int q = 0; q < packed.length; q++) {
                    s.send(inter, q, packed[q]);
                }
            });
            return;
        }
        TypedData target = TypedData.of(call.comm, call.name, "recvbuf", recvbuf, 0, recvcount, recvtype, true);
        ByteBuffer mine = TypedData.allocate(target.bytes());
        Payload.record(0, mine.limit());
        s.phase(() -> s.receive(inter, root, mine, null));
        s.phase(() -> target.unpackFrom(mine.clear()));
    }
}
