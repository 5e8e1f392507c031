package org.fenceline.tracer.programs;

import java.nio.IntBuffer;
import mpi.DistGraphNeighbors;
import mpi.GraphComm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Needs 4 ranks: distributed graphs whose in- and out-neighbours differ, made by createDistGraph (rank 0 names
 * every edge) and createDistGraphAdjacent, and the neighbourhood collectives on them.
 */
public class DistGraphs {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        int n = world.getSize();
        int next = (rank + 1) % n;
        int afterNext = (rank + 2) % n;
        int previous = (rank + n - 1) % n;
        int beforePrevious = (rank + n - 2) % n;

        // Rank 0 names all edges r -> r+1 (weight 10 + r) and r -> r+2 (weight 20 + r); the others name none.
        int[] sources = rank == 0 ? new int[n] : new int[0];
        int[] degrees = rank == 0 ? new int[n] : new int[0];
        int[] destinations = rank == 0 ? new int[2 * n] : new int[0];
        int[] weights = rank == 0 ? new int[2 * n] : new int[0];
        for (int r = 0; rank == 0 && r < n; r++) {
            sources[r] = r;
            degrees[r] = 2;
            destinations[2 * r] = (r + 1) % n;
            destinations[2 * r + 1] = (r + 2) % n;
            weights[2 * r] = 10 + r;
            weights[2 * r + 1] = 20 + r;
        }
        GraphComm named = world.createDistGraph(sources, degrees, destinations, weights, MPI.INFO_NULL, false);
        Check.equal(MPI.DIST_GRAPH, named.getTopology(), "topology kind");
        DistGraphNeighbors edges = named.getDistGraphNeighbors();
        Check.isTrue(edges.isWeighted(), "weighted");
        Check.equal(new int[] {next, afterNext}, new int[] {edges.getDestination(0), edges.getDestination(1)},
                "out-neighbours");
        Check.equal(new int[] {10 + rank, 20 + rank},
                new int[] {edges.getDestinationWeight(0), edges.getDestinationWeight(1)}, "out-weights");
        Check.equal(2, edges.getInDegree(), "in-degree");
        int firstIn = edges.getSource(0);
        int secondIn = edges.getSource(1);
        Check.isTrue(firstIn == previous && secondIn == beforePrevious
                || firstIn == beforePrevious && secondIn == previous, "in-neighbours " + firstIn + ", " + secondIn);
        Check.equal(firstIn == previous ? 10 + previous : 20 + beforePrevious, edges.getSourceWeight(0),
                "in-weight of the first source");

        // Each rank receives the rank numbers of its in-neighbours, in their order.
        int[] got = new int[2];
        named.neighborAllGather(new int[] {rank}, 1, MPI.INT, got, 1, MPI.INT);
        Check.equal(new int[] {firstIn, secondIn}, got, "neighborAllGather on a distributed graph");

        // The same graph, each rank naming its own neighbours; unweighted.
        GraphComm adjacent = world.createDistGraphAdjacent(new int[] {previous, beforePrevious},
                new int[] {next, afterNext}, MPI.INFO_NULL, false);
        DistGraphNeighbors own = adjacent.getDistGraphNeighbors();
        Check.isTrue(!own.isWeighted(), "unweighted");
        Check.equal(previous, own.getSource(0), "adjacent source order is as given");
        // Block j goes to destination j: 100 * rank + j lands at the destination in the slot of its source.
        int[] blocks = new int[2];
        adjacent.neighborAllToAll(new int[] {100 * rank, 100 * rank + 1}, 1, MPI.INT, blocks, 1, MPI.INT);
        Check.equal(new int[] {100 * previous, 100 * beforePrevious + 1}, blocks, "neighborAllToAll");
        IntBuffer out = MPI.newIntBuffer(2);
        out.put(0, rank).put(1, -rank);
        IntBuffer in = MPI.newIntBuffer(3);
        Request r = adjacent.iNeighborAllToAllv(out, new int[] {1, 1}, new int[] {0, 1}, MPI.INT, in,
                new int[] {1, 1}, new int[] {0, 2}, MPI.INT);
        r.waitFor();
        Check.equal(new int[] {previous, 0, -beforePrevious}, new int[] {in.get(0), in.get(1), in.get(2)},
                "iNeighborAllToAllv");

        // A one-way edge: rank 0 only sends to rank 1, which only receives.
        GraphComm oneWay = world.createDistGraphAdjacent(rank == 1 ? new int[] {0} : new int[0],
                rank == 0 ? new int[] {1} : new int[0], MPI.INFO_NULL, false);
        int[] received = {-1};
        oneWay.neighborAllGather(new int[] {rank + 5}, 1, MPI.INT, received, 1, MPI.INT);
        Check.equal(rank == 1 ? 5 : -1, received[0], "one-way edge");
        MPI.Finalize();
    }
}
