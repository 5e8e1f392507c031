package org.fenceline.trace.merge;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.local.LocalDefinition;
import org.fenceline.trace.local.RunManifest;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;

/**
 * Unifies the rank-local definitions of all local traces into global ones (id == list index, in order of first
 * appearance, locations scanned in id order), filling each trace's {@link IdTranslation}. Keys: regions by
 * (name, file, line, paradigm, role); call sites by (file, line, caller, global region); groups by member
 * list; communicators and windows by (runtime key, name); Cartesian topologies by global communicator (every
 * member records its communicator's topology; the first is kept).
 */
final class DefinitionUnifier {
    private record RegionKey(String name, String file, int line, Paradigm paradigm, RegionRole role) {
    }

    private record CallSiteKey(String file, int line, String caller, int region) {
    }

    private record ObjectKey(long key, String name) {
    }

    private final List<Definitions.Region> regions = new ArrayList<>();
    private final Map<RegionKey, Integer> regionIds = new HashMap<>();
    private final List<Definitions.CallSite> callSites = new ArrayList<>();
    private final Map<CallSiteKey, Integer> callSiteIds = new HashMap<>();
    private final List<Definitions.Group> groups = new ArrayList<>();
    private final Map<List<Integer>, Integer> groupIds = new HashMap<>();
    private final List<Definitions.Communicator> comms = new ArrayList<>();
    private final Map<ObjectKey, Integer> commIds = new HashMap<>();
    private final List<Definitions.Window> windows = new ArrayList<>();
    private final Map<ObjectKey, Integer> windowIds = new HashMap<>();
    private final List<Definitions.CartTopology> topologies = new ArrayList<>();
    private final Map<Integer, Integer> topologyOfComm = new HashMap<>();

    /** Adds one definition of {@code location}'s trace; location records and clock points are not ids. */
    void add(int location, IdTranslation tr, LocalDefinition d, MergeWarnings warnings) {
        if (d instanceof LocalDefinition.Region r) {
            tr.mapRegion(r.id(), regionIds.computeIfAbsent(
                    new RegionKey(r.name(), r.file(), r.line(), r.paradigm(), r.role()), k -> {
                        var g = new Definitions.Region(regions.size(), r.name(), r.file(), r.line(), r.paradigm(),
                                r.role());
                        regions.add(g);
                        return g.id();
                    }));
        } else if (d instanceof LocalDefinition.CallSite c) {
            int region = tr.region(c.region());
            tr.mapCallSite(c.id(), callSiteIds.computeIfAbsent(
                    new CallSiteKey(c.file(), c.line(), c.caller(), region), k -> {
                        callSites.add(new Definitions.CallSite(callSites.size(), c.file(), c.line(), c.caller(),
                                region));
                        return callSites.size() - 1;
                    }));
        } else if (d instanceof LocalDefinition.Group g) {
            tr.mapGroup(g.id(), groupIds.computeIfAbsent(g.members(), k -> {
                groups.add(new Definitions.Group(groups.size(), g.members()));
                return groups.size() - 1;
            }));
        } else if (d instanceof LocalDefinition.Communicator c) {
            int group = tr.group(c.group());
            int id = commIds.computeIfAbsent(new ObjectKey(c.key(), c.name()), k -> {
                comms.add(new Definitions.Communicator(comms.size(), c.name(), group));
                return comms.size() - 1;
            });
            if (comms.get(id).group() != group) {
                warnings.add("location " + location + ": communicator '" + c.name() + "' (key " + c.key()
                        + ") has a different group than on an earlier location; the first is kept");
            }
            tr.mapComm(c.id(), id);
        } else if (d instanceof LocalDefinition.Window w) {
            int comm = tr.comm(w.communicator());
            int id = windowIds.computeIfAbsent(new ObjectKey(w.key(), w.name()), k -> {
                windows.add(new Definitions.Window(windows.size(), w.name(), comm));
                return windows.size() - 1;
            });
            if (windows.get(id).communicator() != comm) {
                warnings.add("location " + location + ": window '" + w.name() + "' (key " + w.key()
                        + ") has a different communicator than on an earlier location; the first is kept");
            }
            tr.mapWindow(w.id(), id);
        } else if (d instanceof LocalDefinition.CartTopology t) {
            addTopology(location, tr, t, warnings);
        } else {
            throw new IllegalArgumentException("not an id definition: " + d);
        }
    }

    /** Places the communicator's ranks by their locations; a topology that does not fit is left out. */
    private void addTopology(int location, IdTranslation tr, LocalDefinition.CartTopology t, MergeWarnings warnings) {
        Definitions.Communicator comm = comms.get(tr.comm(t.communicator()));
        List<Integer> members = groups.get(comm.group()).members();
        String label = "location " + location + ": Cartesian topology '" + t.name() + "' of communicator '"
                + comm.name() + "'";
        if (t.coordinates().size() != members.size()) {
            warnings.add(label + " places " + t.coordinates().size() + " ranks, the communicator has "
                    + members.size() + "; left out");
            return;
        }
        List<Definitions.CartCoordinate> coordinates = new ArrayList<>(members.size());
        for (int rank = 0; rank < members.size(); rank++) {
            coordinates.add(new Definitions.CartCoordinate(members.get(rank), t.coordinates().get(rank)));
        }
        var topology = new Definitions.CartTopology(t.name(), comm.id(), t.dimensions(), coordinates);
        String problem = topology.problem(comms, groups);
        if (problem != null) {
            warnings.add(label + ": " + problem + "; left out");
            return;
        }
        Integer known = topologyOfComm.putIfAbsent(comm.id(), topologies.size());
        if (known == null) {
            topologies.add(topology);
        } else if (!topologies.get(known).equals(topology)) {
            warnings.add(label + " differs from the one an earlier location recorded; the first is kept");
        }
    }

    Definitions build(Definitions.Metadata metadata, RunManifest manifest, List<Definitions.ClockSync> clockSync) {
        return new Definitions(TraceLayout.FORMAT_VERSION, metadata, regions, callSites, manifest.machines(),
                manifest.nodes(), manifest.processes(), manifest.locations(), groups, comms, windows, topologies,
                clockSync);
    }
}
