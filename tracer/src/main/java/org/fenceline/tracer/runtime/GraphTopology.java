package org.fenceline.tracer.runtime;

import java.util.Arrays;

/** A general graph topology in MPI_Graph_create's form: cumulative degrees ({@code index}) and flat edges. */
public record GraphTopology(int[] index, int[] edges) implements Topology {

    public GraphTopology {
        index = index.clone();
        edges = edges.clone();
    }

    @Override
    public int kind() {
        return MpiConstants.GRAPH;
    }

    public int nodes() {
        return index.length;
    }

    public int[] neighbours(int rank) {
        int from = rank == 0 ? 0 : index[rank - 1];
        return Arrays.copyOfRange(edges, from, index[rank]);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GraphTopology t && Arrays.equals(index, t.index) && Arrays.equals(edges, t.edges);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(index) * 31 + Arrays.hashCode(edges);
    }

    @Override
    public String toString() {
        return "GraphTopology" + Arrays.toString(index) + Arrays.toString(edges);
    }
}
