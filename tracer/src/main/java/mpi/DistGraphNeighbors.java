package mpi;

/** The edges into and out of the calling process in a distributed graph topology (MPI_Dist_graph_neighbors). */
public final class DistGraphNeighbors {
    private final int[] sources;
    private final int[] sourceWeights;
    private final int[] destinations;
    private final int[] destWeights;
    private final boolean weighted;

    protected DistGraphNeighbors(int[] sources, int[] sourceWeights, int[] destinations, int[] destWeights,
            boolean weighted) {
        this.sources = sources;
        this.sourceWeights = sourceWeights;
        this.destinations = destinations;
        this.destWeights = destWeights;
        this.weighted = weighted;
    }

    public int getInDegree() {
        return sources.length;
    }

    public int getOutDegree() {
        return destinations.length;
    }

    /** False if the graph was created with MPI_UNWEIGHTED. */
    public boolean isWeighted() {
        return weighted;
    }

    /** The {@code i}-th process for which the caller is a destination. */
    public int getSource(int i) {
        return sources[i];
    }

    public int getSourceWeight(int i) {
        return sourceWeights[i];
    }

    /** The {@code i}-th process for which the caller is a source. */
    public int getDestination(int i) {
        return destinations[i];
    }

    public int getDestinationWeight(int i) {
        return destWeights[i];
    }
}
