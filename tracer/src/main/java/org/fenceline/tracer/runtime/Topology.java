package org.fenceline.tracer.runtime;

/** A virtual topology attached to a communicator: Cartesian or graph. */
public sealed interface Topology permits CartTopology, GraphTopology {
    /** MPI_CART or MPI_GRAPH, as MPI_Topo_test reports it. */
    int kind();
}
