package org.fenceline.trace.otf2.conversion;

import com.carrotsearch.hppc.LongObjectHashMap;
import org.fenceline.trace.otf2.Otf2Definitions;

/**
 * Where a rank of a window's communicator is, seen from a location: the communicator's member list, built once per
 * location and window. Asked for every Put and lock of the archive, between the import's two passes (where
 * building the list each time took a fifth of that serial step) and by each location's conversion. Not
 * thread-safe: one instance per thread.
 */
final class WindowTargets implements LockGrants.Targets {
    private static final int[] NONE = new int[0];
    private final Otf2Definitions defs;
    private final ArchiveLayout layout;
    private final LongObjectHashMap<int[]> members = new LongObjectHashMap<>();
    /** The last list asked for: nearly every transfer is on the window of the one before. */
    private long lastKey = -1;
    private int[] lastMembers;

    WindowTargets(Otf2Definitions defs, ArchiveLayout layout) {
        this.defs = defs;
        this.layout = layout;
    }

    @Override
    public int location(int location, int win, int remote) {
        long key = (long) location << 32 | (win & 0xFFFF_FFFFL);
        if (key != lastKey) {
            int[] m = members.get(key);
            if (m == null) {
                m = membersOf(location, win);
                members.put(key, m);
            }
            lastKey = key;
            lastMembers = m;
        }
        return remote >= 0 && remote < lastMembers.length ? lastMembers[remote] : -1;
    }

    private int[] membersOf(int location, int win) {
        Otf2Definitions.RmaWin w = defs.windows().get(win);
        Otf2Definitions.Comm c = w == null ? null : defs.comms().get(w.comm());
        int[] m = c == null ? null : layout.members(c.group(), location);
        return m == null ? NONE : m;
    }
}
