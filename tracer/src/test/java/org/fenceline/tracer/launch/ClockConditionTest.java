package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;
import org.fenceline.tracer.programs.traced.InstantSends;
import org.fenceline.tracer.programs.traced.NonBlockingExchange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A trace keeps the clock condition: no message is received before it was sent.
 * <ul>
 * <li>In wall-clock time a non-blocking send's SEND is stamped before the message leaves. Stamped after
 *     MPI_Isend's work, it came after the receiver's RECV for one message in 60 of a 4-rank Jacobi (by 22-32 us at
 *     the median, up to 5 ms: the sender preempted in between), and for 1-3 of this test's 8000.</li>
 * <li>In virtual time a RECV is stamped after its SEND's stored time. MPI calls take no virtual time, so the writer
 *     stores the records of one instant a nanosecond apart, and a SEND after a few such calls came after the RECV
 *     of its message, which on {@code ideal} arrives at the sender's clock: all 2000 messages of this test's
 *     program, by up to 6 us at its end.</li>
 * </ul>
 */
class ClockConditionTest {
    /** The merge's tie-break moves an event up to a few nanoseconds after its recorded time, never earlier. */
    private static final long TIE_BREAK_NANOS = 8;

    @Test
    void noMessageIsReceivedBeforeItWasSent(@TempDir Path dir) throws IOException {
        TracedRuns.run(LaunchOptions.of(2, NonBlockingExchange.class.getName(), "2000")
                .withTrace(TraceOptions.to(dir)).withClock(ClockMode.WALL), RankClocks.SYSTEM).expectSuccess();
        assertNoneEarly(dir, 8000, -TIE_BREAK_NANOS);
    }

    @Test
    void inVirtualTimeEveryMessageIsReceivedAfterItWasSent(@TempDir Path dir) throws IOException {
        TracedRuns.run(LaunchOptions.of(2, InstantSends.class.getName(), "1000").withComputeScale(0)
                .withTrace(TraceOptions.to(dir)), RankClocks.SYSTEM).expectSuccess();
        assertNoneEarly(dir, 2000, 1);
    }

    /** Every RECV at least {@code gapNanos} after its SEND (a negative gap: at most that much before it). */
    private static void assertNoneEarly(Path dir, int messages, long gapNanos) throws IOException {
        Map<List<Integer>, ArrayDeque<Long>> sent = new HashMap<>();
        List<Event> receives = new ArrayList<>();
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            for (int location = 0; location < 2; location++) {
                trace.events(location).forEach(e -> {
                    if (e.type() == EventType.SEND) {
                        sent.computeIfAbsent(List.of(e.location(), e.partner(), e.comm(), e.tag()),
                                k -> new ArrayDeque<>()).add(e.time());
                    } else if (e.type() == EventType.RECV) {
                        receives.add(e);
                    }
                });
            }
        }
        List<String> early = new ArrayList<>();
        for (Event recv : receives) {
            // Messages between one pair with one tag arrive in the order they were sent (MPI's non-overtaking).
            long sendTime = sent.get(List.of(recv.partner(), recv.location(), recv.comm(), recv.tag())).poll();
            if (recv.time() < sendTime + gapNanos) {
                early.add("rank " + recv.location() + " tag " + recv.tag() + ": " + (sendTime - recv.time()) + " ns");
            }
        }
        assertEquals(messages, receives.size());
        assertEquals(List.of(), early.subList(0, Math.min(5, early.size())), early.size() + " messages received early");
    }
}
