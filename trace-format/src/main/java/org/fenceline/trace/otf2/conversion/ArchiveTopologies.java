package org.fenceline.trace.otf2.conversion;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fenceline.trace.local.LocalDefinition;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.otf2.Otf2Definitions;

/**
 * The archive's Cartesian topologies Fenceline keeps: those over an MPI communicator of imported locations, with
 * defined dimensions and coordinates for every rank (Score-P's MPI_Cart_create grids). Each member location records
 * its communicator's topology, as Fenceline's runtime does, and the merge keeps one. Other topologies are left out,
 * silently if they are not MPI's (Score-P's "Process x Thread" grid over its measurement system's locations: the
 * report has the locations anyway), with a warning if an MPI one is incomplete.
 */
final class ArchiveTopologies {
    private final Otf2Definitions defs;
    private final ArchiveLayout layout;
    /** The kept topologies by OTF2 id, as local definitions (OTF2 communicator ids are the local ones). */
    private final Map<Integer, LocalDefinition.CartTopology> kept = new TreeMap<>();
    private final List<String> warnings = new ArrayList<>();

    ArchiveTopologies(Otf2Definitions defs, ArchiveLayout layout) {
        this.defs = defs;
        this.layout = layout;
        Map<Integer, Map<Integer, List<Integer>>> coordinates = new HashMap<>();
        for (Otf2Definitions.CartCoordinate c : defs.cartCoordinates()) {
            coordinates.computeIfAbsent(c.topology(), t -> new TreeMap<>()).put(c.rank(), c.coordinates());
        }
        for (Otf2Definitions.CartTopology t : new TreeMap<>(defs.cartTopologies()).values()) {
            int[] members = members(t, 0);
            if (members != null) {
                String problem = keep(t, members.length, coordinates.getOrDefault(t.id(), Map.of()));
                if (problem != null) {
                    warnings.add("Cartesian topology '" + t.name() + "' (OTF2 id " + t.id() + ") not imported: "
                            + problem);
                }
            }
        }
    }

    /** The kept topologies {@code location} is a member of, in OTF2 id order. */
    List<LocalDefinition.CartTopology> of(int location) {
        List<LocalDefinition.CartTopology> out = new ArrayList<>();
        for (Map.Entry<Integer, LocalDefinition.CartTopology> e : kept.entrySet()) {
            int[] members = members(defs.cartTopologies().get(e.getKey()), location);
            for (int m : members) {
                if (m == location) {
                    out.add(e.getValue());
                }
            }
        }
        return out;
    }

    /** One line per MPI topology that could not be imported. */
    List<String> warnings() {
        return warnings;
    }

    /** The topology's communicator members as locations, or null if it is not an MPI communicator. */
    private int[] members(Otf2Definitions.CartTopology t, int self) {
        Otf2Definitions.Comm comm = defs.comms().get(t.comm());
        return comm == null ? null : layout.members(comm.group(), self);
    }

    /** Keeps the topology if it is complete; else says what is missing. */
    private String keep(Otf2Definitions.CartTopology t, int ranks, Map<Integer, List<Integer>> byRank) {
        List<Definitions.CartDimension> dimensions = new ArrayList<>();
        for (int id : t.dimensions()) {
            Otf2Definitions.CartDimension d = defs.cartDimensions().get(id);
            if (d == null) {
                return "dimension " + id + " is not defined";
            }
            dimensions.add(new Definitions.CartDimension(d.name(), d.size(), d.periodic()));
        }
        List<List<Integer>> coordinates = new ArrayList<>();
        for (int rank = 0; rank < ranks; rank++) {
            List<Integer> c = byRank.get(rank);
            if (c == null || c.size() != dimensions.size()) {
                return "rank " + rank + " has " + (c == null ? "no coordinates" : c.size() + " coordinates for "
                        + dimensions.size() + " dimensions");
            }
            for (int d = 0; d < c.size(); d++) {
                if (c.get(d) < 0 || c.get(d) >= dimensions.get(d).size()) {
                    return "rank " + rank + " lies outside dimension '" + dimensions.get(d).name() + "'";
                }
            }
            coordinates.add(c);
        }
        kept.put(t.id(), new LocalDefinition.CartTopology(t.comm(), t.name(), dimensions, coordinates));
        return null;
    }
}
