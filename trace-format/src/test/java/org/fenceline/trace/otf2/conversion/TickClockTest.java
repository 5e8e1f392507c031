package org.fenceline.trace.otf2.conversion;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.RoundingMode;
import org.junit.jupiter.api.Test;

class TickClockTest {
    /** The Score-P reference trace's timer (ticks per second) and global offset. */
    private final TickClock scoreP = new TickClock(2596151099L, 6163004168861L);

    @Test
    void ticksBecomeNanosecondsSinceTheGlobalOffsetRoundedToTheNearest() {
        for (long ticks : new long[] {6163004168861L, 6163104908480L, 6166564938041L, 6163004168861L - 77_777_777L,
                6163004168861L + 5 * 2596151099L + 1}) {
            assertEquals(exact(ticks - 6163004168861L, 2596151099L), scoreP.ns(ticks), "ticks " + ticks);
        }
        assertEquals(0, scoreP.ns(6163004168861L));
    }

    @Test
    void nanosecondTicksAreTheirOwnDuration() {
        TickClock ns = new TickClock(1_000_000_000L, 0);
        assertEquals(46_194_975_019L, ns.duration(46_194_975_019L));
        assertEquals(-3_000_000_007L, ns.duration(-3_000_000_007L));
    }

    private static long exact(long ticks, long perSecond) {
        return new BigDecimal(ticks).multiply(BigDecimal.valueOf(1_000_000_000L))
                .divide(BigDecimal.valueOf(perSecond), 0, RoundingMode.HALF_UP).longValueExact();
    }
}
