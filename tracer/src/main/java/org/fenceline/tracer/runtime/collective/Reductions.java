package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import java.util.function.Consumer;
import org.fenceline.tracer.runtime.CollectivePort;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.DataType;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.RuntimeRequest;
import org.fenceline.tracer.runtime.TypedData;
import org.fenceline.tracer.runtime.reduction.Reduction;

/**
 * Reduce, allreduce, reduce-scatter and the scans: small vectors go through the fan-in tree, large ones with a
 * commutative operation through the profile's large-vector algorithm (rpipe pipeline, Rabenseifner, or the
 * tree). Send buffers may be {@link InPlace#BUFFER}. Each method returns null for the blocking form and the
 * request of the non-blocking one.
 */
public final class Reductions {
    private Reductions() {
    }

    public static RuntimeRequest reduce(Communicator comm, boolean blocking, Object sendbuf, Object recvbuf,
            int count, DataType type, Reduction op, int root) {
        Call call = Call.of(comm, CollectiveKind.REDUCE, blocking, root, op);
        call.checkRoot(root);
        if (comm.isInter()) {
            InterReductions.reduce(call, sendbuf, recvbuf, count, type, op, root);
            return call.execute();
        }
        boolean isRoot = comm.rank() == root;
        TypedData result = isRoot ? TypedData.of(comm, call.name, "recvbuf", recvbuf, 0, count, type, true) : null;
        ByteBuffer contribution = contribution(call, sendbuf, recvbuf, count, type);
        Payload.record(contribution.limit(), isRoot ? contribution.limit() : 0);
        reducePacked(call.schedule, CollectivePort.of(comm), contribution, op, root,
                packed -> result.unpackFrom(packed.clear()));
        return call.execute();
    }

    /** Reduces packed vectors to {@code root}, choosing the algorithm by vector size and operation. */
    static void reducePacked(Schedule s, CollectivePort port, ByteBuffer contribution, Reduction op, int root,
            Consumer<ByteBuffer> atRoot) {
        if (port.size() == 1) {
            s.phase(() -> atRoot.accept(contribution));
            return;
        }
        Tuning tuning = Tuning.of(port.device());
        switch (tuning.reduceAlgorithm(contribution.limit(), op.commutative())) {
            case "pipeline" -> PipelinedReduce.schedule(s, port, contribution, op, root, tuning.blockBytes(), atRoot);
            case "rabenseifner" -> RabenseifnerReduce.schedule(s, port, contribution, op, root, atRoot);
            default -> FanInReduce.schedule(s, port, contribution, op, root, tuning.reduceFanIn(), atRoot);
        }
    }

    public static RuntimeRequest allReduce(Communicator comm, boolean blocking, Object sendbuf, Object recvbuf,
            int count, DataType type, Reduction op) {
        Call call = Call.of(comm, CollectiveKind.ALLREDUCE, blocking, Signature.NO_ROOT, op);
        if (comm.isInter()) {
            InterReductions.allReduce(call, sendbuf, recvbuf, count, type, op);
            return call.execute();
        }
        TypedData result = TypedData.of(comm, call.name, "recvbuf", recvbuf, 0, count, type, true);
        CollectivePort port = CollectivePort.of(comm);
        ByteBuffer resultBytes = result.inPlace();
        if (resultBytes != null && rabenseifner(port, resultBytes.limit(), op)) {
            // Rabenseifner combines in its vector, which can then be the user's own result bytes: no packed
            // contribution to allocate, no result to unpack.
            ByteBuffer vector = Packed.view(resultBytes);
            if (!InPlace.is(sendbuf)) {
                TypedData.of(comm, call.name, "sendbuf", sendbuf, 0, count, type, false).packInto(Packed.view(vector));
            }
            Payload.record(vector.limit(), vector.limit());
            RabenseifnerReduce.schedule(call.schedule, port, vector, op, -1, reduced -> { });
            return call.execute();
        }
        ByteBuffer contribution = contribution(call, sendbuf, recvbuf, count, type);
        Payload.record(contribution.limit(), contribution.limit());
        allReducePacked(call.schedule, port, contribution, op, packed -> result.unpackFrom(packed.clear()));
        return call.execute();
    }

    /** Whether a vector of {@code bytes} is reduced with Rabenseifner's algorithm on this port's network. */
    private static boolean rabenseifner(CollectivePort port, long bytes, Reduction op) {
        return port.size() > 1 && Tuning.of(port.device()).reduceAlgorithm(bytes, op.commutative())
                .equals("rabenseifner");
    }

    /** Allreduce of packed vectors: Rabenseifner in one go, or a reduce to rank 0 followed by a broadcast. */
    static void allReducePacked(Schedule s, CollectivePort port, ByteBuffer contribution, Reduction op,
            Consumer<ByteBuffer> done) {
        if (rabenseifner(port, contribution.limit(), op)) {
            RabenseifnerReduce.schedule(s, port, contribution, op, -1, done);
            return;
        }
        ByteBuffer result = TypedData.allocate(contribution.limit());
        reducePacked(s, port, contribution, op, 0, reduced -> result.put(0, reduced, 0, reduced.limit()));
        DataMovement.broadcastPacked(s, port, result, 0);
        s.phase(() -> done.accept(result));
    }

    public static RuntimeRequest reduceScatter(Communicator comm, boolean blocking, Object sendbuf, Object recvbuf,
            int[] recvcounts, DataType type, Reduction op) {
        return reduceScatter(comm, blocking, CollectiveKind.REDUCE_SCATTER, sendbuf, recvbuf, recvcounts, type, op);
    }

    public static RuntimeRequest reduceScatterBlock(Communicator comm, boolean blocking, Object sendbuf,
            Object recvbuf, int recvcount, DataType type, Reduction op) {
        return reduceScatter(comm, blocking, CollectiveKind.REDUCE_SCATTER_BLOCK, sendbuf, recvbuf,
                DataMovement.uniform(comm.size(), recvcount), type, op);
    }

    private static RuntimeRequest reduceScatter(Communicator comm, boolean blocking, CollectiveKind kind,
            Object sendbuf, Object recvbuf, int[] recvcounts, DataType type, Reduction op) {
        Call call = Call.of(comm, kind, blocking, Signature.NO_ROOT, op);
        int n = comm.size();
        call.checkPerRank("recvcount", recvcounts, n);
        int total = 0;
        int[] offsets = new int[n];
        int[] lengths = new int[n];
        int item = TypedData.itemBytes(type);
        for (int q = 0; q < n; q++) {
            offsets[q] = total * item;
            lengths[q] = recvcounts[q] * item;
            total += recvcounts[q];
        }
        int me = comm.rank();
        TypedData result = TypedData.of(comm, call.name, "recvbuf", recvbuf, 0, recvcounts[me], type, true);
        ByteBuffer vector = contribution(call, sendbuf, recvbuf, total, type);
        Payload.record(vector.limit(), lengths[me]);
        if (comm.isInter()) {
            InterReductions.reduceScatter(call, vector, offsets, lengths, op, result);
            return call.execute();
        }
        ByteBuffer mine = TypedData.allocate(lengths[me]);
        CollectivePort port = CollectivePort.of(comm);
        int largest = java.util.Arrays.stream(lengths).max().orElse(0);
        if (n == 1 || largest <= Tuning.of(comm.runtime().device()).eagerBytes()) {
            EvenOddReduceScatter.schedule(call.schedule, port, vector, offsets, lengths, op, mine);
        } else {
            ByteBuffer[] parts = new ByteBuffer[n];
            reducePacked(call.schedule, port, vector, op, 0, reduced -> {
                for (int q = 0; q < n; q++) {
                    parts[q] = Packed.range(reduced, offsets[q], lengths[q]);
                }
            });
            LinearExchange.scatter(call.schedule, port, parts, mine, 0);
        }
        call.phase(() -> result.unpackFrom(mine.clear()));
        return call.execute();
    }

    public static RuntimeRequest scan(Communicator comm, boolean blocking, Object sendbuf, Object recvbuf, int count,
            DataType type, Reduction op) {
        return scan(comm, blocking, CollectiveKind.SCAN, sendbuf, recvbuf, count, type, op);
    }

    public static RuntimeRequest exScan(Communicator comm, boolean blocking, Object sendbuf, Object recvbuf,
            int count, DataType type, Reduction op) {
        return scan(comm, blocking, CollectiveKind.EXSCAN, sendbuf, recvbuf, count, type, op);
    }

    private static RuntimeRequest scan(Communicator comm, boolean blocking, CollectiveKind kind, Object sendbuf,
            Object recvbuf, int count, DataType type, Reduction op) {
        Call call = Call.of(comm, kind, blocking, Signature.NO_ROOT, op);
        if (comm.isInter()) {
            throw comm.error(ErrorClass.COMM, call.name + ": not defined on an intercommunicator");
        }
        boolean exclusive = kind == CollectiveKind.EXSCAN;
        TypedData result = TypedData.of(comm, call.name, "recvbuf", recvbuf, 0, count, type, true);
        ByteBuffer own = contribution(call, sendbuf, recvbuf, count, type);
        Payload.record(own.limit(), own.limit());
        ByteBuffer out = exclusive ? TypedData.allocate(own.limit()) : own;
        PipelinedScan.schedule(call.schedule, CollectivePort.of(comm), own, out, op, exclusive,
                Tuning.of(comm.runtime().device()).blockBytes());
        if (!exclusive || comm.rank() > 0) {
            call.phase(() -> result.unpackFrom(out.clear()));
        }
        return call.execute();
    }

    /** MPI_Reduce_local: {@code inOutBuf := inBuf op inOutBuf}, no communication. */
    public static void reduceLocal(Communicator scope, Object inBuf, Object inOutBuf, int count, DataType type,
            Reduction op) {
        String name = "MPI_Reduce_local";
        TypedData in = TypedData.of(scope, name, "inBuf", inBuf, 0, count, type, false);
        TypedData inOut = TypedData.of(scope, name, "inOutBuf", inOutBuf, 0, count, type, true);
        ByteBuffer result = inOut.pack();
        op.combine(in.pack(), result);
        inOut.unpackFrom(result);
    }

    /** A private packed copy of this rank's operand: the send buffer, or with MPI_IN_PLACE the receive buffer. */
    static ByteBuffer contribution(Call call, Object sendbuf, Object recvbuf, int count, DataType type) {
        Object source = InPlace.is(sendbuf) ? recvbuf : sendbuf;
        return TypedData.of(call.comm, call.name, InPlace.is(sendbuf) ? "recvbuf" : "sendbuf", source, 0, count, type,
                false).pack();
    }
}
