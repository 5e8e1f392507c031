package org.fenceline.tracer.runtime;

/** A virtual topology attached to a communicator: Cartesian, graph or distributed graph. */
public sealed interface Topology permits CartTopology, GraphTopology, DistGraphTopology {
    /** MPI_CART, MPI_GRAPH or MPI_DIST_GRAPH, as MPI_Topo_test reports it. */
    int kind();
}
