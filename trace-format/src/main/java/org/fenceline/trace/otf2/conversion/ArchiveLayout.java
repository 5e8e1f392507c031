package org.fenceline.trace.otf2.conversion;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.otf2.Otf2Anchor;
import org.fenceline.trace.otf2.Otf2Definitions;

/**
 * Where the OTF2 archive's processes, groups and communicators go in Fenceline's model, which has one location
 * per MPI process (location id = MPI_COMM_WORLD rank). The imported locations are the first CPU thread of each
 * process location group, in the order of the MPI COMM_LOCATIONS group (= MPI_COMM_WORLD rank order; location
 * group order if the archive has none). Other locations (further threads, accelerator streams, metric
 * locations) are not imported. The system tree becomes machines (its roots) and nodes (the nodes the processes
 * hang from).
 */
final class ArchiveLayout {
    private static final int PARADIGM_MPI = 4;

    private final Otf2Definitions defs;
    private final Map<Integer, Otf2Definitions.LocationGroup> groupsById = new HashMap<>();
    private final Map<Integer, Otf2Definitions.SystemTreeNode> nodesById = new HashMap<>();
    /** OTF2 location ids of the imported locations, by Fenceline location id. */
    private final long[] otf2Locations;
    private final Map<Long, Integer> locationIndex = new HashMap<>();
    /** MPI COMM_LOCATIONS members (OTF2 location ids, in rank order), or null. */
    private final long[] mpiCommLocations;
    private final List<Definitions.Machine> machines = new ArrayList<>();
    private final List<Definitions.Node> nodes = new ArrayList<>();
    private final List<Definitions.Process> processes = new ArrayList<>();
    private final List<Definitions.Location> locations = new ArrayList<>();
    private final int notImported;

    ArchiveLayout(Otf2Anchor anchor, Otf2Definitions defs) throws CorruptTraceException {
        this.defs = defs;
        defs.locationGroups().forEach(g -> groupsById.put(g.id(), g));
        defs.systemTreeNodes().forEach(n -> nodesById.put(n.id(), n));
        this.mpiCommLocations = mpiCommLocations(defs);
        Map<Integer, Otf2Definitions.Location> firstThread = new LinkedHashMap<>();
        for (Otf2Definitions.Location l : defs.locations()) {
            if (l.type() == Otf2Definitions.Location.TYPE_CPU_THREAD && isProcess(l.group())) {
                firstThread.putIfAbsent(l.group(), l);
            }
        }
        List<Otf2Definitions.Location> chosen = new ArrayList<>();
        if (mpiCommLocations != null) {
            Map<Long, Otf2Definitions.Location> byId = new HashMap<>();
            firstThread.values().forEach(l -> byId.put(l.id(), l));
            for (long id : mpiCommLocations) {
                Otf2Definitions.Location l = byId.get(id);
                if (l == null) {
                    throw new CorruptTraceException(anchor.globalDefinitionsFile(), "MPI rank location " + id
                            + " is not the first CPU thread of a process");
                }
                chosen.add(l);
            }
        } else {
            chosen.addAll(firstThread.values());
        }
        if (chosen.isEmpty()) {
            throw new CorruptTraceException(anchor.globalDefinitionsFile(), "no process locations to import");
        }
        otf2Locations = new long[chosen.size()];
        Map<Integer, Integer> machineOf = new HashMap<>();
        Map<Integer, Integer> nodeOf = new HashMap<>();
        for (int i = 0; i < chosen.size(); i++) {
            Otf2Definitions.Location l = chosen.get(i);
            otf2Locations[i] = l.id();
            locationIndex.put(l.id(), i);
            Otf2Definitions.LocationGroup g = group(l.group());
            int node = nodeOf.computeIfAbsent(g.parent(), n -> {
                int root = root(n);
                int machine = machineOf.computeIfAbsent(root, r -> {
                    machines.add(new Definitions.Machine(machines.size(), nodeName(r)));
                    return machines.size() - 1;
                });
                nodes.add(new Definitions.Node(nodes.size(), nodeName(n), machine));
                return nodes.size() - 1;
            });
            processes.add(new Definitions.Process(i, g.name(), node, i));
            locations.add(new Definitions.Location(i, l.name(), i, 0));
        }
        notImported = defs.locations().size() - chosen.size();
    }

    int locationCount() {
        return otf2Locations.length;
    }

    long otf2Location(int location) {
        return otf2Locations[location];
    }

    /** Archive locations that are not imported (further threads, GPU streams, metric locations). */
    int notImported() {
        return notImported;
    }

    List<Definitions.Machine> machines() {
        return machines;
    }

    List<Definitions.Node> nodes() {
        return nodes;
    }

    List<Definitions.Process> processes() {
        return processes;
    }

    List<Definitions.Location> locations() {
        return locations;
    }

    /**
     * The Fenceline locations (MPI_COMM_WORLD ranks) of an MPI group's members in group-rank order, or null when
     * the group is not an MPI COMM_GROUP or COMM_SELF group. {@code self} is the location whose view is asked
     * (COMM_SELF is each location itself).
     */
    int[] members(int group, int self) {
        Otf2Definitions.Group g = defs.groups().get(group);
        if (g == null || g.paradigm() != PARADIGM_MPI) {
            return null;
        }
        if (g.type() == Otf2Definitions.Group.TYPE_COMM_SELF) {
            return new int[] {self};
        }
        if (g.type() != Otf2Definitions.Group.TYPE_COMM_GROUP || mpiCommLocations == null) {
            return null;
        }
        int[] out = new int[g.members().length];
        for (int i = 0; i < out.length; i++) {
            long rank = g.members()[i];
            Integer loc = rank >= 0 && rank < mpiCommLocations.length ? locationIndex.get(mpiCommLocations[(int) rank])
                    : null;
            if (loc == null) {
                return null;
            }
            out[i] = loc;
        }
        return out;
    }

    /** Whether the group is a COMM_SELF group: a different member list on every location. */
    boolean isSelfGroup(int group) {
        Otf2Definitions.Group g = defs.groups().get(group);
        return g != null && g.type() == Otf2Definitions.Group.TYPE_COMM_SELF;
    }

    private boolean isProcess(int group) {
        Otf2Definitions.LocationGroup g = group(group);
        return g != null && g.type() == Otf2Definitions.LocationGroup.TYPE_PROCESS;
    }

    private Otf2Definitions.LocationGroup group(int id) {
        return groupsById.get(id);
    }

    private Otf2Definitions.SystemTreeNode node(int id) {
        return nodesById.get(id);
    }

    private String nodeName(int id) {
        Otf2Definitions.SystemTreeNode n = node(id);
        return n == null ? "node " + id : n.name();
    }

    private int root(int id) {
        int current = id;
        for (int depth = 0; depth < 64; depth++) {
            Otf2Definitions.SystemTreeNode n = node(current);
            if (n == null || n.parent() == -1) {
                return current;
            }
            current = n.parent();
        }
        return current;
    }

    private static long[] mpiCommLocations(Otf2Definitions defs) {
        for (Otf2Definitions.Group g : defs.groups().values()) {
            if (g.type() == Otf2Definitions.Group.TYPE_COMM_LOCATIONS && g.paradigm() == PARADIGM_MPI) {
                return g.members();
            }
        }
        return null;
    }
}
