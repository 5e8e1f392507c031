package org.fenceline.tracer.programs;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import mpi.Comm;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Status;

/**
 * Derived datatypes (contiguous, vector, hvector, indexed, hindexed, struct, resized) sent with counts that
 * give message sizes from a few bytes to beyond the rendezvous threshold; args[0] is the largest count.
 */
public class Datatypes {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Comm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        int maxCount = Integer.parseInt(args[0]);

        Datatype column = Datatype.createVector(3, 1, 4, MPI.INT);
        column.commit();
        Check.equal(9, column.getExtent(), "vector extent in ints");
        Check.equal(3, column.getSize(), "vector size in ints");
        Datatype resizedColumn = Datatype.createResized(column, 0, 4);
        resizedColumn.commit();
        Check.equal(1, resizedColumn.getExtent(), "resized extent (4 bytes = 1 int)");
        Check.equal(9, resizedColumn.getTrueExtent(), "true extent");
        Datatype indexed = Datatype.createIndexed(new int[] {2, 1}, new int[] {0, 5}, MPI.DOUBLE);
        indexed.commit();
        Check.equal(6, indexed.getExtent(), "indexed extent");
        Datatype hvector = Datatype.createHVector(2, 1, 16, MPI.DOUBLE);
        hvector.commit();
        Check.equal(3, hvector.getExtent(), "hvector extent (24 bytes)");
        Datatype hindexed = Datatype.createHIndexed(new int[] {1, 1}, new int[] {8, 0}, MPI.LONG);
        hindexed.commit();
        // A C-like struct {int a; double b;} in a byte buffer: 16-byte records.
        Datatype struct = Datatype.createStruct(new int[] {1, 1}, new int[] {0, 8}, new Datatype[] {MPI.INT,
            MPI.DOUBLE});
        struct.commit();
        Check.equal(16, struct.getExtent(), "struct extent in bytes");
        Check.equal(12, struct.getSize(), "struct size in bytes");
        Check.equal(8, MPI.INT2.getExtent(), "MPI.INT2 extent in bytes");
        Check.equal(16, MPI.DOUBLE_INT.getExtent(), "MPI.DOUBLE_INT extent in bytes");

        for (int count = 1; count <= maxCount; count *= 4) {
            exchangeColumns(world, rank, column, resizedColumn, count);
            exchangeIndexed(world, rank, indexed, hvector, hindexed, count);
            exchangeStructs(world, rank, struct, count);
        }
        MPI.Finalize();
    }

    /** A matrix of count x 4 ints; column 1 of rows 0..2 repeated: vector, and resized vector interleaving. */
    private static void exchangeColumns(Comm world, int rank, Datatype column, Datatype resized, int count) throws MPIException {
        int rows = 3 * count;
        int[] matrix = new int[rows * 4];
        if (rank == 0) {
            for (int i = 0; i < matrix.length; i++) {
                matrix[i] = i;
            }
            // count copies of a 3-row column, each copy 9 ints apart... as a vector type its extent is 9 ints.
            world.send(matrix, count, column, 1, 1);
            world.send(matrix, 4, resized, 1, 2);
        } else {
            int[] flat = new int[3 * count];
            Status s = world.recv(flat, 3 * count, MPI.INT, 0, 1);
            Check.equal(3 * count, s.getCount(MPI.INT), "column count");
            for (int c = 0; c < count; c++) {
                for (int k = 0; k < 3; k++) {
                    Check.equal(c * 9 + k * 4, flat[3 * c + k], "vector element " + c + "/" + k);
                }
            }
            // Four resized columns side by side are the first 3 rows of the matrix, row by row transposed.
            int[] cols = new int[12];
            world.recv(cols, 12, MPI.INT, 0, 2);
            for (int col = 0; col < 4; col++) {
                for (int k = 0; k < 3; k++) {
                    Check.equal(k * 4 + col, cols[col * 3 + k], "resized column " + col);
                }
            }
            // Receive through the datatype too: scatter back into a matrix.
        }
        if (rank == 0) {
            int[] flat = new int[3 * count];
            for (int i = 0; i < flat.length; i++) {
                flat[i] = -i - 1;
            }
            world.send(flat, flat.length, MPI.INT, 1, 3);
        } else {
            int[] target = new int[rows * 4];
            world.recv(target, count, column, 0, 3);
            for (int c = 0; c < count; c++) {
                for (int k = 0; k < 3; k++) {
                    Check.equal(-(3 * c + k) - 1, target[c * 9 + k * 4], "unpacked vector element");
                }
            }
            Check.equal(0, target[1], "gaps stay untouched");
        }
    }

    private static void exchangeIndexed(Comm world, int rank, Datatype indexed, Datatype hvector, Datatype hindexed,
            int count) throws MPIException {
        double[] data = new double[6 * count];
        for (int i = 0; i < data.length; i++) {
            data[i] = rank == 0 ? i : 0;
        }
        if (rank == 0) {
            world.send(data, count, indexed, 1, 4);
            world.send(data, 2, hvector, 1, 5);
            world.send(new long[] {11, 22}, 1, hindexed, 1, 6);
        } else {
            double[] got = new double[6 * count];
            world.recv(got, count, indexed, 0, 4);
            for (int c = 0; c < count; c++) {
                Check.equal((double) 6 * c, got[6 * c], "indexed block 0");
                Check.equal((double) 6 * c + 1, got[6 * c + 1], "indexed block 0, second");
                Check.equal((double) 6 * c + 5, got[6 * c + 5], "indexed block 1");
                Check.equal(0.0, got[6 * c + 2], "indexed gap");
            }
            double[] hv = new double[4];
            world.recv(hv, 4, MPI.DOUBLE, 0, 5);
            Check.equal(new double[] {0, 2, 3, 5}, hv, "hvector copies 3 doubles apart");
            long[] swapped = new long[2];
            world.recv(swapped, 2, MPI.LONG, 0, 6);
            Check.isTrue(swapped[0] == 22 && swapped[1] == 11, "hindexed order follows the typemap");
        }
    }

    private static void exchangeStructs(Comm world, int rank, Datatype struct, int count) throws MPIException {
        ByteBuffer records = ByteBuffer.allocate(16 * count).order(ByteOrder.nativeOrder());
        if (rank == 0) {
            for (int i = 0; i < count; i++) {
                records.putInt(16 * i, i).putInt(16 * i + 4, 0x7777).putDouble(16 * i + 8, i * 0.5);
            }
            world.send(records, count, struct, 1, 7);
        } else {
            ByteBuffer got = MPI.newByteBuffer(16 * count);
            Status s = world.recv(got, count, struct, 0, 7);
            Check.equal(count, s.getCount(struct), "struct count");
            Check.equal(2 * count, s.getElements(struct), "struct elements");
            for (int i = 0; i < count; i++) {
                Check.equal(i, got.getInt(16 * i), "struct int");
                Check.equal(0, got.getInt(16 * i + 4), "struct padding not transferred");
                Check.equal(i * 0.5, got.getDouble(16 * i + 8), "struct double");
            }
        }
    }
}
