package org.fenceline.trace.merge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.fenceline.trace.local.LocalDefinition;
import org.fenceline.trace.model.Event;

/**
 * The id definitions of one local trace as its scan meets them, on the trace's own (local) ids. Locations are
 * scanned in parallel, so global ids do not exist yet during a scan: the definitions are kept in file order and
 * unified afterwards, location by location ({@link DefinitionUnifier}), which numbers them as a scan in location
 * order would. Meanwhile the epoch tracker gets from here what it needs on local ids: which synchronisation a
 * region is (it depends only on the region's name and role, which its global region shares) and a group's members
 * (groups are unified by member list).
 *
 * <p>Windows are the one kind whose epoch state is kept per id. The unifier makes local windows with the same
 * (runtime key, name) one global window, so the tracker sees each local window as the first local one with its
 * key and name: the canonical local ids of a location map one to one to its global windows.
 */
final class LocationDefinitions {
    private record WindowKey(long key, String name) {
    }

    private final List<LocalDefinition> inOrder = new ArrayList<>();
    private RmaSyncKind[] syncKinds = new RmaSyncKind[0];
    private final Map<Integer, GroupMembers> groupMembers = new HashMap<>();
    private int[] canonicalWindows = new int[0];
    private final Map<WindowKey, Integer> firstWindow = new HashMap<>();

    /** Keeps an id definition (not a location record or clock point) for unification, in file order. */
    void add(LocalDefinition d) {
        inOrder.add(d);
        if (d instanceof LocalDefinition.Region r) {
            if (r.id() >= syncKinds.length) {
                syncKinds = Arrays.copyOf(syncKinds, Math.max(r.id() + 1, 2 * syncKinds.length));
            }
            syncKinds[r.id()] = RmaSyncKind.of(r.name(), r.role());
        } else if (d instanceof LocalDefinition.Group g) {
            groupMembers.put(g.id(), new GroupMembers(g.members()));
        } else if (d instanceof LocalDefinition.Window w) {
            if (w.id() >= canonicalWindows.length) {
                int old = canonicalWindows.length;
                canonicalWindows = Arrays.copyOf(canonicalWindows, Math.max(w.id() + 1, 2 * old));
                Arrays.fill(canonicalWindows, old, canonicalWindows.length, Event.NONE);
            }
            canonicalWindows[w.id()] = firstWindow.computeIfAbsent(new WindowKey(w.key(), w.name()), k -> w.id());
        }
    }

    /** The id definitions in file order. */
    List<LocalDefinition> inOrder() {
        return inOrder;
    }

    /** What kind of synchronisation the (defined) local region is; NONE for NONE. */
    RmaSyncKind syncKind(int localRegion) {
        return localRegion < 0 ? RmaSyncKind.NONE : syncKinds[localRegion];
    }

    /** The members (locations) of a defined local group. */
    GroupMembers groupMembers(int localGroup) {
        return groupMembers.get(localGroup);
    }

    /** The first local window with the same key and name as the (defined) local window; NONE for NONE. */
    int canonicalWindow(int localWindow) {
        return localWindow == Event.NONE ? Event.NONE : canonicalWindows[localWindow];
    }
}
