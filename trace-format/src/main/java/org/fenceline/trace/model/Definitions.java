package org.fenceline.trace.model;

import java.util.List;
import java.util.Map;

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
        clockSync = List.copyOf(clockSync);
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
            properties = Map.copyOf(properties);
        }
    }
}
