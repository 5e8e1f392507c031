package org.fenceline.tracer.measure;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import org.fenceline.trace.local.LocalDefinition;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.tracer.measure.job.SourceLocation;
import org.fenceline.tracer.measure.job.SourceTable;
import org.fenceline.tracer.runtime.CartTopology;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.ProcessGroup;
import org.fenceline.tracer.runtime.window.TracedWindow;

/**
 * The rank-local ids of everything the records refer to, each defined in the trace at its first use so a
 * local trace holds only what the rank used. Region ids: after the writer's own flush region, the MPI regions
 * by ordinal, then the user regions by their job-wide id. Lookups of known objects allocate nothing.
 */
final class LocationDefinitions {
    /** Recently used groups by identity, so WINEXIT of the same epoch group needs no hashing. */
    private static final int RECENT_GROUPS = 8;

    private final LocalTraceWriter trace;
    private final SourceTable userRegions;
    private final int firstMpiRegion;
    private final int firstUserRegion;
    private final boolean[] mpiDefined = new boolean[MpiRegion.count()];
    private boolean[] userDefined = new boolean[64];

    private final Map<Communicator, Integer> communicators = new IdentityHashMap<>();
    private Communicator lastCommunicator;
    private int lastCommunicatorId;
    private final Map<ProcessGroup, Integer> groups = new HashMap<>();
    private final ProcessGroup[] recentGroups = new ProcessGroup[RECENT_GROUPS];
    private final int[] recentGroupIds = new int[RECENT_GROUPS];
    private int nextRecent;
    private int[] singleTargetGroups = new int[0];
    private final Map<TracedWindow, Integer> windows = new IdentityHashMap<>();
    private TracedWindow lastWindow;
    private int lastWindowId;

    LocationDefinitions(LocalTraceWriter trace, int flushRegion, SourceTable userRegions) {
        this.trace = trace;
        this.userRegions = userRegions;
        this.firstMpiRegion = flushRegion + 1;
        this.firstUserRegion = firstMpiRegion + MpiRegion.count();
    }

    int region(MpiRegion region) {
        int ordinal = region.ordinal();
        int id = firstMpiRegion + ordinal;
        if (!mpiDefined[ordinal]) {
            trace.defineRegion(id, region.cName(), "", 0, Paradigm.MPI, region.role());
            mpiDefined[ordinal] = true;
        }
        return id;
    }

    /** The local id of user region {@code userRegion} (an id of the job's user-region table). */
    int userRegion(int userRegion) {
        if (userRegion >= userDefined.length) {
            userDefined = Arrays.copyOf(userDefined, Math.max(userRegion + 1, 2 * userDefined.length));
        }
        int id = firstUserRegion + userRegion;
        if (!userDefined[userRegion]) {
            SourceLocation at = userRegions.get(userRegion);
            trace.defineRegion(id, at.function(), at.file(), at.line(), Paradigm.USER,
                    RegionRole.FUNCTION);
            userDefined[userRegion] = true;
        }
        return id;
    }

    int communicator(Communicator comm) {
        if (comm == lastCommunicator) {
            return lastCommunicatorId;
        }
        Integer known = communicators.get(comm);
        int id;
        if (known != null) {
            id = known;
        } else {
            id = communicators.size();
            trace.defineCommunicator(id, communicatorKey(comm), communicatorName(comm), group(comm.group()));
            communicators.put(comm, id);
        }
        lastCommunicator = comm;
        lastCommunicatorId = id;
        return id;
    }

    int group(ProcessGroup group) {
        for (int i = 0; i < RECENT_GROUPS; i++) {
            if (recentGroups[i] == group) {
                return recentGroupIds[i];
            }
        }
        Integer known = groups.get(group);
        int id;
        if (known != null) {
            id = known;
        } else {
            id = groups.size();
            trace.defineGroup(id, members(group));
            groups.put(group, id);
        }
        recentGroups[nextRecent] = group;
        recentGroupIds[nextRecent] = id;
        nextRecent = (nextRecent + 1) % RECENT_GROUPS;
        return id;
    }

    /** The group of the single process {@code worldRank} (the target of MPI_Win_flush). */
    int singleTarget(int worldRank) {
        if (worldRank >= singleTargetGroups.length) {
            singleTargetGroups = Arrays.copyOf(singleTargetGroups, worldRank + 1);
        }
        if (singleTargetGroups[worldRank] == 0) {
            singleTargetGroups[worldRank] = group(new ProcessGroup(new int[] {worldRank})) + 1;
        }
        return singleTargetGroups[worldRank] - 1;
    }

    int window(TracedWindow window) {
        if (window == lastWindow) {
            return lastWindowId;
        }
        Integer known = windows.get(window);
        int id;
        if (known != null) {
            id = known;
        } else {
            id = windows.size();
            trace.defineWindow(id, window.traceKey(), window.traceName(), communicator(window.communicator()));
            windows.put(window, id);
        }
        lastWindow = window;
        lastWindowId = id;
        return id;
    }

    /**
     * Defines the Cartesian topology of {@code comm} (and the communicator, if new): named and with dimensions
     * named as Score-P names those of MPI_Cart_create ("MPI_Cartesian_2x3", "dimension 0", ...), so a Cube user
     * finds what a Scalasca report shows; the coordinates of every rank are the runtime's own.
     */
    void cartTopology(Communicator comm) {
        CartTopology cart = (CartTopology) comm.topology();
        int[] dims = cart.dims();
        List<Definitions.CartDimension> dimensions = new ArrayList<>(dims.length);
        StringJoiner name = new StringJoiner("x", "MPI_Cartesian_", "");
        for (int d = 0; d < dims.length; d++) {
            dimensions.add(new Definitions.CartDimension("dimension " + d, dims[d], cart.periods()[d]));
            name.add(Integer.toString(dims[d]));
        }
        List<List<Integer>> coordinates = new ArrayList<>(comm.size());
        for (int rank = 0; rank < comm.size(); rank++) {
            coordinates.add(Arrays.stream(cart.coords(rank)).boxed().toList());
        }
        trace.defineCartTopology(new LocalDefinition.CartTopology(communicator(comm), name.toString(), dimensions,
                coordinates));
    }

    /**
     * Job-unique and equal on all members: the context id (never shared by two communicators with a common
     * member) with the lowest world rank of the group (which tells apart disjoint communicators that happen to
     * have agreed on the same context id).
     */
    private static long communicatorKey(Communicator comm) {
        int lowest = Integer.MAX_VALUE;
        ProcessGroup g = comm.group();
        for (int i = 0; i < g.size(); i++) {
            lowest = Math.min(lowest, g.worldRank(i));
        }
        return ((long) comm.contextId() << 32) | lowest;
    }

    /**
     * The predefined communicators by name; the others by context id, because a name set later (on some ranks
     * only, or after the first use) would split one communicator into several in the merge.
     */
    private static String communicatorName(Communicator comm) {
        Communicator world = comm.runtime().world();
        if (comm == world || comm == comm.runtime().self()) {
            return comm.name();
        }
        return "comm#" + comm.contextId();
    }

    private static int[] members(ProcessGroup group) {
        int[] members = new int[group.size()];
        for (int i = 0; i < members.length; i++) {
            members[i] = group.worldRank(i);
        }
        return members;
    }
}
