package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import java.util.function.Consumer;
import org.fenceline.tracer.runtime.CollectivePort;
import org.fenceline.tracer.runtime.DataType;
import org.fenceline.tracer.runtime.MpiConstants;
import org.fenceline.tracer.runtime.TypedData;
import org.fenceline.tracer.runtime.reduction.Reduction;

/**
 * Intercommunicator reductions: each group reduces inside itself to its leader, the leaders trade the
 * results, and each group receives the reduction of the other group's vectors (MPI-3.1 §5.9.1).
 */
final class InterReductions {
    private InterReductions() {
    }

    static void reduce(Call call, Object sendbuf, Object recvbuf, int count, DataType type, Reduction op, int root) {
        Payload.record(0, 0);
        if (root == MpiConstants.PROC_NULL) {
            return;
        }
        Schedule s = call.schedule;
        CollectivePort inter = CollectivePort.of(call.comm);
        if (root == Call.ROOT) {
            TypedData result = TypedData.of(call.comm, call.name, "recvbuf", recvbuf, 0, count, type, true);
            ByteBuffer packed = TypedData.allocate(result.bytes());
            Payload.record(0, packed.limit());
            s.phase(() -> s.receive(inter, 0, packed, null));
            s.phase(() -> result.unpackFrom(packed.clear()));
            return;
        }
        ByteBuffer contribution = Reductions.contribution(call, sendbuf, recvbuf, count, type);
        Payload.record(contribution.limit(), 0);
        Reductions.reducePacked(s, CollectivePort.of(call.comm.localComm()), contribution, op, 0,
                reduced -> s.send(inter, root, reduced));
    }

    static void allReduce(Call call, Object sendbuf, Object recvbuf, int count, DataType type, Reduction op) {
        TypedData result = TypedData.of(call.comm, call.name, "recvbuf", recvbuf, 0, count, type, true);
        ByteBuffer contribution = Reductions.contribution(call, sendbuf, recvbuf, count, type);
        Payload.record(contribution.limit(), contribution.limit());
        otherGroupsReduction(call, contribution, op, remote -> result.unpackFrom(remote.clear()));
    }

    /** Each process gets its part of the other group's reduced vector. */
    static void reduceScatter(Call call, ByteBuffer vector, int[] offsets, int[] lengths, Reduction op,
            TypedData result) {
        int me = call.comm.rank();
        otherGroupsReduction(call, vector, op,
                remote -> result.unpackFrom(Packed.range(remote, offsets[me], lengths[me])));
    }

    private static void otherGroupsReduction(Call call, ByteBuffer contribution, Reduction op,
            Consumer<ByteBuffer> done) {
        Schedule s = call.schedule;
        CollectivePort inter = CollectivePort.of(call.comm);
        CollectivePort local = CollectivePort.of(call.comm.localComm());
        ByteBuffer remote = TypedData.allocate(contribution.limit());
        Reductions.reducePacked(s, local, contribution, op, 0, reduced -> {
            s.send(inter, 0, reduced);
            s.receive(inter, 0, remote, null);
        });
        DataMovement.broadcastPacked(s, local, remote, 0);
        s.phase(() -> done.accept(remote));
    }
}
