package org.fenceline.tracer.runtime;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import org.fenceline.tracer.device.DeviceRequest;
import org.fenceline.tracer.device.SendMode;

/**
 * Exchanges a few integers among all members of a communicator, as communicator construction needs (colours,
 * keys, the next free context id) and MPI-IO's collective calls (argument checks, the counts of ordered access).
 * Runs on the communicator's collective context with tags above MPI_TAG_UB, so it can never match user traffic;
 * members gather at rank 0, which sends the table back to everyone.
 */
public final class Agreement {
    private static final int GATHER_TAG = MpiConstants.TAG_UB + 1;
    private static final int TABLE_TAG = MpiConstants.TAG_UB + 2;
    private static final int GROUP_GATHER_TAG = MpiConstants.TAG_UB + 3;
    private static final int GROUP_TABLE_TAG = MpiConstants.TAG_UB + 4;

    private Agreement() {
    }

    /** Every member's {@code mine} (all of the same length), indexed by communicator rank. */
    public static int[][] allGather(Communicator comm, String call, int[] mine) {
        return allGather(comm, comm.group(), comm.rank(), GATHER_TAG, TABLE_TAG, call, mine);
    }

    /**
     * The same among the members of {@code group} only, a subset of {@code parent}'s group that calls without
     * the others (MPI_Comm_create_group); indexed by rank in {@code group}. Its own tags keep it apart from an
     * agreement over the whole parent.
     */
    public static int[][] allGatherAmong(Communicator parent, ProcessGroup group, String call, int[] mine) {
        return allGather(parent, group, group.rankOf(parent.runtime().worldRank()), GROUP_GATHER_TAG,
                GROUP_TABLE_TAG, call, mine);
    }

    private static int[][] allGather(Communicator comm, ProcessGroup members, int me, int gatherTag, int tableTag,
            String call, int[] mine) {
        int size = members.size();
        int width = mine.length;
        if (size == 1) {
            return new int[][] {mine.clone()};
        }
        RankRuntime runtime = comm.runtime();
        // Collective receives match any tag from their peer, so no agreement message may overtake them.
        runtime.block(comm::collectivesIdle, call + "(comm=" + comm.label()
                + ": completing its pending non-blocking collectives)");
        String operation = call + "(comm=" + comm.label() + ": agreeing with every member)";
        ByteBuffer table = ByteBuffer.allocate(4 * width * size).order(ByteOrder.nativeOrder());
        if (me == 0) {
            table.asIntBuffer().put(mine);
            DeviceRequest[] receives = new DeviceRequest[size];
            for (int r = 1; r < size; r++) {
                ByteBuffer slot = table.duplicate().position(4 * width * r).limit(4 * width * (r + 1)).slice();
                receives[r] = runtime.device().postReceive(runtime.worldRank(), members.worldRank(r),
                        comm.collectiveContext(), gatherTag, slot);
            }
            awaitAll(runtime, receives, operation);
            DeviceRequest[] sends = new DeviceRequest[size];
            for (int r = 1; r < size; r++) {
                sends[r] = runtime.device().startSend(runtime.worldRank(), members.worldRank(r),
                        comm.collectiveContext(), tableTag, table.duplicate().clear(), SendMode.STANDARD);
            }
            awaitAll(runtime, sends, operation);
        } else {
            ByteBuffer own = ByteBuffer.allocate(4 * width).order(ByteOrder.nativeOrder());
            own.asIntBuffer().put(mine);
            DeviceRequest send = runtime.device().startSend(runtime.worldRank(), members.worldRank(0),
                    comm.collectiveContext(), gatherTag, own, SendMode.STANDARD);
            DeviceRequest receive = runtime.device().postReceive(runtime.worldRank(), members.worldRank(0),
                    comm.collectiveContext(), tableTag, table.duplicate().clear());
            awaitAll(runtime, new DeviceRequest[] {send, receive}, operation);
        }
        IntBuffer ints = table.clear().asIntBuffer();
        int[][] result = new int[size][width];
        for (int r = 0; r < size; r++) {
            ints.get(result[r]);
        }
        return result;
    }

    private static void awaitAll(RankRuntime runtime, DeviceRequest[] requests, String operation) {
        runtime.block(() -> {
            for (DeviceRequest r : requests) {
                if (r != null && !r.isComplete()) {
                    return false;
                }
            }
            return true;
        }, operation);
    }
}
