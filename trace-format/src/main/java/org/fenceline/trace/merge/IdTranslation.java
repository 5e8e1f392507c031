package org.fenceline.trace.merge;

import java.io.IOException;
import java.util.Arrays;
import org.fenceline.trace.global.LocationSink;
import org.fenceline.trace.local.LocalTraceReader;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * One local trace's local → global id tables (digest 001 §5.1: one translation table per input trace).
 * Arrays indexed by local id, because every event is translated. The reader has already checked that every
 * referenced local id is defined.
 */
final class IdTranslation {
    private int[] regions = new int[0];
    private int[] callSites = new int[0];
    private int[] groups = new int[0];
    private int[] comms = new int[0];
    private int[] windows = new int[0];
    /** Global window → the first local window mapped to it (the canonical one, {@link LocationDefinitions}). */
    private int[] canonicalWindows = new int[0];

    void mapRegion(int local, int global) {
        regions = put(regions, local, global);
    }

    void mapCallSite(int local, int global) {
        callSites = put(callSites, local, global);
    }

    void mapGroup(int local, int global) {
        groups = put(groups, local, global);
    }

    void mapComm(int local, int global) {
        comms = put(comms, local, global);
    }

    void mapWindow(int local, int global) {
        windows = put(windows, local, global);
        if (global >= canonicalWindows.length || canonicalWindows[global] == Event.NONE) {
            canonicalWindows = put(canonicalWindows, global, local);
        }
    }

    int region(int local) {
        return get(regions, local);
    }

    int callSite(int local) {
        return get(callSites, local);
    }

    int group(int local) {
        return get(groups, local);
    }

    int comm(int local) {
        return get(comms, local);
    }

    int window(int local) {
        return get(windows, local);
    }

    /**
     * This trace's canonical local window for a global one, NONE if the trace defines none that maps to it (then
     * none of its synchronisations is on that window).
     */
    int canonicalWindow(int global) {
        return global == Event.NONE || global >= canonicalWindows.length ? Event.NONE : canonicalWindows[global];
    }

    /** The reader's current event with global ids, at {@code location} and {@code time}. */
    Event translate(LocalTraceReader r, int location, long time) {
        EventType type = r.type();
        int comm = type == EventType.WINEXIT ? group(r.comm()) : comm(r.comm());
        return new Event(location, time, type, region(r.region()), callSite(r.callSite()), comm, window(r.window()),
                r.partner(), r.tag(), r.bytes(), r.recvBytes(), r.request(), r.flags());
    }

    /**
     * Appends the reader's current event with global ids, at {@code time}, to {@code sink} (its location's): the
     * fields of {@link #translate(LocalTraceReader, int, long)}, without the {@link Event} (every event of a run
     * passes here).
     */
    void append(LocalTraceReader r, long time, LocationSink sink) throws IOException {
        EventType type = r.type();
        int comm = type == EventType.WINEXIT ? group(r.comm()) : comm(r.comm());
        sink.append(time, type, region(r.region()), callSite(r.callSite()), comm, window(r.window()),
                r.partner(), r.tag(), r.bytes(), r.recvBytes(), r.request(), r.flags());
    }

    private static int get(int[] table, int local) {
        return local == Event.NONE ? Event.NONE : table[local];
    }

    private static int[] put(int[] table, int local, int global) {
        if (local >= table.length) {
            int old = table.length;
            table = Arrays.copyOf(table, Math.max(local + 1, 2 * old));
            Arrays.fill(table, old, table.length, Event.NONE);
        }
        table[local] = global;
        return table;
    }
}
