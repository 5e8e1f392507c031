package org.fenceline.trace.local;

import java.util.function.LongSupplier;

/** A clock returning the given readings in order, then the last one forever. */
final class ScriptedClock implements LongSupplier {
    private final long[] readings;
    private int next;

    ScriptedClock(long... readings) {
        this.readings = readings;
    }

    @Override
    public long getAsLong() {
        long r = readings[Math.min(next, readings.length - 1)];
        next++;
        return r;
    }
}
