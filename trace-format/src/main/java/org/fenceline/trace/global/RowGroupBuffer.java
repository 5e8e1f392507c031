package org.fenceline.trace.global;

import org.fenceline.trace.model.EventType;

/**
 * The rows of one row group (one location) in primitive columns: filled by the appending thread, then handed
 * to the encoder thread. Copying an event into it costs a few nanoseconds, while encoding it costs a few
 * hundred, so the appender (the merge) and the encoder run side by side.
 */
final class RowGroupBuffer {
    final long[] time;
    final int[] type;
    final int[] region;
    final int[] callSite;
    final int[] comm;
    final int[] window;
    final int[] partner;
    final int[] tag;
    final long[] bytes;
    final long[] recvBytes;
    final long[] request;
    final int[] flags;
    int location = -1;
    int rows;

    RowGroupBuffer(int capacity) {
        time = new long[capacity];
        type = new int[capacity];
        region = new int[capacity];
        callSite = new int[capacity];
        comm = new int[capacity];
        window = new int[capacity];
        partner = new int[capacity];
        tag = new int[capacity];
        bytes = new long[capacity];
        recvBytes = new long[capacity];
        request = new long[capacity];
        flags = new int[capacity];
    }

    boolean isFull() {
        return rows == time.length;
    }

    void add(long time, EventType type, int region, int callSite, int comm, int window, int partner, int tag,
            long bytes, long recvBytes, long request, int flags) {
        int row = rows++;
        this.time[row] = time;
        this.type[row] = type.code();
        this.region[row] = region;
        this.callSite[row] = callSite;
        this.comm[row] = comm;
        this.window[row] = window;
        this.partner[row] = partner;
        this.tag[row] = tag;
        this.bytes[row] = bytes;
        this.recvBytes[row] = recvBytes;
        this.request[row] = request;
        this.flags[row] = flags;
    }

    /** Empties the buffer for the next row group of {@code location}. */
    void reset(int newLocation) {
        location = newLocation;
        rows = 0;
    }
}
