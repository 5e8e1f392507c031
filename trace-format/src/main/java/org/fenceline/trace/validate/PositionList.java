package org.fenceline.trace.validate;

import java.util.Arrays;

import org.fenceline.trace.global.EventCursor;

/** A growable list of one location's event positions (index, time), in primitive arrays: traces have millions. */
final class PositionList {
    private long[] indices = new long[4];
    private long[] times = new long[4];
    private int size;

    void add(EventCursor event) {
        if (size == indices.length) {
            indices = Arrays.copyOf(indices, size * 2);
            times = Arrays.copyOf(times, size * 2);
        }
        indices[size] = event.index();
        times[size] = event.time();
        size++;
    }

    int size() {
        return size;
    }

    EventPosition at(int location, int i) {
        return new EventPosition(location, indices[i], times[i]);
    }
}
