package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import org.fenceline.tracer.device.SciDevice;
import org.fenceline.tracer.runtime.CollectivePort;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.DataType;
import org.fenceline.tracer.runtime.RuntimeRequest;
import org.fenceline.tracer.runtime.TypedData;

/**
 * Barrier, broadcast, gather, scatter, allgather and all-to-all on intracommunicators (intercommunicators
 * are handed to {@link InterDataMovement}): checks the arguments, packs the user's data, chooses the
 * algorithm by size and profile, and unpacks the result when the schedule has run. Each method returns null
 * for the blocking form and the request of the non-blocking one. Counts and displacements are in items.
 */
public final class DataMovement {
    private DataMovement() {
    }

    public static RuntimeRequest barrier(Communicator comm, boolean blocking) {
        Call call = Call.of(comm, CollectiveKind.BARRIER, blocking, Signature.NO_ROOT, null);
        Payload.record(0, 0);
        return synchronize(call);
    }

    /**
     * The fence over all processes that Open MPI's MPI_Init and MPI_Finalize end with: a barrier on
     * MPI_COMM_WORLD under the call's own name, so that a rank in MPI_Finalize never matches another rank's
     * MPI_Barrier and a deadlock report names the call the rank is in.
     */
    public static void jobFence(Communicator world, CollectiveKind call) {
        synchronize(Call.of(world, call, true, Signature.NO_ROOT, null));
    }

    private static RuntimeRequest synchronize(Call call) {
        Communicator comm = call.comm;
        if (comm.isInter()) {
            InterDataMovement.barrier(call);
        } else if (comm.size() > 1) {
            Tuning tuning = Tuning.of(comm.runtime().device());
            if (tuning.segmentBarrier() && comm.runtime().device() instanceof SciDevice sci) {
                SharedMemoryBarrier.schedule(call.schedule, Barriers.member(comm, sci));
            } else {
                ExchangeBarrier.schedule(call.schedule, CollectivePort.of(comm));
            }
        }
        return call.execute();
    }

    public static RuntimeRequest bcast(Communicator comm, boolean blocking, Object buf, int count, DataType type,
            int root) {
        Call call = Call.of(comm, CollectiveKind.BCAST, blocking, root, null);
        call.checkRoot(root);
        if (comm.isInter()) {
            InterDataMovement.bcast(call, buf, count, type, root);
            return call.execute();
        }
        boolean isRoot = comm.rank() == root;
        TypedData data = TypedData.of(comm, call.name, "buf", buf, 0, count, type, !isRoot);
        Payload.record(isRoot ? data.bytes() : 0, isRoot ? 0 : data.bytes());
        ByteBuffer inPlace = data.inPlace();
        ByteBuffer packed = inPlace != null ? inPlace : isRoot ? data.pack() : TypedData.allocate(data.bytes());
        CollectivePort port = CollectivePort.of(comm);
        broadcastPacked(call.schedule, port, packed, root);
        if (!isRoot && inPlace == null) {
            // The root's bytes, which may be fewer than this rank's count asks for.
            call.phase(() -> data.unpackFrom(packed));
        }
        return call.execute();
    }

    /** Broadcasts packed bytes: binomial tree for small data, the pcast pipeline above D_pcast. */
    static void broadcastPacked(Schedule s, CollectivePort port, ByteBuffer packed, int root) {
        if (port.size() == 1) {
            return;
        }
        Tuning tuning = Tuning.of(port.device());
        if (tuning.pipelinedBroadcast(packed.limit(), port.size())) {
            PipelinedBroadcast.schedule(s, port, packed, root, tuning.blockBytes());
        } else {
            BinomialBroadcast.schedule(s, port, packed, root);
        }
    }

    /** MPI_Gather; {@code sendbuf} may be {@link InPlace#BUFFER} at the root. */
    public static RuntimeRequest gather(Communicator comm, boolean blocking, Object sendbuf, int sendcount,
            DataType sendtype, Object recvbuf, int recvcount, DataType recvtype, int root) {
        Call call = Call.of(comm, CollectiveKind.GATHER, blocking, root, null);
        call.checkRoot(root);
        if (comm.isInter()) {
            int[] counts = uniform(comm.remoteGroup().size(), recvcount);
            InterDataMovement.gatherv(call, sendbuf, sendcount, sendtype, recvbuf, counts, displacements(counts),
                    recvtype, root);
            return call.execute();
        }
        int n = comm.size();
        int me = comm.rank();
        boolean isRoot = me == root;
        TypedData[] slots = isRoot ? blocks(call, "recvbuf", recvbuf, uniform(n, recvcount),
                displacements(uniform(n, recvcount)), recvtype, true) : null;
        ByteBuffer mine = InPlace.is(sendbuf) && isRoot ? slots[me].pack()
                : TypedData.of(comm, call.name, "sendbuf", sendbuf, 0, sendcount, sendtype, false).pack();
        int block = mine.limit();
        Payload.record(block, isRoot ? (long) block * n : 0);
        CollectivePort port = CollectivePort.of(comm);
        if ((long) block * n <= Tuning.of(comm.runtime().device()).eagerBytes()) {
            ByteBuffer all = isRoot ? TypedData.allocate((long) block * n) : null;
            BinomialGather.schedule(call.schedule, port, mine, block, root, all);
            if (isRoot) {
                call.phase(() -> {
                    for (int q = 0; q < n; q++) {
                        slots[q].unpackFrom(Packed.range(all, q * block, block));
                    }
                });
            }
            return call.execute();
        }
        ByteBuffer[] landed = isRoot ? landing(slots) : null;
        LinearExchange.gather(call.schedule, port, mine, landed, root);
        if (isRoot) {
            call.phase(() -> unpackAll(slots, landed));
        }
        return call.execute();
    }

    public static RuntimeRequest gatherv(Communicator comm, boolean blocking, Object sendbuf, int sendcount,
            DataType sendtype, Object recvbuf, int[] recvcounts, int[] displs, DataType recvtype, int root) {
        Call call = Call.of(comm, CollectiveKind.GATHERV, blocking, root, null);
        call.checkRoot(root);
        if (comm.isInter()) {
            InterDataMovement.gatherv(call, sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root);
            return call.execute();
        }
        int me = comm.rank();
        boolean isRoot = me == root;
        TypedData[] slots = isRoot ? blocks(call, "recvbuf", recvbuf, recvcounts, displs, recvtype, true) : null;
        ByteBuffer mine = InPlace.is(sendbuf) && isRoot ? slots[me].pack()
                : TypedData.of(comm, call.name, "sendbuf", sendbuf, 0, sendcount, sendtype, false).pack();
        ByteBuffer[] landed = isRoot ? landing(slots) : null;
        Payload.record(mine.limit(), isRoot ? total(landed) : 0);
        LinearExchange.gather(call.schedule, CollectivePort.of(comm), mine, landed, root);
        if (isRoot) {
            call.phase(() -> unpackAll(slots, landed));
        }
        return call.execute();
    }

    /** MPI_Scatter; {@code recvbuf} may be {@link InPlace#BUFFER} at the root (its block stays in place). */
    public static RuntimeRequest scatter(Communicator comm, boolean blocking, Object sendbuf, int sendcount,
            DataType sendtype, Object recvbuf, int recvcount, DataType recvtype, int root) {
        Call call = Call.of(comm, CollectiveKind.SCATTER, blocking, root, null);
        call.checkRoot(root);
        if (comm.isInter()) {
            int[] counts = uniform(comm.remoteGroup().size(), sendcount);
            InterDataMovement.scatterv(call, sendbuf, counts, displacements(counts), sendtype, recvbuf, recvcount,
                    recvtype, root);
            return call.execute();
        }
        int n = comm.size();
        int me = comm.rank();
        boolean isRoot = me == root;
        int[] counts = uniform(n, sendcount);
        TypedData[] sources = isRoot ? blocks(call, "sendbuf", sendbuf, counts, displacements(counts), sendtype, false)
                : null;
        boolean keep = isRoot && InPlace.is(recvbuf);
        TypedData target = keep ? null : TypedData.of(comm, call.name, "recvbuf", recvbuf, 0, recvcount, recvtype, true);
        int block = isRoot ? sources[me].bytes() : target.bytes();
        Payload.record(isRoot ? (long) block * n : 0, keep ? 0 : block);
        ByteBuffer mine = TypedData.allocate(block);
        CollectivePort port = CollectivePort.of(comm);
        if ((long) block * n <= Tuning.of(comm.runtime().device()).eagerBytes()) {
            ByteBuffer all = isRoot ? TypedData.allocate((long) block * n) : null;
            if (isRoot) {
                for (TypedData source : sources) {
                    source.packInto(all);
                }
                all.clear();
            }
            BinomialScatter.schedule(call.schedule, port, all, block, root, mine);
        } else {
            ByteBuffer[] packed = isRoot ? packAll(sources) : null;
            LinearExchange.scatter(call.schedule, port, packed, mine, root);
        }
        if (!keep) {
            call.phase(() -> target.unpackFrom(mine.clear()));
        }
        return call.execute();
    }

    public static RuntimeRequest scatterv(Communicator comm, boolean blocking, Object sendbuf, int[] sendcounts,
            int[] displs, DataType sendtype, Object recvbuf, int recvcount, DataType recvtype, int root) {
        Call call = Call.of(comm, CollectiveKind.SCATTERV, blocking, root, null);
        call.checkRoot(root);
        if (comm.isInter()) {
            InterDataMovement.scatterv(call, sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root);
            return call.execute();
        }
        boolean isRoot = comm.rank() == root;
        TypedData[] sources = isRoot ? blocks(call, "sendbuf", sendbuf, sendcounts, displs, sendtype, false) : null;
        boolean keep = isRoot && InPlace.is(recvbuf);
        TypedData target = keep ? null : TypedData.of(comm, call.name, "recvbuf", recvbuf, 0, recvcount, recvtype, true);
        ByteBuffer mine = TypedData.allocate(keep ? sources[comm.rank()].bytes() : target.bytes());
        ByteBuffer[] packed = isRoot ? packAll(sources) : null;
        Payload.record(isRoot ? total(packed) : 0, keep ? 0 : mine.limit());
        LinearExchange.scatter(call.schedule, CollectivePort.of(comm), packed, mine, root);
        if (!keep) {
            call.phase(() -> target.unpackFrom(mine.clear()));
        }
        return call.execute();
    }

    /** MPI_Allgather; {@code sendbuf} may be {@link InPlace#BUFFER} (own block already in recvbuf). */
    public static RuntimeRequest allGather(Communicator comm, boolean blocking, Object sendbuf, int sendcount,
            DataType sendtype, Object recvbuf, int recvcount, DataType recvtype) {
        int peers = comm.peerGroup().size();
        int[] counts = uniform(peers, recvcount);
        return allGatherv(comm, blocking, CollectiveKind.ALLGATHER, sendbuf, sendcount, sendtype, recvbuf, counts,
                displacements(counts), recvtype);
    }

    public static RuntimeRequest allGatherv(Communicator comm, boolean blocking, Object sendbuf, int sendcount,
            DataType sendtype, Object recvbuf, int[] recvcounts, int[] displs, DataType recvtype) {
        return allGatherv(comm, blocking, CollectiveKind.ALLGATHERV, sendbuf, sendcount, sendtype, recvbuf,
                recvcounts, displs, recvtype);
    }

    private static RuntimeRequest allGatherv(Communicator comm, boolean blocking, CollectiveKind kind,
            Object sendbuf, int sendcount, DataType sendtype, Object recvbuf, int[] recvcounts, int[] displs,
            DataType recvtype) {
        Call call = Call.of(comm, kind, blocking, Signature.NO_ROOT, null);
        int peers = comm.peerGroup().size();
        call.checkPerRank("recvcount", recvcounts, peers);
        call.checkPerRank("displs", displs, peers);
        TypedData[] slots = blocks(call, "recvbuf", recvbuf, recvcounts, displs, recvtype, true);
        int me = comm.rank();
        if (comm.isInter()) {
            ByteBuffer mine = TypedData.of(comm, call.name, "sendbuf", sendbuf, 0, sendcount, sendtype, false).pack();
            ByteBuffer[] out = new ByteBuffer[peers];
            java.util.Arrays.fill(out, mine);
            ByteBuffer[] in = landing(slots);
            Payload.record(mine.limit(), total(in));
            LinearExchange.allToAll(call.schedule, CollectivePort.of(comm), out, in, false);
            call.phase(() -> unpackAll(slots, in));
            return call.execute();
        }
        ByteBuffer[] blocks = landing(slots);
        ByteBuffer mine = blocks[me];
        if (InPlace.is(sendbuf)) {
            if (!slots[me].transfersInPlace()) {
                slots[me].packInto(Packed.view(mine));
            }
        } else {
            TypedData own = TypedData.of(comm, call.name, "sendbuf", sendbuf, 0, sendcount, sendtype, false);
            if (own.bytes() != mine.limit()) {
                throw comm.error(org.fenceline.tracer.runtime.ErrorClass.COUNT, call.name + ": this rank sends "
                        + own.bytes() + " bytes but its receive block holds " + mine.limit());
            }
            own.packInto(Packed.view(mine));
        }
        Payload.record(mine.limit(), total(blocks));
        CollectivePort port = CollectivePort.of(comm);
        if (Tuning.of(comm.runtime().device()).shiftAllgather()) {
            RingAllgather.schedule(call.schedule, port, blocks);
        } else {
            DirectAllgather.schedule(call.schedule, port, blocks);
        }
        call.phase(() -> unpackAll(slots, blocks));
        return call.execute();
    }

    public static RuntimeRequest allToAll(Communicator comm, boolean blocking, Object sendbuf, int sendcount,
            DataType sendtype, Object recvbuf, int recvcount, DataType recvtype) {
        int peers = comm.peerGroup().size();
        int[] sendcounts = uniform(peers, sendcount);
        int[] recvcounts = uniform(peers, recvcount);
        return allToAllv(comm, blocking, CollectiveKind.ALLTOALL, sendbuf, sendcounts, displacements(sendcounts),
                sendtype, recvbuf, recvcounts, displacements(recvcounts), recvtype);
    }

    public static RuntimeRequest allToAllv(Communicator comm, boolean blocking, Object sendbuf, int[] sendcounts,
            int[] sdispls, DataType sendtype, Object recvbuf, int[] recvcounts, int[] rdispls, DataType recvtype) {
        return allToAllv(comm, blocking, CollectiveKind.ALLTOALLV, sendbuf, sendcounts, sdispls, sendtype, recvbuf,
                recvcounts, rdispls, recvtype);
    }

    private static RuntimeRequest allToAllv(Communicator comm, boolean blocking, CollectiveKind kind,
            Object sendbuf, int[] sendcounts, int[] sdispls, DataType sendtype, Object recvbuf, int[] recvcounts,
            int[] rdispls, DataType recvtype) {
        Call call = Call.of(comm, kind, blocking, Signature.NO_ROOT, null);
        int peers = comm.peerGroup().size();
        call.checkPerRank("sendcount", sendcounts, peers);
        call.checkPerRank("recvcount", recvcounts, peers);
        TypedData[] sources = blocks(call, "sendbuf", sendbuf, sendcounts, sdispls, sendtype, false);
        TypedData[] slots = blocks(call, "recvbuf", recvbuf, recvcounts, rdispls, recvtype, true);
        ByteBuffer[] in = landing(slots);
        ByteBuffer[] out = packAll(sources);
        Payload.record(total(out), total(in));
        LinearExchange.allToAll(call.schedule, CollectivePort.of(comm), out, in, !comm.isInter());
        call.phase(() -> unpackAll(slots, in));
        return call.execute();
    }

    /** MPI_Alltoallw: a datatype per peer and displacements in bytes. */
    public static RuntimeRequest allToAllw(Communicator comm, boolean blocking, Object sendbuf, int[] sendcounts,
            int[] sdispls, DataType[] sendtypes, Object recvbuf, int[] recvcounts, int[] rdispls,
            DataType[] recvtypes) {
        Call call = Call.of(comm, CollectiveKind.ALLTOALLW, blocking, Signature.NO_ROOT, null);
        int peers = comm.peerGroup().size();
        call.checkPerRank("sendcount", sendcounts, peers);
        call.checkPerRank("recvcount", recvcounts, peers);
        call.checkPerRank("sdispls", sdispls, peers);
        call.checkPerRank("rdispls", rdispls, peers);
        if (sendtypes == null || sendtypes.length < peers || recvtypes == null || recvtypes.length < peers) {
            throw comm.error(org.fenceline.tracer.runtime.ErrorClass.ARG, call.name
                    + ": sendTypes and recvTypes need one datatype per rank");
        }
        TypedData[] sources = new TypedData[peers];
        TypedData[] slots = new TypedData[peers];
        for (int q = 0; q < peers; q++) {
            sources[q] = TypedData.atByte(comm, call.name, "sendbuf", sendbuf, sdispls[q], sendcounts[q], sendtypes[q],
                    false);
            slots[q] = TypedData.atByte(comm, call.name, "recvbuf", recvbuf, rdispls[q], recvcounts[q], recvtypes[q],
                    true);
        }
        ByteBuffer[] in = landing(slots);
        ByteBuffer[] out = packAll(sources);
        Payload.record(total(out), total(in));
        LinearExchange.allToAll(call.schedule, CollectivePort.of(comm), out, in, !comm.isInter());
        call.phase(() -> unpackAll(slots, in));
        return call.execute();
    }

    static long total(ByteBuffer[] buffers) {
        long sum = 0;
        for (ByteBuffer b : buffers) {
            sum += b.limit();
        }
        return sum;
    }

    static int[] uniform(int n, int count) {
        int[] counts = new int[n];
        java.util.Arrays.fill(counts, count);
        return counts;
    }

    static int[] displacements(int[] counts) {
        int[] displs = new int[counts.length];
        for (int i = 1; i < counts.length; i++) {
            displs[i] = displs[i - 1] + counts[i - 1];
        }
        return displs;
    }

    /** One checked run per rank: {@code counts[q]} items at item displacement {@code displs[q]}. */
    static TypedData[] blocks(Call call, String argument, Object buffer, int[] counts, int[] displs, DataType type,
            boolean receive) {
        int n = counts.length;
        call.checkPerRank(argument.startsWith("recv") ? "recvcount" : "sendcount", counts, n);
        call.checkPerRank("displs", displs, n);
        TypedData[] runs = new TypedData[n];
        for (int q = 0; q < n; q++) {
            runs[q] = TypedData.of(call.comm, call.name, argument, buffer, displs[q], counts[q], type, receive);
        }
        return runs;
    }

    /**
     * Where each block lands: the user's own bytes where the block is a contiguous byte run
     * ({@link TypedData#inPlace}, what OSU-style programs pass), else a staging buffer that {@link #unpackAll}
     * unpacks.
     */
    static ByteBuffer[] landing(TypedData[] slots) {
        ByteBuffer[] landed = new ByteBuffer[slots.length];
        for (int q = 0; q < slots.length; q++) {
            ByteBuffer own = slots[q].inPlace();
            landed[q] = own != null ? own : TypedData.allocate(slots[q].bytes());
        }
        return landed;
    }

    /** The blocks to send: the user's own bytes where a block is a contiguous byte run, else a packed copy. */
    static ByteBuffer[] packAll(TypedData[] runs) {
        ByteBuffer[] packed = new ByteBuffer[runs.length];
        for (int q = 0; q < runs.length; q++) {
            ByteBuffer own = runs[q].inPlace();
            packed[q] = own != null ? own : runs[q].pack();
        }
        return packed;
    }

    static void unpackAll(TypedData[] slots, ByteBuffer[] landed) {
        for (int q = 0; q < slots.length; q++) {
            unpack(slots[q], landed[q]);
        }
    }

    /** Unpacks a block that landed in staging ({@link #landing}); one that landed in place is there already. */
    static void unpack(TypedData slot, ByteBuffer landed) {
        if (!slot.transfersInPlace()) {
            slot.unpackFrom(landed.clear());
        }
    }
}
