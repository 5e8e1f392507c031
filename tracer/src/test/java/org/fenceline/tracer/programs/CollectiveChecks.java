package org.fenceline.tracer.programs;

import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import java.nio.IntBuffer;
import java.util.Arrays;
import mpi.Comm;
import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Op;
import mpi.Request;
import mpi.UserFunction;

/**
 * Every intracommunicator collective, blocking and non-blocking, in place and not, on basic and derived
 * datatypes, checked against a sequential reference computed from the inputs every rank can derive. The
 * argument is the vector length of the "large" cases (which take the large-data algorithms).
 */
public class CollectiveChecks {
    static int rank;
    static int size;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        rank = world.getRank();
        size = world.getSize();
        int large = Integer.parseInt(args[0]);
        int[] lengths = {0, 1, 7, large};
        barriers(world);
        for (int n : lengths) {
            broadcasts(world, n);
            reductions(world, n);
            scans(world, n);
            reduceScatters(world, n);
        }
        for (int n : new int[] {1, 5, large / size + 1}) {
            gathersAndScatters(world, n);
            allGathers(world, n);
            allToAlls(world, n);
        }
        derivedTypes(world);
        directBufferReductions(world, large);
        userOperations(world, large);
        nonBlockingWithPointToPoint(world, large);
        reduceLocal();
        Intracomm half = world.split(rank % 2, rank);
        reductions(half, 5);
        allGathers(half, 3);
        MPI.Finalize();
    }

    static int value(int r, int i) {
        return (r * 31 + i * 7) % 97 - 40;
    }

    static void barriers(Comm comm) throws MPIException {
        for (int i = 0; i < 3; i++) {
            comm.barrier();
        }
        Request[] requests = {comm.iBarrier(), comm.iBarrier()};
        Request.waitAll(requests);
    }

    static void broadcasts(Comm comm, int n) throws MPIException {
        int p = comm.getSize();
        int me = comm.getRank();
        for (int root : new int[] {0, p - 1, p / 2}) {
            int[] data = new int[n];
            if (me == root) {
                Arrays.setAll(data, i -> value(root, i));
            }
            comm.bcast(data, n, MPI.INT, root);
            for (int i = 0; i < n; i++) {
                Check.equal(value(root, i), data[i], "bcast root " + root + " [" + i + "] n=" + n);
            }
        }
        double[] d = new double[n];
        if (me == 0) {
            Arrays.setAll(d, i -> i * 0.5);
        }
        comm.bcast(d, n, MPI.DOUBLE, 0);
        for (int i = 0; i < n; i++) {
            Check.equal(i * 0.5, d[i], "bcast double");
        }
    }

    /** Every predefined op on int, long and double vectors; reduce to several roots, allreduce, in place. */
    static void reductions(Comm comm, int n) throws MPIException {
        int p = comm.getSize();
        int me = comm.getRank();
        Op[] intOps = {MPI.MAX, MPI.MIN, MPI.SUM, MPI.PROD, MPI.LAND, MPI.BAND, MPI.LOR, MPI.BOR, MPI.LXOR, MPI.BXOR};
        for (Op op : intOps) {
            int[] mine = new int[n];
            Arrays.setAll(mine, i -> value(me, i));
            int[] expected = new int[n];
            for (int i = 0; i < n; i++) {
                int acc = value(0, i);
                for (int r = 1; r < p; r++) {
                    acc = combine(op, acc, value(r, i));
                }
                expected[i] = acc;
            }
            int root = p - 1;
            int[] result = new int[n];
            comm.reduce(mine, result, n, MPI.INT, op, root);
            if (me == root) {
                Check.equal(expected, result, "reduce int " + opName(op) + " n=" + n);
            }
            int[] all = new int[n];
            comm.allReduce(mine, all, n, MPI.INT, op);
            Check.equal(expected, all, "allreduce int " + opName(op) + " n=" + n);
            int[] inPlace = mine.clone();
            comm.allReduce(inPlace, n, MPI.INT, op);
            Check.equal(expected, inPlace, "allreduce in place " + opName(op));
            int[] rooted = mine.clone();
            comm.reduce(rooted, n, MPI.INT, op, 0);
            if (me == 0) {
                Check.equal(expected, rooted, "reduce in place " + opName(op));
            }
            long[] longs = new long[n];
            Arrays.setAll(longs, i -> (long) value(me, i) << 33);
            long[] longResult = new long[n];
            comm.allReduce(longs, longResult, n, MPI.LONG, op);
            for (int i = 0; i < n; i++) {
                long acc = (long) value(0, i) << 33;
                for (int r = 1; r < p; r++) {
                    acc = combineLong(op, acc, (long) value(r, i) << 33);
                }
                Check.equal(acc, longResult[i], "allreduce long " + opName(op));
            }
        }
        for (Op op : new Op[] {MPI.MAX, MPI.MIN, MPI.SUM}) {
            double[] mine = new double[n];
            Arrays.setAll(mine, i -> value(me, i) * 0.25);
            double[] result = new double[n];
            comm.allReduce(mine, result, n, MPI.DOUBLE, op);
            float[] floats = new float[n];
            for (int i = 0; i < n; i++) {
                floats[i] = value(me, i);
            }
            float[] floatResult = new float[n];
            comm.allReduce(floats, floatResult, n, MPI.FLOAT, op);
            for (int i = 0; i < n; i++) {
                double acc = value(0, i) * 0.25;
                for (int r = 1; r < p; r++) {
                    double v = value(r, i) * 0.25;
                    acc = op == MPI.MAX ? Math.max(acc, v) : op == MPI.MIN ? Math.min(acc, v) : acc + v;
                }
                Check.equal(acc, result[i], "allreduce double " + opName(op));
                Check.equal((float) (acc * 4), floatResult[i], "allreduce float " + opName(op));
            }
        }
        booleansShortsCharsBytes(comm, n);
        pairs(comm, n);
        complex(comm, n);
    }

    static void booleansShortsCharsBytes(Comm comm, int n) throws MPIException {
        int p = comm.getSize();
        int me = comm.getRank();
        boolean[] flags = new boolean[n];
        Arrays.fill(flags, me % 2 == 0);
        boolean[] anded = new boolean[n];
        boolean[] ored = new boolean[n];
        boolean[] xored = new boolean[n];
        comm.allReduce(flags, anded, n, MPI.BOOLEAN, MPI.LAND);
        comm.allReduce(flags, ored, n, MPI.BOOLEAN, MPI.LOR);
        comm.allReduce(flags, xored, n, MPI.BOOLEAN, MPI.LXOR);
        int evens = (p + 1) / 2;
        for (int i = 0; i < n; i++) {
            Check.equal(p == 1, anded[i], "LAND boolean");
            Check.equal(true, ored[i], "LOR boolean");
            Check.equal(evens % 2 == 1, xored[i], "LXOR boolean");
        }
        short[] shorts = new short[n];
        Arrays.fill(shorts, (short) (me + 1));
        short[] shortSum = new short[n];
        comm.allReduce(shorts, shortSum, n, MPI.SHORT, MPI.SUM);
        char[] chars = new char[n];
        Arrays.fill(chars, (char) ('a' + me));
        char[] charMax = new char[n];
        comm.allReduce(chars, charMax, n, MPI.CHAR, MPI.MAX);
        byte[] bytes = new byte[n];
        Arrays.fill(bytes, (byte) (1 << (me % 8)));
        byte[] bits = new byte[n];
        comm.allReduce(bytes, bits, n, MPI.BYTE, MPI.BOR);
        int expectedBits = 0;
        for (int r = 0; r < p; r++) {
            expectedBits |= 1 << (r % 8);
        }
        for (int i = 0; i < n; i++) {
            Check.equal((short) (p * (p + 1) / 2), shortSum[i], "SUM short");
            Check.equal((char) ('a' + p - 1), charMax[i], "MAX char");
            Check.equal((byte) expectedBits, bits[i], "BOR byte");
        }
    }

    /** MINLOC/MAXLOC on every pair type, written and read through MPI.int2 and friends. */
    static void pairs(Comm comm, int n) throws MPIException {
        int p = comm.getSize();
        int me = comm.getRank();
        ByteBuffer in = ByteBuffer.allocate(Math.max(1, n) * MPI.doubleInt.getExtent());
        ByteBuffer out = ByteBuffer.allocate(in.capacity());
        for (int i = 0; i < n; i++) {
            mpi.DoubleInt.Data d = MPI.doubleInt.getData(in, i);
            d.putValue(Math.abs(value(me, i) % 5));
            d.putIndex(me);
        }
        comm.allReduce(in, out, n, MPI.DOUBLE_INT, MPI.MAXLOC);
        ByteBuffer ints = ByteBuffer.allocate(Math.max(1, n) * MPI.int2.getExtent());
        ByteBuffer intsOut = ByteBuffer.allocate(ints.capacity());
        ByteBuffer shorts = ByteBuffer.allocate(Math.max(1, n) * MPI.shortInt.getExtent());
        ByteBuffer shortsOut = ByteBuffer.allocate(shorts.capacity());
        for (int i = 0; i < n; i++) {
            mpi.Int2.Data d = MPI.int2.getData(ints, i);
            d.putValue(Math.abs(value(me, i) % 5));
            d.putIndex(me);
            mpi.ShortInt.Data s = MPI.shortInt.getData(shorts, i);
            s.putValue((short) Math.abs(value(me, i) % 5));
            s.putIndex(me);
        }
        comm.allReduce(ints, intsOut, n, MPI.INT2, MPI.MINLOC);
        comm.allReduce(shorts, shortsOut, n, MPI.SHORT_INT, MPI.MAXLOC);
        for (int i = 0; i < n; i++) {
            int best = -1;
            int bestAt = -1;
            int least = Integer.MAX_VALUE;
            int leastAt = -1;
            for (int r = 0; r < p; r++) {
                int v = Math.abs(value(r, i) % 5);
                if (v > best) {
                    best = v;
                    bestAt = r;
                }
                if (v < least) {
                    least = v;
                    leastAt = r;
                }
            }
            mpi.DoubleInt.Data d = MPI.doubleInt.getData(out, i);
            Check.equal((double) best, d.getValue(), "MAXLOC double value");
            Check.equal(bestAt, d.getIndex(), "MAXLOC double index (lowest on ties)");
            mpi.Int2.Data m = MPI.int2.getData(intsOut, i);
            Check.equal(least, m.getValue(), "MINLOC 2int value");
            Check.equal(leastAt, m.getIndex(), "MINLOC 2int index");
            mpi.ShortInt.Data s = MPI.shortInt.getData(shortsOut, i);
            Check.equal((short) best, s.getValue(), "MAXLOC short value");
            Check.equal(bestAt, s.getIndex(), "MAXLOC short index");
        }
    }

    static void complex(Comm comm, int n) throws MPIException {
        int p = comm.getSize();
        int me = comm.getRank();
        double[] z = new double[2 * n];
        for (int i = 0; i < n; i++) {
            z[2 * i] = me == 0 ? 1 : 0;
            z[2 * i + 1] = me == 0 ? 0 : 1;
        }
        double[] product = new double[2 * n];
        comm.allReduce(z, product, n, MPI.DOUBLE_COMPLEX, MPI.PROD);
        // 1 · i^(p-1)
        double[][] powers = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
        for (int i = 0; i < n; i++) {
            Check.equal(powers[(p - 1) % 4][0], product[2 * i] + 0.0, "complex PROD re");
            Check.equal(powers[(p - 1) % 4][1], product[2 * i + 1] + 0.0, "complex PROD im");
        }
    }

    static void scans(Intracomm comm, int n) throws MPIException {
        int me = comm.getRank();
        int[] mine = new int[n];
        Arrays.setAll(mine, i -> value(me, i));
        int[] inclusive = new int[n];
        int[] exclusive = new int[n];
        comm.scan(mine, inclusive, n, MPI.INT, MPI.SUM);
        comm.exScan(mine, exclusive, n, MPI.INT, MPI.SUM);
        int[] inPlace = mine.clone();
        comm.scan(inPlace, n, MPI.INT, MPI.SUM);
        for (int i = 0; i < n; i++) {
            int prefix = 0;
            for (int r = 0; r < me; r++) {
                prefix += value(r, i);
            }
            Check.equal(prefix + value(me, i), inclusive[i], "scan");
            Check.equal(prefix + value(me, i), inPlace[i], "scan in place");
            if (me > 0) {
                Check.equal(prefix, exclusive[i], "exscan");
            }
        }
    }

    static void reduceScatters(Comm comm, int n) throws MPIException {
        int p = comm.getSize();
        int me = comm.getRank();
        int[] counts = new int[p];
        for (int q = 0; q < p; q++) {
            counts[q] = n / p + (q < n % p ? 1 : 0) + q % 2;
        }
        int total = Arrays.stream(counts).sum();
        int first = 0;
        for (int q = 0; q < me; q++) {
            first += counts[q];
        }
        int[] mine = new int[total];
        Arrays.setAll(mine, i -> value(me, i));
        int[] part = new int[counts[me]];
        comm.reduceScatter(mine, part, counts, MPI.INT, MPI.SUM);
        int[] inPlace = mine.clone();
        comm.reduceScatter(inPlace, counts, MPI.INT, MPI.SUM);
        for (int i = 0; i < counts[me]; i++) {
            int sum = 0;
            for (int r = 0; r < p; r++) {
                sum += value(r, first + i);
            }
            Check.equal(sum, part[i], "reduceScatter");
            Check.equal(sum, inPlace[i], "reduceScatter in place");
        }
        int block = Math.max(1, n / p);
        int[] blockVector = new int[block * p];
        Arrays.setAll(blockVector, i -> value(me, i));
        int[] blockPart = new int[block];
        comm.reduceScatterBlock(blockVector, blockPart, block, MPI.INT, MPI.MAX);
        for (int i = 0; i < block; i++) {
            int max = Integer.MIN_VALUE;
            for (int r = 0; r < p; r++) {
                max = Math.max(max, value(r, me * block + i));
            }
            Check.equal(max, blockPart[i], "reduceScatterBlock");
        }
    }

    static void gathersAndScatters(Comm comm, int n) throws MPIException {
        int p = comm.getSize();
        int me = comm.getRank();
        for (int root : new int[] {0, p - 1}) {
            int[] mine = new int[n];
            Arrays.setAll(mine, i -> value(me, i));
            int[] all = new int[n * p];
            comm.gather(mine, n, MPI.INT, all, n, MPI.INT, root);
            int[] expected = new int[n * p];
            Arrays.setAll(expected, k -> value(k / n, k % n));
            if (me == root) {
                Check.equal(expected, all, "gather root " + root);
            }
            int[] inPlace = new int[n * p];
            if (me == root) {
                System.arraycopy(mine, 0, inPlace, me * n, n);
                comm.gather(inPlace, n, MPI.INT, root);
                Check.equal(expected, inPlace, "gather in place");
            } else {
                comm.gather(mine, n, MPI.INT, root);
            }
            int[] back = new int[n];
            comm.scatter(expected, n, MPI.INT, back, n, MPI.INT, root);
            Check.equal(mine, back, "scatter root " + root);
            int[] counts = new int[p];
            int[] displs = new int[p];
            for (int q = 0; q < p; q++) {
                counts[q] = n + q % 3;
                displs[q] = q == 0 ? 2 : displs[q - 1] + counts[q - 1] + 1;
            }
            int span = displs[p - 1] + counts[p - 1];
            int[] vmine = new int[counts[me]];
            Arrays.setAll(vmine, i -> value(me, i));
            int[] vall = new int[span];
            comm.gatherv(vmine, counts[me], MPI.INT, vall, counts, displs, MPI.INT, root);
            if (me == root) {
                for (int q = 0; q < p; q++) {
                    for (int i = 0; i < counts[q]; i++) {
                        Check.equal(value(q, i), vall[displs[q] + i], "gatherv");
                    }
                }
            }
            int[] vback = new int[counts[me]];
            comm.scatterv(vall, counts, displs, MPI.INT, vback, counts[me], MPI.INT, root);
            if (me == root) {
                Check.equal(vmine, vback, "scatterv");
            }
        }
    }

    static void allGathers(Comm comm, int n) throws MPIException {
        int p = comm.getSize();
        int me = comm.getRank();
        int[] mine = new int[n];
        Arrays.setAll(mine, i -> value(me, i));
        int[] all = new int[n * p];
        comm.allGather(mine, n, MPI.INT, all, n, MPI.INT);
        int[] expected = new int[n * p];
        Arrays.setAll(expected, k -> value(k / n, k % n));
        Check.equal(expected, all, "allGather");
        int[] inPlace = new int[n * p];
        System.arraycopy(mine, 0, inPlace, me * n, n);
        comm.allGather(inPlace, n, MPI.INT);
        Check.equal(expected, inPlace, "allGather in place");
        int[] counts = new int[p];
        int[] displs = new int[p];
        for (int q = 0; q < p; q++) {
            counts[q] = n + q % 2;
            displs[q] = q == 0 ? 0 : displs[q - 1] + counts[q - 1];
        }
        int[] vmine = new int[counts[me]];
        Arrays.setAll(vmine, i -> value(me, i));
        int[] vall = new int[displs[p - 1] + counts[p - 1]];
        comm.allGatherv(vmine, counts[me], MPI.INT, vall, counts, displs, MPI.INT);
        for (int q = 0; q < p; q++) {
            for (int i = 0; i < counts[q]; i++) {
                Check.equal(value(q, i), vall[displs[q] + i], "allGatherv");
            }
        }
    }

    static void allToAlls(Comm comm, int n) throws MPIException {
        int p = comm.getSize();
        int me = comm.getRank();
        int[] out = new int[n * p];
        Arrays.setAll(out, k -> me * 1000 + k);
        int[] in = new int[n * p];
        comm.allToAll(out, n, MPI.INT, in, n, MPI.INT);
        for (int q = 0; q < p; q++) {
            for (int i = 0; i < n; i++) {
                Check.equal(q * 1000 + me * n + i, in[q * n + i], "allToAll");
            }
        }
        int[] sendcounts = new int[p];
        int[] sdispls = new int[p];
        int[] recvcounts = new int[p];
        int[] rdispls = new int[p];
        for (int q = 0; q < p; q++) {
            sendcounts[q] = n + (me + q) % 2;
            recvcounts[q] = n + (q + me) % 2;
            sdispls[q] = q == 0 ? 0 : sdispls[q - 1] + sendcounts[q - 1];
            rdispls[q] = q == 0 ? 1 : rdispls[q - 1] + recvcounts[q - 1];
        }
        int[] vout = new int[sdispls[p - 1] + sendcounts[p - 1]];
        Arrays.setAll(vout, k -> me * 1000 + k);
        int[] vin = new int[rdispls[p - 1] + recvcounts[p - 1]];
        comm.allToAllv(vout, sendcounts, sdispls, MPI.INT, vin, recvcounts, rdispls, MPI.INT);
        for (int q = 0; q < p; q++) {
            int theirOffset = 0;
            for (int t = 0; t < me; t++) {
                theirOffset += n + (q + t) % 2;
            }
            for (int i = 0; i < recvcounts[q]; i++) {
                Check.equal(q * 1000 + theirOffset + i, vin[rdispls[q] + i], "allToAllv");
            }
        }
        IntBuffer wout = MPI.newIntBuffer(p);
        IntBuffer win = MPI.newIntBuffer(p);
        Datatype[] types = new Datatype[p];
        int[] ones = new int[p];
        int[] bytes = new int[p];
        for (int q = 0; q < p; q++) {
            wout.put(q, me * 100 + q);
            types[q] = MPI.INT;
            ones[q] = 1;
            bytes[q] = 4 * q;
        }
        comm.allToAllw(wout, ones, bytes, types, win, ones, bytes, types);
        for (int q = 0; q < p; q++) {
            Check.equal(q * 100 + me, win.get(q), "allToAllw");
        }
    }

    /** A strided vector type: every collective packs and unpacks through the typemap. */
    static void derivedTypes(Comm comm) throws MPIException {
        int p = comm.getSize();
        int me = comm.getRank();
        Datatype everyOther = Datatype.createVector(3, 1, 2, MPI.INT);
        everyOther.commit();
        int[] data = new int[6];
        if (me == 0) {
            Arrays.setAll(data, i -> i + 10);
        }
        comm.bcast(data, 1, everyOther, 0);
        Check.equal(me == 0 ? new int[] {10, 11, 12, 13, 14, 15} : new int[] {10, 0, 12, 0, 14, 0}, data,
                "bcast vector type");
        int[] mine = {me, -1, me * 2, -1, me * 3, -1};
        int[] sum = new int[6];
        comm.allReduce(mine, sum, 1, everyOther, MPI.SUM);
        int s = p * (p - 1) / 2;
        Check.equal(new int[] {s, 0, 2 * s, 0, 3 * s, 0}, sum, "allreduce vector type");
        Datatype triple = Datatype.createContiguous(3, MPI.DOUBLE);
        triple.commit();
        double[] mineD = {me, me + 0.5, -me};
        double[] allD = new double[3 * p];
        comm.allGather(mineD, 1, triple, allD, 1, triple);
        for (int q = 0; q < p; q++) {
            Check.equal(q + 0.5, allD[3 * q + 1], "allGather contiguous type");
        }
    }

    /**
     * User operations: a commutative sum through the ByteBuffer form and a non-commutative 2x2 integer
     * matrix product through the array form, whose result depends on rank order.
     */
    /**
     * Sums of ints in direct byte buffers (the OSU benchmarks' way), large enough for Rabenseifner on ideal, which then
     * combines in the user's receive buffer: from a byte buffer, from an int array, and in place.
     */
    static void directBufferReductions(Intracomm comm, int n) throws MPIException {
        int me = comm.getRank();
        int p = comm.getSize();
        int[] mine = new int[n];
        for (int i = 0; i < n; i++) {
            mine[i] = me * 1000 + i;
        }
        ByteBuffer send = MPI.newByteBuffer(4 * n);
        send.asIntBuffer().put(mine);
        int[] expected = new int[n];
        for (int i = 0; i < n; i++) {
            expected[i] = p * i + 1000 * p * (p - 1) / 2;
        }
        ByteBuffer fromBuffer = MPI.newByteBuffer(4 * n);
        comm.allReduce(send, fromBuffer, n, MPI.INT, MPI.SUM);
        Check.equal(expected, ints(fromBuffer, n), "allreduce direct buffer n=" + n);
        ByteBuffer fromArray = MPI.newByteBuffer(4 * n);
        comm.allReduce(mine, fromArray, n, MPI.INT, MPI.SUM);
        Check.equal(expected, ints(fromArray, n), "allreduce int[] into a direct buffer n=" + n);
        ByteBuffer inPlace = MPI.newByteBuffer(4 * n);
        inPlace.asIntBuffer().put(mine);
        comm.allReduce(inPlace, n, MPI.INT, MPI.SUM);
        Check.equal(expected, ints(inPlace, n), "allreduce direct buffer in place n=" + n);
    }

    private static int[] ints(ByteBuffer buffer, int n) {
        int[] values = new int[n];
        buffer.asIntBuffer().get(0, values);
        return values;
    }

    static void userOperations(Intracomm comm, int large) throws MPIException {
        int p = comm.getSize();
        int me = comm.getRank();
        Op sum = new Op(new UserFunction() {
            @Override
            public void call(ByteBuffer in, ByteBuffer inOut, int count, Datatype type) {
                IntBuffer a = in.asIntBuffer();
                IntBuffer b = inOut.asIntBuffer();
                for (int i = 0; i < count; i++) {
                    b.put(i, a.get(i) + b.get(i));
                }
            }
        }, true);
        Op matrixProduct = new Op(new UserFunction() {
            @Override
            public void call(Object inVec, Object inOutVec, int count, Datatype type) {
                int[] a = (int[]) inVec;
                int[] b = (int[]) inOutVec;
                for (int k = 0; k < count; k++) {
                    int o = 4 * k;
                    int c0 = a[o] * b[o] + a[o + 1] * b[o + 2];
                    int c1 = a[o] * b[o + 1] + a[o + 1] * b[o + 3];
                    int c2 = a[o + 2] * b[o] + a[o + 3] * b[o + 2];
                    int c3 = a[o + 2] * b[o + 1] + a[o + 3] * b[o + 3];
                    b[o] = c0;
                    b[o + 1] = c1;
                    b[o + 2] = c2;
                    b[o + 3] = c3;
                }
            }
        }, false);
        Datatype matrix = Datatype.createContiguous(4, MPI.INT);
        matrix.commit();
        for (int n : new int[] {1, 3, large / 4}) {
            int[] mine = new int[n];
            Arrays.setAll(mine, i -> value(me, i));
            int[] result = new int[n];
            comm.allReduce(mine, result, n, MPI.INT, sum);
            int[] matrices = new int[4 * n];
            for (int k = 0; k < n; k++) {
                int[] m = matrixOf(me, k);
                System.arraycopy(m, 0, matrices, 4 * k, 4);
            }
            for (int root : new int[] {0, p - 1}) {
                int[] product = new int[4 * n];
                comm.reduce(matrices, product, n, matrix, matrixProduct, root);
                if (me == root) {
                    for (int k = 0; k < n; k++) {
                        int[] acc = matrixOf(0, k);
                        for (int r = 1; r < p; r++) {
                            acc = multiply(acc, matrixOf(r, k));
                        }
                        Check.equal(acc, Arrays.copyOfRange(product, 4 * k, 4 * k + 4),
                                "non-commutative reduce root " + root);
                    }
                }
            }
            int[] prefix = new int[4 * n];
            comm.scan(matrices, prefix, n, matrix, matrixProduct);
            for (int k = 0; k < n; k++) {
                int[] acc = matrixOf(0, k);
                for (int r = 1; r <= me; r++) {
                    acc = multiply(acc, matrixOf(r, k));
                }
                Check.equal(acc, Arrays.copyOfRange(prefix, 4 * k, 4 * k + 4), "non-commutative scan");
            }
            for (int i = 0; i < n; i++) {
                int s = 0;
                for (int r = 0; r < p; r++) {
                    s += value(r, i);
                }
                Check.equal(s, result[i], "user sum");
            }
        }
        sum.free();
    }

    static int[] matrixOf(int r, int k) {
        return new int[] {1 + (r + k) % 3, r % 2, (k + 1) % 2, 1};
    }

    static int[] multiply(int[] a, int[] b) {
        return new int[] {a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3], a[2] * b[0] + a[3] * b[2],
            a[2] * b[1] + a[3] * b[3]};
    }

    /**
     * Several non-blocking collectives in flight while the ranks exchange point-to-point messages around the
     * ring; they must progress inside the point-to-point waits.
     */
    static void nonBlockingWithPointToPoint(Comm comm, int large) throws MPIException {
        int p = comm.getSize();
        int me = comm.getRank();
        int n = large;
        IntBuffer mine = MPI.newIntBuffer(n);
        for (int i = 0; i < n; i++) {
            mine.put(i, value(me, i));
        }
        IntBuffer sum = MPI.newIntBuffer(n);
        DoubleBuffer bcastData = MPI.newDoubleBuffer(n);
        if (me == 0) {
            for (int i = 0; i < n; i++) {
                bcastData.put(i, i);
            }
        }
        IntBuffer gathered = MPI.newIntBuffer(p);
        IntBuffer one = MPI.newIntBuffer(1).put(0, me * 3);
        Request[] collectives = {
            comm.iAllReduce(mine, sum, n, MPI.INT, MPI.SUM),
            comm.iBcast(bcastData, n, MPI.DOUBLE, 0),
            comm.iAllGather(one, 1, MPI.INT, gathered, 1, MPI.INT),
            comm.iBarrier()
        };
        int[] token = {me};
        int[] received = new int[1];
        for (int round = 0; round < 3; round++) {
            comm.sendRecv(token, 1, MPI.INT, (me + 1) % p, round, received, 1, MPI.INT, (me - 1 + p) % p, round);
            Check.equal((me - 1 + p) % p, received[0], "ring message while collectives progress");
        }
        Request.waitAll(collectives);
        for (int i = 0; i < n; i++) {
            int s = 0;
            for (int r = 0; r < p; r++) {
                s += value(r, i);
            }
            Check.equal(s, sum.get(i), "iAllReduce");
            Check.equal((double) i, bcastData.get(i), "iBcast");
        }
        for (int q = 0; q < p; q++) {
            Check.equal(q * 3, gathered.get(q), "iAllGather");
        }
        IntBuffer scanned = MPI.newIntBuffer(1);
        Request scan = ((Intracomm) comm).iScan(MPI.newIntBuffer(1).put(0, 1), scanned, 1, MPI.INT, MPI.SUM);
        while (!scan.test()) {
            comm.iProbe(MPI.ANY_SOURCE, 999);
        }
        Check.equal(me + 1, scanned.get(0), "iScan completed by test()");
    }

    static void reduceLocal() throws MPIException {
        int[] in = {1, 2, 3};
        int[] inOut = {10, 20, 30};
        Comm.reduceLocal(in, inOut, 3, MPI.INT, MPI.SUM);
        Check.equal(new int[] {11, 22, 33}, inOut, "reduceLocal");
    }

    static int combine(Op op, int a, int b) {
        if (op == MPI.MAX) {
            return Math.max(a, b);
        } else if (op == MPI.MIN) {
            return Math.min(a, b);
        } else if (op == MPI.SUM) {
            return a + b;
        } else if (op == MPI.PROD) {
            return a * b;
        } else if (op == MPI.LAND) {
            return a != 0 && b != 0 ? 1 : 0;
        } else if (op == MPI.BAND) {
            return a & b;
        } else if (op == MPI.LOR) {
            return a != 0 || b != 0 ? 1 : 0;
        } else if (op == MPI.BOR) {
            return a | b;
        } else if (op == MPI.LXOR) {
            return (a != 0) != (b != 0) ? 1 : 0;
        }
        return a ^ b;
    }

    static long combineLong(Op op, long a, long b) {
        if (op == MPI.MAX) {
            return Math.max(a, b);
        } else if (op == MPI.MIN) {
            return Math.min(a, b);
        } else if (op == MPI.SUM) {
            return a + b;
        } else if (op == MPI.PROD) {
            return a * b;
        } else if (op == MPI.LAND) {
            return a != 0 && b != 0 ? 1 : 0;
        } else if (op == MPI.BAND) {
            return a & b;
        } else if (op == MPI.LOR) {
            return a != 0 || b != 0 ? 1 : 0;
        } else if (op == MPI.BOR) {
            return a | b;
        } else if (op == MPI.LXOR) {
            return (a != 0) != (b != 0) ? 1 : 0;
        }
        return a ^ b;
    }

    static String opName(Op op) {
        String[] names = {"MAX", "MIN", "SUM", "PROD", "LAND", "BAND", "LOR", "BOR", "LXOR", "BXOR"};
        Op[] ops = {MPI.MAX, MPI.MIN, MPI.SUM, MPI.PROD, MPI.LAND, MPI.BAND, MPI.LOR, MPI.BOR, MPI.LXOR, MPI.BXOR};
        for (int i = 0; i < ops.length; i++) {
            if (ops[i] == op) {
                return names[i];
            }
        }
        return "?";
    }
}
