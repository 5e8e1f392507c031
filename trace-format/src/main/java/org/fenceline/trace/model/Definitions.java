package org.fenceline.trace.model;

import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/**
 * Everything events refer to by id, plus the run's metadata. In a global trace every id is global and
 * equals the element's index in its list. Serialised as {@code definitions.json}.
 */
public record Definitions(
        String formatVersion,
        Metadata metadata,
        List<Region> regions,
        List<CallSite> callSites,
        List<Machine> machines,
        List<Node> nodes,
        List<Process> processes,
        List<Location> locations,
        List<Group> groups,
        List<Communicator> communicators,
        List<Window> windows,
        // Traces written before topologies were recorded lack the field: absent reads as none; present, it is
        // read strictly like every other field (DefinitionsJson).
        List<CartTopology> cartTopologies,
        List<ClockSync> clockSync) {

    public Definitions {
        regions = List.copyOf(regions);
        callSites = List.copyOf(callSites);
        machines = List.copyOf(machines);
        nodes = List.copyOf(nodes);
        processes = List.copyOf(processes);
        locations = List.copyOf(locations);
        groups = List.copyOf(groups);
        communicators = List.copyOf(communicators);
        windows = List.copyOf(windows);
        cartTopologies = List.copyOf(cartTopologies);
        clockSync = List.copyOf(clockSync);
    }

    /** The locations of the window's communicator, in its rank order: those that take part in its collectives. */
    public List<Integer> windowMembers(int window) {
        return groups.get(communicators.get(windows.get(window).communicator()).group()).members();
    }

    /** A code region (function or MPI call). */
    public record Region(int id, String name, String file, int line, Paradigm paradigm, RegionRole role) {
    }

    /**
     * Where a region was entered from: the user's source position. {@code caller} is the calling method
     * ("pkg.Class.method"), {@code region} the region entered there.
     */
    public record CallSite(int id, String file, int line, String caller, int region) {
    }

    public record Machine(int id, String name) {
    }

    public record Node(int id, String name, int machine) {
    }

    /** An MPI process; {@code rank} is its rank in MPI_COMM_WORLD. */
    public record Process(int id, String name, int node, int rank) {
    }

    /** A thread of a process that records events. Event {@code location} columns refer to these ids. */
    public record Location(int id, String name, int process, int thread) {
    }

    /** A process group; members are locations (= MPI_COMM_WORLD ranks), in group rank order. */
    public record Group(int id, List<Integer> members) {
        public Group {
            members = List.copyOf(members);
        }
    }

    /** A communicator over a group. */
    public record Communicator(int id, String name, int group) {
    }

    /** An RMA window over a communicator. */
    public record Window(int id, String name, int communicator) {
    }

    /**
     * The Cartesian topology a program gave a communicator with MPI_Cart_create: its dimensions (outermost first, as
     * MPI numbers them) and the grid coordinates of the communicator's members, in communicator rank order. A
     * communicator has at most one; Cube's topology view draws it.
     *
     * @param name         e.g. "MPI_Cartesian_2x3", as Score-P names them
     * @param communicator the communicator it belongs to
     */
    public record CartTopology(String name, int communicator, List<CartDimension> dimensions,
                               List<CartCoordinate> coordinates) {
        public CartTopology {
            dimensions = List.copyOf(dimensions);
            coordinates = List.copyOf(coordinates);
        }

        /**
         * Why this topology does not fit a trace with these communicators and groups, or null. Readers (the
         * analyzer's report, Cube's topology view, the OTF2 export) rely on a defined communicator, at least one
         * dimension, positive sizes, and members of the communicator placed once each, inside the grid, on a point
         * of their own.
         */
        public String problem(List<Communicator> communicators, List<Group> groups) {
            if (communicator < 0 || communicator >= communicators.size()) {
                return "communicator " + communicator + " is not defined";
            }
            int group = communicators.get(communicator).group();
            Set<Integer> members = group < 0 || group >= groups.size() ? Set.of()
                    : new HashSet<>(groups.get(group).members());
            if (dimensions.isEmpty()) {
                return "no dimensions";
            }
            for (CartDimension d : dimensions) {
                if (d.size() < 1) {
                    return "dimension '" + d.name() + "' has size " + d.size();
                }
            }
            Set<Integer> placed = new HashSet<>();
            Set<List<Integer>> occupied = new HashSet<>();
            for (CartCoordinate c : coordinates) {
                if (!members.contains(c.location())) {
                    return "location " + c.location() + " is not a member of communicator " + communicator;
                }
                if (c.coordinates().size() != dimensions.size()) {
                    return "location " + c.location() + " has " + c.coordinates().size() + " coordinates for "
                            + dimensions.size() + " dimensions";
                }
                for (int i = 0; i < dimensions.size(); i++) {
                    int x = c.coordinates().get(i);
                    if (x < 0 || x >= dimensions.get(i).size()) {
                        return "location " + c.location() + " lies outside dimension '" + dimensions.get(i).name()
                                + "' (coordinate " + x + ", size " + dimensions.get(i).size() + ")";
                    }
                }
                if (!placed.add(c.location())) {
                    return "location " + c.location() + " is placed twice";
                }
                if (!occupied.add(c.coordinates())) {
                    return "two locations at " + c.coordinates();
                }
            }
            return null;
        }
    }

    /** One axis of a Cartesian topology: its name (Score-P: "dimension 0", ...), number of ranks, periodicity. */
    public record CartDimension(String name, int size, boolean periodic) {
    }

    /** Where a location sits in a Cartesian topology: one coordinate per dimension. */
    public record CartCoordinate(int location, List<Integer> coordinates) {
        public CartCoordinate {
            coordinates = List.copyOf(coordinates);
        }
    }

    /**
     * Clock synchronisation points of one location: at each point, the offset (ns) to subtract from the
     * location's raw clock to get the reference clock. The merge interpolates linearly between points.
     */
    public record ClockSync(int location, List<SyncPoint> points) {
        public ClockSync {
            points = List.copyOf(points);
        }
    }

    public record SyncPoint(long localTime, long offset) {
    }

    /**
     * What was run and how it was measured.
     *
     * @param program            main class of the traced program
     * @param arguments          its arguments
     * @param ranks              number of MPI processes
     * @param interconnect       interconnect timing profile name (e.g. "sci-p3", "ideal", a file name)
     * @param rmaModel           the RMA event model of the global trace
     * @param clockResolutionNs  resolution of the timestamps
     * @param startTimeEpochNs   wall-clock time of the trace's time 0, in ns since the Unix epoch
     * @param fencelineVersion   version of the tool that wrote the trace
     * @param properties         anything else worth keeping (free-form key/value)
     */
    public record Metadata(
            String program,
            List<String> arguments,
            int ranks,
            String interconnect,
            RmaEventModel rmaModel,
            long clockResolutionNs,
            long startTimeEpochNs,
            String fencelineVersion,
            Map<String, String> properties) {
        public Metadata {
            arguments = List.copyOf(arguments);
            // Sorted by key, so that definitions.json comes out the same in every run (Map.copyOf's iteration
            // order changes from one JVM to the next), and so two traces' definitions compare byte for byte.
            TreeMap<String, String> sorted = new TreeMap<>();
            properties.forEach((key, value) -> sorted.put(key, Objects.requireNonNull(value, key)));
            properties = Collections.unmodifiableSortedMap(sorted);
        }
    }
}
