package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import org.fenceline.tracer.device.DeviceRequest;
import org.fenceline.tracer.device.port.PortTable;
import org.fenceline.tracer.runtime.Agreement;
import org.fenceline.tracer.runtime.CollectivePort;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.MpiError;
import org.fenceline.tracer.runtime.ProcessGroup;
import org.fenceline.tracer.runtime.RankRuntime;
import org.fenceline.tracer.runtime.TypedData;

/**
 * MPI_Intercomm_create, MPI_Comm_accept/connect and MPI_Intercomm_merge. Both groups agree on one context id
 * above every id their members have used; the intercommunicator takes it (and the next one for its collectives),
 * and each group's private communicator for the group-internal steps of intercommunicator collectives takes the
 * two after.
 */
public final class Intercommunicators {
    private Intercommunicators() {
    }

    /**
     * Called by every member of {@code local}; only the local leader uses {@code peer}, on which it exchanges
     * the groups with the remote leader (rank {@code remoteLeader} of {@code peer}) under {@code tag}.
     */
    public static Communicator create(Communicator local, int localLeader, Communicator peer, int remoteLeader,
            int tag) {
        String name = "MPI_Intercomm_create";
        return join(local, localLeader, name, mine -> {
            if (peer == null || remoteLeader < 0 || remoteLeader >= peer.size()) {
                throw local.error(ErrorClass.RANK, name + ": remoteLeader=" + remoteLeader
                        + " is not a rank of the peer communicator");
            }
            int[] header = exchange(CollectivePort.of(peer), remoteLeader, tag, new int[] {mine[1]}, 1, name);
            return exchange(CollectivePort.of(peer), remoteLeader, tag, mine, header[0] + 2, name);
        });
    }

    /**
     * MPI_Comm_accept: the root waits at {@code port} (significant there only) for a connecting root and trades
     * group tables with it through the job's {@link PortTable}.
     */
    public static Communicator accept(Communicator local, String port, int root) {
        String name = "MPI_Comm_accept";
        RankRuntime runtime = local.runtime();
        return join(local, root, name, mine -> {
            PortTable ports = PortTable.of(runtime.device());
            if (!ports.isOpen(port)) {
                throw local.error(ErrorClass.PORT, name + ": port " + port + " is not open");
            }
            PortTable.Offer[] offer = new PortTable.Offer[1];
            runtime.block(() -> offer[0] != null || (offer[0] = ports.take(port, runtime.worldRank())) != null,
                    name + "(port=" + port + ", comm=" + local.label() + ")");
            offer[0].answer(mine);
            return offer[0].table();
        });
    }

    /** MPI_Comm_connect: the root leaves its group table at {@code port} and waits for an accept's answer. */
    public static Communicator connect(Communicator local, String port, int root) {
        String name = "MPI_Comm_connect";
        RankRuntime runtime = local.runtime();
        return join(local, root, name, mine -> {
            PortTable.Offer offer = PortTable.of(runtime.device()).connect(port, runtime.worldRank(), mine);
            if (offer == null) {
                throw local.error(ErrorClass.PORT, name + ": port " + port + " is not open");
            }
            runtime.block(() -> offer.answer() != null, name + "(port=" + port + ", comm=" + local.label() + ")");
            return offer.answer();
        });
    }

    /** How a local leader trades its group table (context proposal, size, world ranks) for the remote one. */
    private interface LeaderExchange {
        int[] trade(int[] mine);
    }

    /**
     * The intercommunicator both groups build once their leaders have traded tables: it takes the larger context
     * proposal. A leader's failure is every member's (the others learn its error class from the broadcast).
     */
    private static Communicator join(Communicator local, int localLeader, String name, LeaderExchange exchange) {
        local.checkUsable(name);
        if (localLeader < 0 || localLeader >= local.size()) {
            throw local.error(ErrorClass.RANK, name + ": leader " + localLeader + " is not a rank of "
                    + local.label());
        }
        RankRuntime runtime = local.runtime();
        int localContext = max(Agreement.allGather(local, name, new int[] {runtime.nextContext()}));
        int[] table = null;
        MpiError failure = null;
        if (local.rank() == localLeader) {
            int[] mine = new int[local.size() + 2];
            mine[0] = localContext;
            mine[1] = local.size();
            for (int r = 0; r < local.size(); r++) {
                mine[r + 2] = local.group().worldRank(r);
            }
            try {
                table = exchange.trade(mine);
                table[0] = Math.max(localContext, table[0]);
            } catch (MpiError e) {
                failure = e;
            }
        }
        int[] size = broadcastInts(local, local.rank() != localLeader ? null
                : new int[] {failure == null ? table.length : -failure.errorClass()}, 1, localLeader);
        if (failure != null) {
            throw failure;
        }
        if (size[0] < 0) {
            throw local.error(-size[0], name + ": failed at the root (rank " + localLeader + " of "
                    + local.label() + ")");
        }
        int[] agreed = broadcastInts(local, table, size[0], localLeader);
        int context = agreed[0];
        int[] remote = new int[agreed[1]];
        System.arraycopy(agreed, 2, remote, 0, remote.length);
        runtime.contextsUsedBelow(context + 4);
        Communicator group = runtime.newCommunicator(local.group(), context + 2, local.errorMode());
        return runtime.newIntercommunicator(group, new ProcessGroup(remote), context, local.errorMode());
    }

    /** MPI_Intercomm_merge: the group passing {@code high} = false comes first (ties: the lower leader's group). */
    public static Communicator merge(Communicator inter, boolean high) {
        String name = "MPI_Intercomm_merge";
        checkInter(inter, name);
        RankRuntime runtime = inter.runtime();
        Communicator local = inter.localComm();
        int localContext = max(Agreement.allGather(local, name, new int[] {runtime.nextContext()}));
        int[] theirs = acrossGroups(inter, CollectiveKind.INTERCOMM_MERGE, new int[] {high ? 1 : 0, localContext});
        boolean remoteHigh = theirs[0] != 0;
        boolean localFirst = high != remoteHigh ? !high
                : local.group().worldRank(0) < inter.remoteGroup().worldRank(0);
        ProcessGroup merged = localFirst ? ProcessGroup.union(local.group(), inter.remoteGroup())
                : ProcessGroup.union(inter.remoteGroup(), local.group());
        int context = Math.max(localContext, theirs[1]);
        runtime.contextsUsedBelow(context + 2);
        return runtime.newCommunicator(merged, context, inter.errorMode());
    }

    /** MPI_Comm_dup of an intercommunicator: same groups, new contexts agreed by both. */
    public static Communicator dup(Communicator inter) {
        String name = "MPI_Comm_dup";
        checkInter(inter, name);
        RankRuntime runtime = inter.runtime();
        Communicator local = inter.localComm();
        int localContext = max(Agreement.allGather(local, name, new int[] {runtime.nextContext()}));
        int[] theirs = acrossGroups(inter, CollectiveKind.COMM_DUP, new int[] {0, localContext});
        int context = Math.max(localContext, theirs[1]);
        runtime.contextsUsedBelow(context + 4);
        return duplicateOn(inter, context);
    }

    /** The duplicate of an intercommunicator on an agreed context (MPI_Comm_dup, MPI_Comm_idup). */
    static Communicator duplicateOn(Communicator inter, int context) {
        RankRuntime runtime = inter.runtime();
        Communicator group = runtime.newCommunicator(inter.localComm().group(), context + 2,
                inter.localComm().errorMode());
        Communicator dup = runtime.newIntercommunicator(group, inter.remoteGroup(), context, inter.errorMode());
        dup.inheritFrom(inter);
        return dup;
    }

    private static void checkInter(Communicator inter, String name) {
        inter.checkUsable(name);
        if (!inter.isInter()) {
            throw inter.error(ErrorClass.COMM, name + ": " + inter.label() + " is not an intercommunicator");
        }
    }

    /** The leaders trade two ints across the groups; each group learns the other's through a local broadcast. */
    private static int[] acrossGroups(Communicator inter, CollectiveKind kind, int[] mine) {
        Call call = Call.of(inter, kind, true, Signature.NO_ROOT, null);
        ByteBuffer outgoing = ints(mine);
        ByteBuffer incoming = TypedData.allocate(4L * mine.length);
        CollectivePort port = CollectivePort.of(inter);
        Communicator local = inter.localComm();
        if (local.rank() == 0) {
            call.phase(() -> {
                call.schedule.send(port, 0, outgoing);
                call.schedule.receive(port, 0, incoming, null);
            });
        }
        DataMovement.broadcastPacked(call.schedule, CollectivePort.of(local), incoming, 0);
        call.execute();
        int[] theirs = new int[mine.length];
        incoming.asIntBuffer().get(0, theirs);
        return theirs;
    }

    private static int max(int[][] table) {
        int max = 0;
        for (int[] row : table) {
            max = Math.max(max, row[0]);
        }
        return max;
    }

    /** The leaders' exchange on the peer communicator's point-to-point context, as MPI defines it. */
    private static int[] exchange(CollectivePort peer, int remoteLeader, int tag, int[] mine, int theirLength,
            String name) {
        ByteBuffer in = TypedData.allocate(4L * theirLength);
        DeviceRequest receive = peer.receiveUser(remoteLeader, tag, in);
        DeviceRequest send = peer.sendUser(remoteLeader, tag, ints(mine));
        peer.block(() -> receive.isComplete() && send.isComplete(), () -> name + "(remote leader=" + remoteLeader
                + ", tag=" + tag + ", comm=" + peer.comm().label() + ")");
        int[] result = new int[theirLength];
        in.asIntBuffer().get(result);
        return result;
    }

    private static int[] broadcastInts(Communicator local, int[] values, int length, int root) {
        int[] buffer = values == null ? new int[length] : values;
        DataMovement.bcast(local, true, buffer, length, org.fenceline.tracer.runtime.DataType.predefined(
                org.fenceline.tracer.runtime.BaseType.INT), root);
        return buffer;
    }

    private static ByteBuffer ints(int[] values) {
        ByteBuffer bytes = TypedData.allocate(4L * values.length);
        IntBuffer view = bytes.asIntBuffer();
        view.put(values);
        return bytes;
    }
}
