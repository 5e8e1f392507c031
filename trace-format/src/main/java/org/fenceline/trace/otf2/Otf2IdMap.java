package org.fenceline.trace.otf2;

import java.util.Arrays;

/**
 * A mapping table of one location (OTF2_IdMap): local id to global id, stored dense (the global id of local id
 * i at index i) or sparse (sorted local ids with their global ids). Ids it does not list map to themselves, as in
 * OTF2's reader.
 */
public final class Otf2IdMap {
    private static final int DENSE = 0;
    private static final int SPARSE = 1;

    private final long[] locals;
    private final long[] globals;
    private final boolean dense;

    private Otf2IdMap(long[] locals, long[] globals, boolean dense) {
        this.locals = locals;
        this.globals = globals;
        this.dense = dense;
    }

    /** Reads the map's size (compressed uint64), its mode (uint8) and its entries. */
    static Otf2IdMap read(Otf2Input in, int recordEnd) throws org.fenceline.trace.CorruptTraceException {
        int at = in.position();
        long size = in.u64();
        int mode = in.u8();
        if (mode != DENSE && mode != SPARSE) {
            throw in.problem("invalid id map mode " + mode, at);
        }
        if (size < 0 || size > recordEnd - in.position()) {
            throw in.problem("id map of " + Long.toUnsignedString(size) + " entries", at);
        }
        int n = (int) size;
        long[] locals = new long[mode == SPARSE ? n : 0];
        long[] globals = new long[n];
        for (int i = 0; i < n; i++) {
            if (mode == SPARSE) {
                locals[i] = in.u64();
            }
            globals[i] = in.u64();
        }
        if (mode == SPARSE) {
            sortPairs(locals, globals);
        }
        return new Otf2IdMap(locals, globals, mode == DENSE);
    }

    public long global(long local) {
        if (dense) {
            return local >= 0 && local < globals.length ? globals[(int) local] : local;
        }
        int i = Arrays.binarySearch(locals, local);
        return i >= 0 ? globals[i] : local;
    }

    private static void sortPairs(long[] keys, long[] values) {
        Integer[] order = new Integer[keys.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Long.compare(keys[a], keys[b]));
        long[] k = keys.clone();
        long[] v = values.clone();
        for (int i = 0; i < order.length; i++) {
            keys[i] = k[order[i]];
            values[i] = v[order[i]];
        }
    }
}
