package org.fenceline.trace.merge;

import com.carrotsearch.hppc.LongObjectHashMap;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.LongColumn;

/**
 * The completing synchronisations of one location, named independently of time, so a transfer end is matched to
 * its epoch by counting, never by "whatever sync comes next" (the early-flush flaw, digest 001 §5.4). A sync is
 * (kind, window, peer, ordinal):
 *
 * <ul>
 * <li>{@link Kind#FENCE}: the n-th fence on the window;</li>
 * <li>{@link Kind#ACCESS_CLOSE}: the complete of the n-th access epoch (start) on the window;</li>
 * <li>{@link Kind#EXPOSURE_CLOSE}: the wait/test closing the n-th exposure epoch (post) on the window that
 *     includes the origin {@code peer}.</li>
 * </ul>
 *
 * Ordinals are 1-based; peer is NONE except for EXPOSURE_CLOSE; windows are the canonical local ids of the
 * location that made the name ({@link LocationDefinitions}): the merge scans locations in parallel, before global
 * ids exist. A run has a sync exit every few events (a fence per iteration), and ordinals count up from 1, so
 * the exits of one (kind, window, peer) are columns indexed by ordinal, not a map entry and key object per exit;
 * columns of the merge's store, as a run has millions.
 */
final class SyncIndex {
    enum Kind { FENCE, ACCESS_CLOSE, EXPOSURE_CLOSE }

    /** The exits of one (kind, window, peer) by ordinal: stream position (-1: none) and raw time. */
    static final class Exits {
        private final LongColumn positions;
        private final LongColumn rawTimes;

        private Exits(ColumnStore store) {
            positions = store.longs();
            rawTimes = store.longs();
        }

        private void put(int ordinal, long position, long rawTime) {
            while (positions.size() <= ordinal) {
                positions.add(-1);
                rawTimes.add(0);
            }
            positions.set(ordinal, position);
            rawTimes.set(ordinal, rawTime);
        }

        boolean has(int ordinal) {
            return ordinal >= 0 && ordinal < positions.size() && positions.get(ordinal) >= 0;
        }

        long position(int ordinal) {
            return positions.get(ordinal);
        }

        long rawTime(int ordinal) {
            return rawTimes.get(ordinal);
        }
    }

    private final LongObjectHashMap<Exits> exits = new LongObjectHashMap<>();
    private final ColumnStore store;

    /** @param store where the exits' columns are kept */
    SyncIndex(ColumnStore store) {
        this.store = store;
    }

    /** Records the exit (stream position, raw time) of a sync; a later exit under the same name replaces it. */
    void put(Kind kind, int window, int peer, int ordinal, long position, long rawTime) {
        long key = key(kind, window, peer);
        Exits e = exits.get(key);
        if (e == null) {
            e = new Exits(store);
            exits.put(key, e);
        }
        e.put(ordinal, position, rawTime);
    }

    /** The exits of (kind, window, peer), or null if there are none (window NONE: none). */
    Exits exits(Kind kind, int window, int peer) {
        return window < 0 ? null : exits.get(key(kind, window, peer));
    }

    /** Window (a local id, at most MAX_LOCAL_ID) and peer + 1 (NONE or a location) fit 31 bits each. */
    private static long key(Kind kind, int window, int peer) {
        return ((long) kind.ordinal() << 62) | ((long) window << 31) | (peer + 1L);
    }
}
