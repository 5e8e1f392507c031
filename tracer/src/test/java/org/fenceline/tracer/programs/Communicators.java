package org.fenceline.tracer.programs;

import mpi.CartComm;
import mpi.CartParms;
import mpi.Comm;
import mpi.GraphComm;
import mpi.Group;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.ShiftParms;
import mpi.Status;

/** Needs 6 ranks: dup/split/create keep separate message spaces; groups; Cartesian and graph topologies. */
public class Communicators {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        int size = world.getSize();

        // dup: a message sent on the duplicate is not received on the original, even with wildcards.
        Intracomm dup = world.dup();
        Check.equal(MPI.CONGRUENT, Comm.compare(world, dup), "dup is congruent");
        Check.equal(MPI.IDENT, Comm.compare(world, world), "identical");
        if (rank == 0) {
            dup.send(new int[] {1}, 1, MPI.INT, 1, 5);
            world.send(new int[] {2}, 1, MPI.INT, 1, 5);
        } else if (rank == 1) {
            int[] v = new int[1];
            world.recv(v, 1, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG);
            Check.equal(2, v[0], "world message stays on world");
            dup.recv(v, 1, MPI.INT, 0, 5);
            Check.equal(1, v[0], "dup message stays on dup");
        }

        // split into even and odd ranks, reversed by key.
        Intracomm half = world.split(rank % 2, -rank);
        Check.equal(size / 2, half.getSize(), "split size");
        Check.equal((size - 1 - rank) / 2, half.getRank(), "split rank ordered by key");
        int[] token = {rank};
        int[] got = new int[1];
        int hs = half.getSize();
        int hr = half.getRank();
        half.sendRecv(token, 1, MPI.INT, (hr + 1) % hs, 0, got, 1, MPI.INT, (hr - 1 + hs) % hs, 0);
        Check.equal(rank % 2, got[0] % 2, "split ring stays within the colour");
        Intracomm none = world.split(rank == 0 ? 0 : MPI.UNDEFINED, 0);
        Check.equal(rank != 0, none.isNull(), "MPI.UNDEFINED colour yields a null communicator");
        if (!none.isNull()) {
            none.free();
        }

        // Groups.
        Group all = world.getGroup();
        Check.equal(size, all.getSize(), "group size");
        Group firstThree = all.incl(new int[] {0, 1, 2});
        Group evens = all.rangeIncl(new int[][] {{0, size - 1, 2}});
        Group lastThree = all.excl(new int[] {0, 1, 2});
        Group odds = all.rangeExcl(new int[][] {{0, size - 1, 2}});
        Check.equal(new int[] {0, 2, 4}, Group.translateRanks(all, new int[] {0, 2, 4}, all), "identity");
        Check.equal(new int[] {0, 2, MPI.UNDEFINED}, Group.translateRanks(evens, new int[] {0, 1, 2}, firstThree),
                "translate evens into first three");
        Check.equal(4, Group.union(firstThree, evens).getSize(), "union");
        Check.equal(2, Group.intersection(firstThree, evens).getSize(), "intersection");
        Check.equal(1, Group.difference(firstThree, evens).getSize(), "difference");
        Check.equal(MPI.UNEQUAL, Group.compare(evens, odds), "compare unequal");
        // A triplet's last value is only a bound: {1, size, 2} names the odd ranks although size is no rank.
        Check.equal(MPI.IDENT, Group.compare(all.rangeIncl(new int[][] {{1, size, 2}}), odds), "range past the end");
        Check.equal(MPI.SIMILAR, Group.compare(Group.union(lastThree, firstThree), all), "compare similar");
        Check.equal(rank < 3 ? rank : MPI.UNDEFINED, firstThree.getRank(), "group rank");

        // create from a group: only members get a communicator, with its own message space.
        Intracomm front = world.create(firstThree);
        if (rank < 3) {
            Check.equal(3, front.getSize(), "created size");
            int[] v = {rank * 7};
            int[] w = new int[1];
            Status s = front.sendRecv(v, 1, MPI.INT, (rank + 1) % 3, 1, w, 1, MPI.INT, (rank + 2) % 3, 1);
            Check.equal((rank + 2) % 3, s.getSource(), "source as rank of the new communicator");
            Check.equal(((rank + 2) % 3) * 7, w[0], "created ring");
        } else {
            Check.isTrue(front.isNull(), "non-members get a null communicator");
        }
        front = null;
        dup.setName("my-dup");
        Check.equal("my-dup", dup.getName(), "name");
        Check.equal("MPI_COMM_WORLD", world.getName(), "world name");
        dup.free();
        Check.isTrue(dup.isNull(), "freed");

        // Cartesian 2 x 3, periodic in dimension 1 only.
        int[] dims = new int[2];
        CartComm.createDims(size, dims);
        Check.equal(new int[] {3, 2}, dims, "createDims(6, 2)");
        CartComm grid = world.createCart(new int[] {2, 3}, new boolean[] {false, true}, false);
        Check.equal(MPI.CART, grid.getTopology(), "topology kind");
        CartParms topo = grid.getTopo();
        Check.equal(2, topo.getDimCount(), "dims");
        int[] coords = grid.getCoords(rank);
        Check.equal(rank / 3, coords[0], "row");
        Check.equal(rank % 3, coords[1], "column");
        Check.equal(coords[1], topo.getCoord(1), "coords in CartParms");
        Check.equal(rank, grid.getRank(coords), "rank of own coords");
        ShiftParms right = grid.shift(1, 1);
        Check.equal((rank / 3) * 3 + (rank % 3 + 2) % 3, right.getRankSource(), "periodic shift source");
        Check.equal((rank / 3) * 3 + (rank % 3 + 1) % 3, right.getRankDest(), "periodic shift dest");
        ShiftParms down = grid.shift(0, 1);
        Check.equal(rank < 3 ? MPI.PROC_NULL : rank - 3, down.getRankSource(), "non-periodic source");
        Check.equal(rank < 3 ? rank + 3 : MPI.PROC_NULL, down.getRankDest(), "non-periodic dest");
        int[] fromLeft = new int[1];
        grid.sendRecv(new int[] {rank}, 1, MPI.INT, right.getRankDest(), 0, fromLeft, 1, MPI.INT,
                right.getRankSource(), 0);
        Check.equal(right.getRankSource(), fromLeft[0], "shift exchange");
        int[] fromAbove = {-1};
        grid.sendRecv(new int[] {rank}, 1, MPI.INT, down.getRankDest(), 1, fromAbove, 1, MPI.INT,
                down.getRankSource(), 1);
        Check.equal(rank < 3 ? -1 : rank - 3, fromAbove[0], "PROC_NULL edges");
        CartComm row = grid.sub(new boolean[] {false, true});
        Check.equal(3, row.getSize(), "row size");
        Check.equal(rank % 3, row.getRank(), "rank in row");
        Check.equal(1, row.getDim(), "row dimensions");
        // Entries past the grid's dimensions are ignored, as C reads only ndims of them.
        CartComm column = grid.sub(new boolean[] {true, false, true, true});
        Check.equal(2, column.getSize(), "column size");
        Check.equal(rank / 3, column.getRank(), "rank in column");

        // Graph: a star around rank 0.
        int[] index = new int[size];
        int[] edges = new int[2 * (size - 1)];
        for (int i = 0; i < size; i++) {
            index[i] = (size - 1) + i;
        }
        for (int i = 1; i < size; i++) {
            edges[i - 1] = i;
            edges[size - 2 + i] = 0;
        }
        GraphComm star = world.createGraph(index, edges, false);
        Check.equal(MPI.GRAPH, star.getTopology(), "graph topology");
        Check.equal(rank == 0 ? size - 1 : 1, star.getNeighbors(rank).length, "neighbours");
        Check.equal(size, star.getDims().getIndexCount(), "graph nodes");
        MPI.Finalize();
    }
}
