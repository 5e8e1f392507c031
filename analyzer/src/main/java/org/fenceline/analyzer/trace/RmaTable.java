package org.fenceline.analyzer.trace;

import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;

/**
 * One location's one-sided records in event order: transfer starts at the origin (PUT_1TS, GET_1TO), lock
 * records, and one row per one-sided synchronisation call, written when the call is left. Transfer ends are not
 * kept: where they sit depends on the RMA event model (basic or extended), and no pattern needs them, so the
 * analysis gives the same results for both models. Each row names the {@link CallTable} call it happened in.
 */
public final class RmaTable {
    private final IntColumn kind;
    private final IntColumn call;
    private final IntColumn window;
    private final IntColumn partner;
    private final IntColumn flags;
    private final LongColumn bytes;
    private final LongColumn time;

    RmaTable(ColumnStore store) {
        kind = store.ints();
        call = store.ints();
        window = store.ints();
        partner = store.ints();
        flags = store.ints();
        bytes = store.longs();
        time = store.longs();
    }

    void add(RmaRecord record, int callRow, int windowId, int partnerId, long byteCount, int flagBits,
             long timestamp) {
        kind.add(record.ordinal());
        call.add(callRow);
        window.add(windowId);
        partner.add(partnerId);
        bytes.add(byteCount);
        flags.add(flagBits);
        time.add(timestamp);
    }

    public int size() {
        return kind.size();
    }

    public RmaRecord kind(int row) {
        return RmaRecord.ofOrdinal(kind.get(row));
    }

    /** The call the record belongs to (a row of the location's {@link CallTable}). */
    public int call(int row) {
        return call.get(row);
    }

    /** Window id, or {@link org.fenceline.trace.model.Event#NONE} (a passive call recorded with a plain EXIT). */
    public int window(int row) {
        return window.get(row);
    }

    /**
     * Transfers and locks: the target location ({@code NONE} for a lock_all record without one); PSCW calls and
     * flushes recorded as WINEXIT: the group id; otherwise {@code NONE}.
     */
    public int partner(int row) {
        return partner.get(row);
    }

    /** Transfers: bytes moved. */
    public long bytes(int row) {
        return bytes.get(row);
    }

    /** The record's {@link org.fenceline.trace.model.EventFlags}. */
    public int flags(int row) {
        return flags.get(row);
    }

    /** Time of the record (for synchronisation calls: their exit). */
    public long time(int row) {
        return time.get(row);
    }

    /** Room for about {@code rows} rows at once ({@link IntColumn#reserve}): the scan projects them. */
    void reserve(int rows) {
        kind.reserve(rows);
        call.reserve(rows);
        window.reserve(rows);
        partner.reserve(rows);
        flags.reserve(rows);
        bytes.reserve(rows);
        time.reserve(rows);
    }

    void trim() {
        kind.trim();
        call.trim();
        window.trim();
        partner.trim();
        flags.trim();
        bytes.trim();
        time.trim();
    }
}
