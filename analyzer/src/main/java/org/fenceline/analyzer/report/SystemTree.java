package org.fenceline.analyzer.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.fenceline.trace.model.Definitions;

/**
 * The system dimension as Cube 4 models it: nested groups (class {@code machine}, {@code node}, ...) holding
 * processes (MPI ranks) holding locations (threads). Values exist per {@link Location} only; a process, node
 * or machine value is the sum over its locations. {@link Location#index()} is the column of the location in
 * the {@link SeverityCube} and equals the trace's location id.
 */
public final class SystemTree {
    private final List<Group> roots;
    private final List<Process> processes;
    private final List<Location> locations;
    private final List<CartesianTopology> topologies;

    private SystemTree(List<Group> roots, List<Process> processes, List<Location> locations,
                       List<CartesianTopology> topologies) {
        this.roots = Collections.unmodifiableList(roots);
        this.processes = Collections.unmodifiableList(processes);
        this.locations = Collections.unmodifiableList(locations);
        this.topologies = List.copyOf(topologies);
    }

    /** Machine, node, process (with its rank) and location (thread) of every location of a trace. */
    public static SystemTree of(Definitions definitions) {
        Builder b = new Builder();
        int[] machineGroup = new int[definitions.machines().size()];
        for (Definitions.Machine m : definitions.machines()) {
            machineGroup[m.id()] = b.group(-1, m.name(), "machine");
        }
        int[] nodeGroup = new int[definitions.nodes().size()];
        for (Definitions.Node n : definitions.nodes()) {
            nodeGroup[n.id()] = b.group(machineGroup[n.machine()], n.name(), "node");
        }
        int[] process = new int[definitions.processes().size()];
        for (Definitions.Process p : definitions.processes()) {
            process[p.id()] = b.process(nodeGroup[p.node()], p.name(), p.rank());
        }
        for (Definitions.Location l : definitions.locations()) {
            b.location(process[l.process()], l.id(), l.name(), l.thread());
        }
        SciTopology.of(definitions).ifPresent(b::topology);
        for (Definitions.CartTopology t : definitions.cartTopologies()) {
            b.topology(cartesian(t));
        }
        return b.build();
    }

    /** A program's MPI_Cart_create grid, its communicator's members placed by their locations. */
    private static CartesianTopology cartesian(Definitions.CartTopology t) {
        List<CartesianTopology.Dimension> dimensions = t.dimensions().stream()
                .map(d -> new CartesianTopology.Dimension(d.name(), d.size(), d.periodic())).toList();
        Map<Integer, List<Integer>> coordinates = new HashMap<>();
        for (Definitions.CartCoordinate c : t.coordinates()) {
            coordinates.put(c.location(), c.coordinates());
        }
        return new CartesianTopology(t.name(), dimensions, coordinates);
    }

    /** Top-level groups (machines). */
    public List<Group> roots() {
        return roots;
    }

    /** All processes, in the order they were added. */
    public List<Process> processes() {
        return processes;
    }

    /** All locations by index; {@code locations().get(i).index() == i}. */
    public List<Location> locations() {
        return locations;
    }

    public int locationCount() {
        return locations.size();
    }

    /**
     * Cartesian topologies over the locations (Cube's {@code <topologies>}): for a Fenceline trace the emulated
     * SCI ring or torus, then the program's MPI_Cart_create grids in the trace's order; for a foreign report
     * whatever it carries.
     */
    public List<CartesianTopology> topologies() {
        return topologies;
    }

    /** A machine, node or other grouping level; Cube's {@code systemtreenode}. */
    public static final class Group {
        private final String name;
        private final String kind;
        private final Group parent;
        private final List<Group> children = new ArrayList<>();
        private final List<Process> processes = new ArrayList<>();

        Group(String name, String kind, Group parent) {
            this.name = name;
            this.kind = kind;
            this.parent = parent;
        }

        public String name() {
            return name;
        }

        /** Cube's {@code class}: {@code machine}, {@code node}, ... */
        public String kind() {
            return kind;
        }

        /** The enclosing group, {@code null} for a machine. */
        public Group parent() {
            return parent;
        }

        public List<Group> children() {
            return Collections.unmodifiableList(children);
        }

        public List<Process> processes() {
            return Collections.unmodifiableList(processes);
        }
    }

    /** An MPI process; Cube's {@code locationgroup} of type {@code process}. */
    public static final class Process {
        private final String name;
        private final int rank;
        private final Group group;
        private final List<Location> locations = new ArrayList<>();

        Process(String name, int rank, Group group) {
            this.name = name;
            this.rank = rank;
            this.group = group;
        }

        public String name() {
            return name;
        }

        /** Rank in MPI_COMM_WORLD. */
        public int rank() {
            return rank;
        }

        public Group group() {
            return group;
        }

        public List<Location> locations() {
            return Collections.unmodifiableList(locations);
        }
    }

    /** A thread that has values; Cube's {@code location} of type {@code thread}. */
    public static final class Location {
        private final int index;
        private final String name;
        private final int rank;
        private final Process process;

        Location(int index, String name, int rank, Process process) {
            this.index = index;
            this.name = name;
            this.rank = rank;
            this.process = process;
        }

        public int index() {
            return index;
        }

        public String name() {
            return name;
        }

        /** Thread number within its process. */
        public int rank() {
            return rank;
        }

        public Process process() {
            return process;
        }
    }

    /**
     * Assembles a system tree. Groups and processes get handles in the order they are added; locations carry
     * explicit indices, which must form 0..L-1 when built.
     */
    public static final class Builder {
        private final List<Group> groups = new ArrayList<>();
        private final List<Group> roots = new ArrayList<>();
        private final List<Process> processes = new ArrayList<>();
        private final List<Location> locations = new ArrayList<>();
        private final List<CartesianTopology> topologies = new ArrayList<>();

        /** Adds a group under {@code parent} (-1: top level) and returns its handle. */
        public int group(int parent, String name, String kind) {
            Group p = parent < 0 ? null : groups.get(parent);
            Group g = new Group(Objects.requireNonNull(name), Objects.requireNonNull(kind), p);
            groups.add(g);
            (p == null ? roots : p.children).add(g);
            return groups.size() - 1;
        }

        /** Adds a process to a group and returns its handle. */
        public int process(int group, String name, int rank) {
            Group g = groups.get(group);
            Process p = new Process(Objects.requireNonNull(name), rank, g);
            g.processes.add(p);
            processes.add(p);
            return processes.size() - 1;
        }

        /** Adds a location with its (column) index to a process. */
        public void location(int process, int index, String name, int rank) {
            Process p = processes.get(process);
            Location l = new Location(index, Objects.requireNonNull(name), rank, p);
            p.locations.add(l);
            locations.add(l);
        }

        /** Adds a Cartesian topology; its coordinates refer to location indices. */
        public void topology(CartesianTopology topology) {
            topologies.add(Objects.requireNonNull(topology));
        }

        /**
         * @throws IllegalArgumentException unless location indices are exactly 0..L-1 and every topology places
         *                                  only existing locations
         */
        public SystemTree build() {
            List<Location> byIndex = new ArrayList<>(locations);
            byIndex.sort(Comparator.comparingInt(Location::index));
            for (int i = 0; i < byIndex.size(); i++) {
                if (byIndex.get(i).index() != i) {
                    throw new IllegalArgumentException("location indices must be 0.." + (byIndex.size() - 1)
                            + ", found " + byIndex.get(i).index() + " at position " + i);
                }
            }
            for (CartesianTopology t : topologies) {
                for (int l : t.coordinates().keySet()) {
                    if (l < 0 || l >= byIndex.size()) {
                        throw new IllegalArgumentException("topology " + t.name() + " places unknown location " + l);
                    }
                }
            }
            return new SystemTree(roots, processes, byIndex, topologies);
        }
    }
}
