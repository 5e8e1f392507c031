package org.fenceline.analyzer.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class PhaseTimesTest {
    @Test
    void phasesAreListedInPhaseOrderAndAPhaseEndedTwiceAddsUp() {
        PhaseTimes times = PhaseTimes.start();
        times.end(AnalysisPhase.REPLAY);
        times.end(AnalysisPhase.READ);
        long replayOnce = times.nanos().get(AnalysisPhase.REPLAY);
        times.end(AnalysisPhase.REPLAY);

        assertEquals(List.of(AnalysisPhase.READ, AnalysisPhase.REPLAY), List.copyOf(times.nanos().keySet()));
        assertTrue(times.nanos().get(AnalysisPhase.REPLAY) >= replayOnce);
        assertEquals(times.nanos().values().stream().mapToLong(Long::longValue).sum(), times.totalNanos());
    }

    @Test
    void timeMeasuredElsewhereCountsInItsPhaseAndTheTotal() {
        PhaseTimes times = PhaseTimes.start();
        times.end(AnalysisPhase.READ);
        times.add(AnalysisPhase.START_UP, 250_000_000L, 300_000_000L);

        assertEquals(List.of(AnalysisPhase.START_UP, AnalysisPhase.READ), List.copyOf(times.nanos().keySet()));
        assertEquals(250_000_000L, times.nanos().get(AnalysisPhase.START_UP));
        assertEquals(250_000_000L + times.nanos().get(AnalysisPhase.READ), times.totalNanos());
        assertThrows(IllegalArgumentException.class, () -> times.add(AnalysisPhase.START_UP, -1, 0));
    }

    @Test
    void linesNameEachPhaseThenTheTotal() {
        PhaseTimes times = PhaseTimes.start();
        times.end(AnalysisPhase.CALL_TREE);
        times.end(AnalysisPhase.ROOT_CAUSES);

        List<String> lines = times.lines();
        assertEquals(3, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("call tree       "), lines.get(0));
        assertTrue(lines.get(1).startsWith("root causes     "), lines.get(1));
        assertTrue(lines.get(2).startsWith("total           "), lines.get(2));
        assertTrue(lines.get(2).contains(" s  100.0 %") || times.totalNanos() == 0, lines.get(2));
    }

    @Test
    void eachLineGivesThePhasesCpuTimeAndTheCoresItKeptBusy() {
        PhaseTimes times = PhaseTimes.start();
        times.add(AnalysisPhase.READ, 2_000_000_000L, 3_600_000_000L);
        times.add(AnalysisPhase.REPLAY, 2_000_000_000L, 1_000_000_000L);

        assertEquals(List.of("read                2.000 s   50.0 %   CPU    3.600 s =  1.80 cores",
                "replay              2.000 s   50.0 %   CPU    1.000 s =  0.50 cores",
                "total               4.000 s  100.0 %   CPU    4.600 s =  1.15 cores"), times.lines());
    }

    @Test
    void aPhaseThatComputesIsChargedCpuTime() {
        PhaseTimes times = PhaseTimes.start();
        long sum = 0;
        for (long deadline = System.nanoTime() + 50_000_000L; System.nanoTime() < deadline; ) {
            sum += sum * 31 + 7;
        }
        times.end(AnalysisPhase.READ);

        assertTrue(sum != 1);   // keeps the loop
        assertTrue(times.cpuNanos().get(AnalysisPhase.READ) > 0, times.lines().toString());
    }

    @Test
    void cpuTimeUnknownElsewhereLeavesTheLineWithoutIt() {
        PhaseTimes times = PhaseTimes.start();
        times.add(AnalysisPhase.START_UP, 250_000_000L, -1);

        assertEquals("start-up            0.250 s  100.0 %", times.lines().get(0));
    }
}
