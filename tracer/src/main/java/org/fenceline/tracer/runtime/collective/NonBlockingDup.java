package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import java.util.function.Consumer;
import org.fenceline.tracer.runtime.CollectivePort;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.CommunicatorFactory;
import org.fenceline.tracer.runtime.RankRuntime;
import org.fenceline.tracer.runtime.RuntimeRequest;
import org.fenceline.tracer.runtime.TypedData;

/**
 * MPI_Comm_idup: the context agreement of MPI_Comm_dup as a non-blocking collective. Every member's proposal
 * travels in an allgather (on an intercommunicator: within each group, then between the leaders, then back
 * down); the last phase takes the largest and creates the duplicate, which the request's completion hands over.
 */
public final class NonBlockingDup {
    private NonBlockingDup() {
    }

    public static RuntimeRequest start(Communicator parent, Consumer<Communicator> created) {
        Call call = Call.of(parent, CollectiveKind.COMM_DUP, false, Signature.NO_ROOT, null);
        RankRuntime runtime = parent.runtime();
        Communicator group = parent.isInter() ? parent.localComm() : parent;
        CollectivePort port = CollectivePort.of(group);
        ByteBuffer proposals = TypedData.allocate(4L * group.size());
        proposals.putInt(4 * group.rank(), runtime.openAgreement());
        int[] offsets = new int[group.size()];
        int[] lengths = new int[group.size()];
        for (int r = 0; r < offsets.length; r++) {
            offsets[r] = 4 * r;
            lengths[r] = 4;
        }
        DirectAllgather.schedule(call.schedule, port, Packed.ranges(proposals, offsets, lengths));
        if (!parent.isInter()) {
            call.phase(() -> {
                int context = largest(proposals);
                runtime.closeAgreement(context, 2);
                created.accept(CommunicatorFactory.duplicateOn(parent, context));
            });
            return call.execute();
        }
        ByteBuffer ours = TypedData.allocate(4);
        ByteBuffer theirs = TypedData.allocate(4);
        if (group.rank() == 0) {
            CollectivePort across = CollectivePort.of(parent);
            call.phase(() -> {
                ours.putInt(0, largest(proposals));
                call.schedule.send(across, 0, ours);
                call.schedule.receive(across, 0, theirs, null);
            });
        }
        DataMovement.broadcastPacked(call.schedule, port, theirs, 0);
        call.phase(() -> {
            int context = Math.max(largest(proposals), theirs.getInt(0));
            runtime.closeAgreement(context, 4);
            created.accept(Intercommunicators.duplicateOn(parent, context));
        });
        return call.execute();
    }

    private static int largest(ByteBuffer proposals) {
        int largest = 0;
        for (int at = 0; at < proposals.limit(); at += 4) {
            largest = Math.max(largest, proposals.getInt(at));
        }
        return largest;
    }
}
