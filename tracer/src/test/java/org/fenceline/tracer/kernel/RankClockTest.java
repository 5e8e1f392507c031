package org.fenceline.tracer.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a rank's clock counts as computation, metered in a counter the test moves. Each reading of the meter may
 * cost some of its time, as a thread's CPU clock does: that cost is the measurement's and is not counted.
 */
class RankClockTest {
    private long cpu;

    /**
     * Runs {@code body} as the only actor of a kernel, with a clock metering {@link #cpu}, each reading of which
     * costs {@code readingCost}; returns its end time.
     */
    private long runAlone(long readingCost, java.util.function.Consumer<RankClock> body) throws InterruptedException {
        SimulationKernel kernel = new SimulationKernel(1, 0);
        long[] end = new long[1];
        Thread rank = new Thread(() -> {
            kernel.attach(0);
            try {
                RankClock clock = RankClock.virtual(Thread.currentThread(), kernel, 1, () -> {
                    long reading = cpu;
                    cpu += readingCost;
                    return reading;
                }, readingCost);
                clock.enter();
                clock.leave();
                clock.resumeComputation();
                body.accept(clock);
                end[0] = clock.now();
            } finally {
                kernel.detach();
            }
        });
        rank.start();
        rank.join();
        return end[0];
    }

    /**
     * A pause opened inside another (classes loaded while a region is defined) does not restart the meter when
     * it ends: only the outermost pause's end does.
     */
    @ParameterizedTest
    @ValueSource(longs = {0, 40})
    void nestedPausesCountNothingUntilTheOutermostEnds(long readingCost) throws InterruptedException {
        long end = runAlone(readingCost, clock -> {
            cpu += 1_000;
            clock.pauseComputation();
            cpu += 500;
            for (int load = 0; load < 2; load++) {
                clock.pauseComputation();
                cpu += 500;
                clock.resumeComputation();
                cpu += 500;
            }
            clock.resumeComputation();
            cpu += 100;
        });
        assertEquals(1_100, end);
    }

    /** Work charged inside an MPI call counts its metered time. */
    @ParameterizedTest
    @ValueSource(longs = {0, 40})
    void chargedWorkCountsItsMeteredTime(long readingCost) throws InterruptedException {
        long end = runAlone(readingCost, clock -> {
            clock.enter();
            clock.chargeComputation(() -> cpu += 700);
            clock.leave();
            clock.resumeComputation();
        });
        assertEquals(700, end);
    }
}
