package org.fenceline.trace.otf2;

import java.util.List;
import java.util.Map;

/**
 * The global definitions of an OTF2 archive that Fenceline uses, with string references resolved. OTF2 ids are
 * kept as they are (uint32 ids as int, location ids as long); "undefined" references are -1.
 *
 * @param attributes the ATTRIBUTE definitions' names, by id (events' attribute lists refer to them)
 * @param strings every string definition, by id (events refer to some, e.g. ProgramBegin's program name)
 * @param skipped number of definition records of each kind this reader does not use ("record <id>")
 */
public record Otf2Definitions(
        ClockProperties clock,
        List<SystemTreeNode> systemTreeNodes,
        List<LocationGroup> locationGroups,
        List<Location> locations,
        Map<Integer, Region> regions,
        Map<Integer, Group> groups,
        Map<Integer, Comm> comms,
        Map<Integer, RmaWin> windows,
        Map<Integer, CallingContext> callingContexts,
        Map<Integer, CartDimension> cartDimensions,
        Map<Integer, CartTopology> cartTopologies,
        List<CartCoordinate> cartCoordinates,
        Map<Integer, String> attributes,
        Map<Integer, String> strings,
        Map<String, Integer> skipped) {

    public Otf2Definitions {
        systemTreeNodes = List.copyOf(systemTreeNodes);
        locationGroups = List.copyOf(locationGroups);
        locations = List.copyOf(locations);
        regions = Map.copyOf(regions);
        groups = Map.copyOf(groups);
        comms = Map.copyOf(comms);
        windows = Map.copyOf(windows);
        callingContexts = Map.copyOf(callingContexts);
        cartDimensions = Map.copyOf(cartDimensions);
        cartTopologies = Map.copyOf(cartTopologies);
        cartCoordinates = List.copyOf(cartCoordinates);
        attributes = Map.copyOf(attributes);
        strings = Map.copyOf(strings);
        skipped = Map.copyOf(skipped);
    }

    /** The id of the ATTRIBUTE definition named {@code name}, or -1. */
    public int attribute(String name) {
        return attributes.entrySet().stream().filter(a -> a.getValue().equals(name)).mapToInt(Map.Entry::getKey)
                .findFirst().orElse(-1);
    }

    /**
     * Timer resolution (ticks per second) and the time range of the trace; {@code realtimeTimestamp} (OTF2 3.0)
     * is the wall-clock time in ns since the Unix epoch at {@code globalOffset}, or -1 if absent.
     */
    public record ClockProperties(long ticksPerSecond, long globalOffset, long traceLength, long realtimeTimestamp) {
    }

    /** A node of the system tree (machine, node, socket, ...); {@code parent} -1 for a root. */
    public record SystemTreeNode(int id, String name, String className, int parent) {
    }

    /** A location group (type 1: a process); {@code parent} is its system tree node. */
    public record LocationGroup(int id, String name, int type, int parent) {
        public static final int TYPE_PROCESS = 1;
    }

    /** A location (type 1: a CPU thread) of a location group. */
    public record Location(long id, String name, int type, long events, int group) {
        public static final int TYPE_CPU_THREAD = 1;
    }

    /**
     * A region. {@code role} and {@code paradigm} are OTF2's enum values ({@link Otf2RegionRole},
     * {@link Otf2Paradigm}); {@code file} is "" when undefined.
     */
    public record Region(int id, String name, String canonicalName, String description, int role, int paradigm,
                         int flags, String file, int beginLine, int endLine) {
    }

    /**
     * A group. Type 4 (COMM_LOCATIONS): members are location ids; type 5 (COMM_GROUP): members are indexes into
     * the COMM_LOCATIONS group of the same paradigm (ranks of MPI_COMM_WORLD for MPI); type 6 (COMM_SELF): no
     * members, each location itself.
     */
    public record Group(int id, String name, int type, int paradigm, int flags, long[] members) {
        public static final int TYPE_COMM_LOCATIONS = 4;
        public static final int TYPE_COMM_GROUP = 5;
        public static final int TYPE_COMM_SELF = 6;
    }

    /** A communicator over a group; {@code parent} -1 if none. */
    public record Comm(int id, String name, int group, int parent) {
    }

    /** A calling context (OTF2 2.0): a region in the context of its parent ({@code parent} -1 for a root). */
    public record CallingContext(int id, int region, int parent) {
    }

    /** An RMA window over a communicator. */
    public record RmaWin(int id, String name, int comm) {
    }

    /** One axis of a Cartesian topology: its number of ranks and whether it wraps around. */
    public record CartDimension(int id, String name, int size, boolean periodic) {
    }

    /** A Cartesian topology over a communicator; {@code dimensions} are CartDimension ids, outermost first. */
    public record CartTopology(int id, String name, int comm, List<Integer> dimensions) {
        public CartTopology {
            dimensions = List.copyOf(dimensions);
        }
    }

    /** Where rank {@code rank} of a topology's communicator sits: one coordinate per dimension. */
    public record CartCoordinate(int topology, int rank, List<Integer> coordinates) {
        public CartCoordinate {
            coordinates = List.copyOf(coordinates);
        }
    }
}
