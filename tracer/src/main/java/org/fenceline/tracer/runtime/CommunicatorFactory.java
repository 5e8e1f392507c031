package org.fenceline.tracer.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Collective construction of communicators from a parent. Every call agrees, over the parent, on a context
 * id larger than any the members have used, so the new communicator's traffic is separate from all others.
 * Members that do not belong to the result get null (MPI_COMM_NULL).
 */
public final class CommunicatorFactory {
    private CommunicatorFactory() {
    }

    /** MPI_Comm_dup: same group, topology and error handler, a new message space. */
    public static Communicator dup(Communicator parent) {
        parent.checkUsable("MPI_Comm_dup");
        int context = agreeOnContext(parent, "MPI_Comm_dup");
        return parent.runtime().newCommunicator(parent.group(), context, parent.errorMode(), parent.topology());
    }

    /** MPI_Comm_split: one communicator per colour, ranked by key (ties by parent rank). */
    public static Communicator split(Communicator parent, int colour, int key) {
        String call = "MPI_Comm_split";
        parent.checkUsable(call);
        if (colour < 0 && colour != MpiConstants.UNDEFINED) {
            throw parent.error(ErrorClass.ARG, call + ": colour=" + colour
                    + " must be non-negative or MPI.UNDEFINED");
        }
        return splitWithTopology(parent, call, colour, key, null);
    }

    /** MPI_Comm_create: the members of {@code group}, which must be a subset of the parent's group. */
    public static Communicator create(Communicator parent, ProcessGroup group) {
        String call = "MPI_Comm_create";
        parent.checkUsable(call);
        if (group == null) {
            throw parent.error(ErrorClass.GROUP, call + ": group is null");
        }
        if (ProcessGroup.difference(group, parent.group()).size() != 0) {
            throw parent.error(ErrorClass.GROUP, call + ": group contains processes outside the communicator");
        }
        int context = agreeOnContext(parent, call);
        if (group.rankOf(parent.runtime().worldRank()) == MpiConstants.UNDEFINED) {
            return null;
        }
        return parent.runtime().newCommunicator(group, context, parent.errorMode(), null);
    }

    /** MPI_Cart_create; the first prod(dims) ranks form the grid (no reordering). */
    public static Communicator createCart(Communicator parent, int[] dims, boolean[] periods) {
        String call = "MPI_Cart_create";
        parent.checkUsable(call);
        if (dims == null || periods == null || dims.length != periods.length) {
            throw parent.error(ErrorClass.ARG, call + ": dims and periods must be arrays of the same length");
        }
        long cells = 1;
        for (int i = 0; i < dims.length; i++) {
            if (dims[i] <= 0) {
                throw parent.error(ErrorClass.DIMS, call + ": dims[" + i + "]=" + dims[i] + " must be positive");
            }
            cells *= dims[i];
        }
        if (cells > parent.size()) {
            throw parent.error(ErrorClass.DIMS, call + ": the grid has " + cells + " cells but the communicator"
                    + " only " + parent.size() + " processes");
        }
        return firstRanks(parent, call, (int) cells, new CartTopology(dims, periods));
    }

    /** MPI_Graph_create; the first index.length ranks are the nodes (no reordering). */
    public static Communicator createGraph(Communicator parent, int[] index, int[] edges) {
        String call = "MPI_Graph_create";
        parent.checkUsable(call);
        if (index == null || edges == null || index.length > parent.size()) {
            throw parent.error(ErrorClass.ARG, call + ": index must have at most " + parent.size() + " entries");
        }
        for (int i = 0; i < index.length; i++) {
            if (index[i] < (i == 0 ? 0 : index[i - 1]) || index[i] > edges.length) {
                throw parent.error(ErrorClass.ARG, call + ": index[" + i + "]=" + index[i]
                        + " must be non-decreasing and at most edges.length=" + edges.length);
            }
        }
        for (int i = 0; i < edges.length; i++) {
            if (edges[i] < 0 || edges[i] >= index.length) {
                throw parent.error(ErrorClass.ARG, call + ": edges[" + i + "]=" + edges[i] + " is not a node");
            }
        }
        return firstRanks(parent, call, index.length, new GraphTopology(index, edges));
    }

    /** MPI_Cart_sub: the sub-grid through this process keeping the {@code remain} dimensions. */
    public static Communicator cartSub(Communicator parent, boolean[] remain) {
        String call = "MPI_Cart_sub";
        parent.checkUsable(call);
        if (!(parent.topology() instanceof CartTopology cart)) {
            throw parent.error(ErrorClass.TOPOLOGY, call + ": the communicator has no Cartesian topology");
        }
        if (remain == null || remain.length < cart.dims().length) {
            throw parent.error(ErrorClass.ARG, call + ": remainDims must have " + cart.dims().length + " entries");
        }
        // As with the count arrays of the collectives, only the first entries count (the C call reads ndims).
        boolean[] kept = Arrays.copyOf(remain, cart.dims().length);
        int rank = parent.rank();
        return splitWithTopology(parent, call, cart.subColour(rank, kept), cart.subKey(rank, kept), cart.sub(kept));
    }

    private static Communicator firstRanks(Communicator parent, String call, int members, Topology topology) {
        int context = agreeOnContext(parent, call);
        if (parent.rank() >= members) {
            return null;
        }
        int[] world = new int[members];
        for (int r = 0; r < members; r++) {
            world[r] = parent.worldRankOf(r);
        }
        return parent.runtime().newCommunicator(new ProcessGroup(world), context, parent.errorMode(), topology);
    }

    private static Communicator splitWithTopology(Communicator parent, String call, int colour, int key,
            Topology topology) {
        RankRuntime runtime = parent.runtime();
        int[][] table = Agreement.allGather(parent, call, new int[] {colour, key, runtime.nextContext()});
        int context = maxContext(runtime, table, 2);
        if (colour == MpiConstants.UNDEFINED) {
            return null;
        }
        List<int[]> members = new ArrayList<>();
        for (int r = 0; r < table.length; r++) {
            if (table[r][0] == colour) {
                members.add(new int[] {table[r][1], r});
            }
        }
        members.sort(Comparator.<int[]>comparingInt(m -> m[0]).thenComparingInt(m -> m[1]));
        int[] world = members.stream().mapToInt(m -> parent.worldRankOf(m[1])).toArray();
        return runtime.newCommunicator(new ProcessGroup(world), context, parent.errorMode(), topology);
    }

    private static int agreeOnContext(Communicator parent, String call) {
        RankRuntime runtime = parent.runtime();
        int[][] table = Agreement.allGather(parent, call, new int[] {runtime.nextContext()});
        return maxContext(runtime, table, 0);
    }

    private static int maxContext(RankRuntime runtime, int[][] table, int column) {
        int context = 0;
        for (int[] row : table) {
            context = Math.max(context, row[column]);
        }
        runtime.contextsUsedBelow(context + 2);
        return context;
    }
}
