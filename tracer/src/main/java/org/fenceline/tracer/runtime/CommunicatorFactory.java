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

    /** MPI_Comm_dup: same group, topology, error handler, hints and attributes, a new message space. */
    public static Communicator dup(Communicator parent) {
        parent.checkUsable("MPI_Comm_dup");
        return duplicateOn(parent, agreeOnContext(parent, "MPI_Comm_dup"));
    }

    /** The duplicate of an intracommunicator on an agreed context (MPI_Comm_dup, MPI_Comm_idup). */
    public static Communicator duplicateOn(Communicator parent, int context) {
        Communicator dup = parent.runtime().newCommunicator(parent.group(), context, parent.errorMode(),
                parent.topology());
        dup.inheritFrom(parent);
        return dup;
    }

    /**
     * MPI_Comm_split_type with MPI_COMM_TYPE_SHARED: the processes of one node. Every rank runs on an emulated
     * node of its own (its processor name), so each gets a communicator of itself alone; MPI.UNDEFINED yields null.
     */
    public static Communicator splitType(Communicator parent, int splitType, int key) {
        String call = "MPI_Comm_split_type";
        parent.checkUsable(call);
        if (splitType != MpiConstants.COMM_TYPE_SHARED && splitType != MpiConstants.UNDEFINED) {
            throw parent.error(ErrorClass.ARG, call + ": splitType=" + splitType
                    + " is neither Comm.TYPE_SHARED nor MPI.UNDEFINED");
        }
        int node = parent.runtime().worldRank();
        return splitWithTopology(parent, call, splitType == MpiConstants.UNDEFINED ? MpiConstants.UNDEFINED : node,
                key, null);
    }

    /**
     * MPI_Comm_create_group: called by the members of {@code group} only, which agree among themselves; a caller
     * outside the group gets null. Every member must pass the same {@code tag}.
     */
    public static Communicator createGroup(Communicator parent, ProcessGroup group, int tag) {
        String call = "MPI_Comm_create_group";
        parent.checkUsable(call);
        if (group == null) {
            throw parent.error(ErrorClass.GROUP, call + ": group is null");
        }
        if (ProcessGroup.difference(group, parent.group()).size() != 0) {
            throw parent.error(ErrorClass.GROUP, call + ": group contains processes outside the communicator");
        }
        parent.checkTag(call, "tag", tag, false);
        RankRuntime runtime = parent.runtime();
        if (group.rankOf(runtime.worldRank()) == MpiConstants.UNDEFINED) {
            return null;
        }
        int[][] table = Agreement.allGatherAmong(parent, group, call, new int[] {runtime.nextContext(), tag});
        for (int r = 0; r < table.length; r++) {
            if (table[r][1] != tag) {
                throw parent.error(ErrorClass.TAG, call + ": rank " + r + " of the group passed tag=" + table[r][1]
                        + ", this process tag=" + tag);
            }
        }
        return runtime.newCommunicator(group, maxContext(runtime, table, 0), parent.errorMode(), null);
    }

    /**
     * MPI_Comm_disconnect: waits until this process's communication on {@code comm} has completed, agrees with
     * every member that theirs has too, and frees the communicator.
     */
    public static void disconnect(Communicator comm) {
        String call = "MPI_Comm_disconnect";
        comm.checkUsable(call);
        comm.checkFreeable(call);
        RankRuntime runtime = comm.runtime();
        runtime.block(() -> runtime.pendingRequests().stream().noneMatch(r -> r.comm() == comm && !r.isComplete()),
                call + "(comm=" + comm.label() + ": completing its pending communication)");
        Agreement.allGather(comm, call, new int[] {0});
        comm.free(call);
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

    /**
     * MPI_Dist_graph_create: each process names some edges (sources[i] to the next degrees[i] destinations, with
     * weights unless {@code weights} is null for MPI_UNWEIGHTED); the members exchange them so that each learns its
     * own in- and out-edges, in the order of the naming processes' ranks and of their lists. Ranks are not reordered.
     */
    public static Communicator createDistGraph(Communicator parent, int[] sources, int[] degrees,
            int[] destinations, int[] weights) {
        String call = "MPI_Dist_graph_create";
        parent.checkUsable(call);
        if (sources == null || degrees == null || destinations == null || degrees.length < sources.length) {
            throw parent.error(ErrorClass.ARG, call + ": sources, degrees and destinations must be arrays, "
                    + "degrees with an entry per source");
        }
        int edges = 0;
        for (int i = 0; i < sources.length; i++) {
            checkNode(parent, call, "sources[" + i + "]", sources[i]);
            if (degrees[i] < 0) {
                throw parent.error(ErrorClass.ARG, call + ": degrees[" + i + "]=" + degrees[i] + " is negative");
            }
            edges += degrees[i];
        }
        checkEdges(parent, call, "destinations", destinations, "weights", weights, edges);
        RankRuntime runtime = parent.runtime();
        int[][] counts = Agreement.allGather(parent, call, new int[] {runtime.nextContext(), edges});
        int context = maxContext(runtime, counts, 0);
        int width = 0;
        for (int[] row : counts) {
            width = Math.max(width, 3 * row[1]);
        }
        int[] mine = new int[width];
        Arrays.fill(mine, -1);
        for (int i = 0, e = 0; i < sources.length; i++) {
            for (int d = 0; d < degrees[i]; d++, e++) {
                mine[3 * e] = sources[i];
                mine[3 * e + 1] = destinations[e];
                mine[3 * e + 2] = weights == null ? 1 : weights[e];
            }
        }
        int[][] table = width == 0 ? new int[parent.size()][0] : Agreement.allGather(parent, call, mine);
        int me = parent.rank();
        List<int[]> in = new ArrayList<>();
        List<int[]> out = new ArrayList<>();
        for (int[] row : table) {
            for (int e = 0; e + 2 < row.length && row[e] >= 0; e += 3) {
                if (row[e + 1] == me) {
                    in.add(new int[] {row[e], row[e + 2]});
                }
                if (row[e] == me) {
                    out.add(new int[] {row[e + 1], row[e + 2]});
                }
            }
        }
        DistGraphTopology topology = new DistGraphTopology(column(in, 0), column(in, 1), column(out, 0),
                column(out, 1), weights != null);
        return runtime.newCommunicator(parent.group(), context, parent.errorMode(), topology);
    }

    /**
     * MPI_Dist_graph_create_adjacent: each process names its own in- and out-neighbours (weights null for
     * MPI_UNWEIGHTED); only the context needs agreeing. Ranks are not reordered.
     */
    public static Communicator createDistGraphAdjacent(Communicator parent, int[] sources, int[] sourceWeights,
            int[] destinations, int[] destWeights) {
        String call = "MPI_Dist_graph_create_adjacent";
        parent.checkUsable(call);
        if (sources == null) {
            throw parent.error(ErrorClass.ARG, call + ": sources must be an array");
        }
        checkEdges(parent, call, "sources", sources, "sourceWeights", sourceWeights, sources.length);
        if (destinations == null) {
            throw parent.error(ErrorClass.ARG, call + ": destinations must be an array");
        }
        checkEdges(parent, call, "destinations", destinations, "destWeights", destWeights, destinations.length);
        boolean weighted = sourceWeights != null;
        if (weighted != (destWeights != null)) {
            throw parent.error(ErrorClass.ARG, call + ": sourceWeights and destWeights must both be given or both "
                    + "be absent (MPI_UNWEIGHTED)");
        }
        DistGraphTopology topology = new DistGraphTopology(sources,
                weighted ? Arrays.copyOf(sourceWeights, sources.length) : ones(sources.length),
                destinations,
                weighted ? Arrays.copyOf(destWeights, destinations.length) : ones(destinations.length),
                weighted);
        int context = agreeOnContext(parent, call);
        return parent.runtime().newCommunicator(parent.group(), context, parent.errorMode(), topology);
    }

    private static void checkNode(Communicator parent, String call, String argument, int rank) {
        if (rank < 0 || rank >= parent.size()) {
            throw parent.error(ErrorClass.RANK, call + ": " + argument + "=" + rank + " is not a rank of "
                    + parent.label() + " (size " + parent.size() + ")");
        }
    }

    /** The first {@code count} entries of {@code ranks} are ranks, each with a non-negative weight if weighted. */
    private static void checkEdges(Communicator parent, String call, String rankName, int[] ranks,
            String weightName, int[] weights, int count) {
        if (ranks.length < count || weights != null && weights.length < count) {
            throw parent.error(ErrorClass.ARG, call + ": " + rankName + (weights != null ? " and " + weightName : "")
                    + " must have " + count + " entries");
        }
        for (int e = 0; e < count; e++) {
            checkNode(parent, call, rankName + "[" + e + "]", ranks[e]);
            if (weights != null && weights[e] < 0) {
                throw parent.error(ErrorClass.ARG, call + ": " + weightName + "[" + e + "]=" + weights[e]
                        + " is negative");
            }
        }
    }

    private static int[] ones(int n) {
        int[] ones = new int[n];
        Arrays.fill(ones, 1);
        return ones;
    }

    private static int[] column(List<int[]> rows, int column) {
        return rows.stream().mapToInt(r -> r[column]).toArray();
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
