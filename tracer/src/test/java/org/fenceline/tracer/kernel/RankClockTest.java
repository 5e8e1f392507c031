package org.fenceline.tracer.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What a rank's clock counts as computation, metered in a counter the test moves. */
class RankClockTest {
    private long cpu;

    /** Runs {@code body} as the only actor of a kernel, with a clock metering {@link #cpu}; returns its end time. */
    private long runAlone(java.util.function.Consumer<RankClock> body) throws InterruptedException {
        SimulationKernel kernel = new SimulationKernel(1, 0);
        long[] end = new long[1];
        Thread rank = new Thread(() -> {
            kernel.attach(0);
            try {
                RankClock clock = RankClock.virtual(Thread.currentThread(), kernel, 1, () -> cpu);
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
    @Test
    void nestedPausesCountNothingUntilTheOutermostEnds() throws InterruptedException {
        long end = runAlone(clock -> {
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
    @Test
    void chargedWorkCountsItsMeteredTime() throws InterruptedException {
        long end = runAlone(clock -> {
            clock.enter();
            clock.chargeComputation(() -> cpu += 700);
            clock.leave();
            clock.resumeComputation();
        });
        assertEquals(700, end);
    }
}
