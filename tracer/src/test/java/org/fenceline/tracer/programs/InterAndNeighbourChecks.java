package org.fenceline.tracer.programs;

import java.util.Arrays;
import mpi.CartComm;
import mpi.GraphComm;
import mpi.Intercomm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Intercommunicators (create from the two halves of the world, their collectives with MPI.ROOT and
 * MPI.PROC_NULL roots, dup, merge) and the neighbourhood collectives on Cartesian and graph topologies.
 * Needs at least two ranks.
 */
public class InterAndNeighbourChecks {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        int size = world.getSize();
        int lowSize = size / 2;
        boolean low = rank < lowSize;
        Intracomm half = world.split(low ? 0 : 1, rank);
        Intercomm inter = world.createIntercomm(half, 0, low ? lowSize : 0, 7);
        int remoteSize = size - lowSize == half.getSize() ? lowSize : size - lowSize;
        Check.isTrue(inter.isInter(), "isInter");
        Check.equal(remoteSize, inter.getRemoteSize(), "remote size");
        Check.equal(half.getSize(), inter.getSize(), "local size");
        Check.equal(low ? lowSize : 0, mpi.Group.translateRanks(inter.getRemoteGroup(), new int[] {0},
                world.getGroup())[0], "remote group's first member");
        intercommCollectives(inter, low, half.getRank(), half.getSize(), remoteSize);
        intercommCollectives(inter.dup(), low, half.getRank(), half.getSize(), remoteSize);
        Intracomm merged = inter.merge(!low);
        Check.equal(size, merged.getSize(), "merged size");
        Check.equal(rank, merged.getRank(), "merged rank: low group first");
        int[] sum = new int[1];
        merged.allReduce(new int[] {rank}, sum, 1, MPI.INT, MPI.SUM);
        Check.equal(size * (size - 1) / 2, sum[0], "allreduce on the merged communicator");
        neighbourhoods(world, rank, size);
        MPI.Finalize();
    }

    static void intercommCollectives(Intercomm inter, boolean low, int localRank, int localSize, int remoteSize)
            throws MPIException {
        inter.barrier();
        // Broadcast from rank 0 of the low group to the high group.
        int[] data = new int[3];
        if (low) {
            int root = localRank == 0 ? MPI.ROOT : MPI.PROC_NULL;
            if (localRank == 0) {
                data = new int[] {5, 6, 7};
            }
            inter.bcast(data, 3, MPI.INT, root);
        } else {
            inter.bcast(data, 3, MPI.INT, 0);
            Check.equal(new int[] {5, 6, 7}, data, "intercomm bcast");
        }
        // Allreduce: each group gets the sum over the other group.
        int[] mine = {(low ? 100 : 1000) + localRank};
        int[] other = new int[1];
        inter.allReduce(mine, other, 1, MPI.INT, MPI.SUM);
        int expected = remoteSize * (low ? 1000 : 100) + remoteSize * (remoteSize - 1) / 2;
        Check.equal(expected, other[0], "intercomm allreduce");
        // Allgather: everyone gets the other group's values.
        int[] gathered = new int[remoteSize];
        inter.allGather(mine, 1, MPI.INT, gathered, 1, MPI.INT);
        for (int q = 0; q < remoteSize; q++) {
            Check.equal((low ? 1000 : 100) + q, gathered[q], "intercomm allgather");
        }
        // Alltoall: block q goes to remote rank q.
        int[] out = new int[remoteSize];
        Arrays.setAll(out, q -> localRank * 10 + q + (low ? 0 : 500));
        int[] in = new int[remoteSize];
        inter.allToAll(out, 1, MPI.INT, in, 1, MPI.INT);
        for (int q = 0; q < remoteSize; q++) {
            Check.equal(q * 10 + localRank + (low ? 500 : 0), in[q], "intercomm alltoall");
        }
        // Reduce and gather to rank 0 of the high group; scatter back from it.
        int[] reduced = new int[1];
        int[] all = new int[remoteSize];
        int[] piece = new int[1];
        if (low) {
            inter.reduce(mine, null, 1, MPI.INT, MPI.MAX, 0);
            inter.gather(mine, 1, MPI.INT, null, 0, MPI.INT, 0);
            inter.scatter(null, 0, MPI.INT, piece, 1, MPI.INT, 0);
            Check.equal(localRank * 2, piece[0], "intercomm scatter");
        } else {
            int root = localRank == 0 ? MPI.ROOT : MPI.PROC_NULL;
            inter.reduce(null, reduced, 1, MPI.INT, MPI.MAX, root);
            inter.gather(null, 0, MPI.INT, all, 1, MPI.INT, root);
            int[] pieces = new int[remoteSize];
            Arrays.setAll(pieces, q -> q * 2);
            inter.scatter(pieces, 1, MPI.INT, null, 0, MPI.INT, root);
            if (localRank == 0) {
                Check.equal(100 + remoteSize - 1, reduced[0], "intercomm reduce");
                for (int q = 0; q < remoteSize; q++) {
                    Check.equal(100 + q, all[q], "intercomm gather");
                }
            }
        }
        // Point-to-point names remote ranks.
        int[] echo = new int[1];
        if (localRank < remoteSize && localRank < localSize) {
            inter.sendRecv(mine, 1, MPI.INT, localRank, 3, echo, 1, MPI.INT, localRank, 3);
            Check.equal((low ? 1000 : 100) + localRank, echo[0], "intercomm sendRecv");
        }
        Request pending = inter.iBarrier();
        pending.waitFor();
    }

    static void neighbourhoods(Intracomm world, int rank, int size) throws MPIException {
        CartComm ring = world.createCart(new int[] {size}, new boolean[] {true}, false);
        int[] fromNeighbours = new int[2];
        ring.neighborAllGather(new int[] {rank}, 1, MPI.INT, fromNeighbours, 1, MPI.INT);
        Check.equal(new int[] {(rank - 1 + size) % size, (rank + 1) % size}, fromNeighbours, "cart allgather");
        int[] directed = new int[2];
        ring.neighborAllToAll(new int[] {rank * 10, rank * 10 + 1}, 1, MPI.INT, directed, 1, MPI.INT);
        // From the lower neighbour comes what it sent upwards (slot 1), from the upper what it sent downwards.
        Check.equal(new int[] {(rank - 1 + size) % size * 10 + 1, (rank + 1) % size * 10}, directed,
                "cart alltoall");
        CartComm line = world.createCart(new int[] {size}, new boolean[] {false}, false);
        int[] edges = {-1, -1};
        line.neighborAllGather(new int[] {rank}, 1, MPI.INT, edges, 1, MPI.INT);
        Check.equal(rank == 0 ? -1 : rank - 1, edges[0], "non-periodic lower neighbour (PROC_NULL leaves -1)");
        Check.equal(rank == size - 1 ? -1 : rank + 1, edges[1], "non-periodic upper neighbour");
        int[] index = new int[size];
        int[] star = new int[2 * (size - 1)];
        int e = 0;
        for (int r = 0; r < size; r++) {
            if (r == 0) {
                for (int q = 1; q < size; q++) {
                    star[e++] = q;
                }
            } else {
                star[e++] = 0;
            }
            index[r] = e;
        }
        GraphComm graph = world.createGraph(index, star, false);
        int degree = rank == 0 ? size - 1 : 1;
        int[] got = new int[degree];
        graph.neighborAllGather(new int[] {rank + 1}, 1, MPI.INT, got, 1, MPI.INT);
        for (int i = 0; i < degree; i++) {
            Check.equal(rank == 0 ? i + 2 : 1, got[i], "graph allgather");
        }
    }
}
