package org.fenceline.trace.otf2.conversion;

/**
 * Converts OTF2 timestamps (ticks of the archive's timer since an arbitrary epoch) into nanoseconds since the
 * archive's global offset, exactly up to the rounding of the last nanosecond (no overflow for any trace length
 * up to 292 years).
 */
record TickClock(long ticksPerSecond, long globalOffset) {
    private static final long NS_PER_S = 1_000_000_000L;

    /** Nanoseconds from the global offset to {@code ticks} (negative before it). */
    long ns(long ticks) {
        return duration(ticks - globalOffset);
    }

    /** A tick difference in nanoseconds, rounded to the nearest. */
    long duration(long ticks) {
        if (ticksPerSecond == NS_PER_S) {
            return ticks;   // a nanosecond timer (Score-P's clock_gettime, Fenceline's export): no division
        }
        long seconds = ticks / ticksPerSecond;
        // Not ticks % ticksPerSecond: the quick compiler calls the runtime for a long remainder (every record).
        long rest = ticks - seconds * ticksPerSecond;
        return seconds * NS_PER_S + Math.round(rest * ((double) NS_PER_S / ticksPerSecond));
    }

    /** Resolution in whole nanoseconds (at least 1). */
    long resolutionNs() {
        return Math.max(1, Math.round((double) NS_PER_S / ticksPerSecond));
    }
}
