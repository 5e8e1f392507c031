package org.fenceline.tracer.runtime;

import java.util.Arrays;

/**
 * A distributed graph topology as one process sees it (MPI_Dist_graph_create, _adjacent): the processes its
 * edges come from and go to, with their weights (1 each when the graph was created MPI_UNWEIGHTED).
 */
public record DistGraphTopology(int[] sources, int[] sourceWeights, int[] destinations, int[] destWeights,
        boolean weighted) implements Topology {

    public DistGraphTopology {
        sources = sources.clone();
        sourceWeights = sourceWeights.clone();
        destinations = destinations.clone();
        destWeights = destWeights.clone();
    }

    @Override
    public int kind() {
        return MpiConstants.DIST_GRAPH;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DistGraphTopology t && Arrays.equals(sources, t.sources)
                && Arrays.equals(sourceWeights, t.sourceWeights) && Arrays.equals(destinations, t.destinations)
                && Arrays.equals(destWeights, t.destWeights) && weighted == t.weighted;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(sources) * 31 + Arrays.hashCode(destinations);
    }

    @Override
    public String toString() {
        return "DistGraphTopology" + Arrays.toString(sources) + "->" + Arrays.toString(destinations);
    }
}
