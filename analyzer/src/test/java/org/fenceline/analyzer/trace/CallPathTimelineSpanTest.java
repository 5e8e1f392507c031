package org.fenceline.analyzer.trace;

import org.fenceline.trace.column.ColumnStore;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.function.IntPredicate;

import org.junit.jupiter.api.Test;

/** {@link CallPathTimeline#span}, which walks in from both ends, against a walk over every entry of the interval. */
class CallPathTimelineSpanTest {
    private static final int CALL_PATHS = 5;

    @Test
    void spanIsTheFirstAndLastWantedMomentOfTheInterval() {
        Random random = new Random(19);
        long[] times = new long[2000];
        int[] callPaths = new int[times.length];
        CallPathTimeline timeline = new CallPathTimeline(ColumnStore.HEAP);
        long time = 100;
        for (int i = 0; i < times.length; i++) {
            time += random.nextInt(4);   // equal times too: stretches of no length
            times[i] = time;
            callPaths[i] = random.nextInt(CALL_PATHS + 1) - 1;   // NONE included
            timeline.changed(times[i], callPaths[i]);
        }
        timeline.finish(CALL_PATHS);
        for (int q = 0; q < 20_000; q++) {
            long from = q % 10 == 0 ? Long.MIN_VALUE : 90 + random.nextInt((int) (time - 80));
            long to = (from == Long.MIN_VALUE ? 90 : from) + random.nextInt(q % 3 == 0 ? 30 : 3000);
            int a = random.nextInt(CALL_PATHS);
            int b = random.nextInt(CALL_PATHS);
            IntPredicate wanted = cp -> cp == a || cp == b;
            assertEquals(walkAll(times, callPaths, from, to, wanted),
                    timeline.span(from, to, wanted, timeline.position()), "(" + from + ", " + to + "]");
        }
    }

    /** The definition: every entry's stretch cut to (from, to], the earliest start and latest end of wanted ones. */
    private static CallPathTimeline.Span walkAll(long[] times, int[] callPaths, long from, long to,
                                                 IntPredicate wanted) {
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        for (int j = 0; j < times.length; j++) {
            long start = Math.max(from, times[j]);
            long end = j + 1 < times.length ? Math.min(to, times[j + 1]) : to;
            if (callPaths[j] != CallPathTimeline.NONE && end > start && wanted.test(callPaths[j])) {
                first = Math.min(first, start);
                last = Math.max(last, end);
            }
        }
        return first == Long.MAX_VALUE ? null : new CallPathTimeline.Span(first, last);
    }
}
