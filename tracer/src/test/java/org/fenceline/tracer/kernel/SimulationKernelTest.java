package org.fenceline.tracer.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.Test;

class SimulationKernelTest {
    /** Runs {@code body} as actor i on its own thread for every rank actor; returns once all ended. */
    private static void runActors(SimulationKernel kernel, int actors, IntConsumer body) throws InterruptedException {
        List<Thread> threads = new ArrayList<>();
        for (int i = actors - 1; i >= 0; i--) {
            int id = i;
            Thread t = new Thread(() -> {
                kernel.attach(id);
                try {
                    body.accept(id);
                } finally {
                    kernel.detach();
                }
            });
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
    }

    @Test
    void actorsRunInVirtualTimeOrderWhateverOrderTheirThreadsStartIn() throws InterruptedException {
        SimulationKernel kernel = new SimulationKernel(3, 0);
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        runActors(kernel, 3, id -> {
            for (int step = 0; step < 3; step++) {
                kernel.advanceTo(kernel.now() + 10L * (id + 1));
                kernel.sync();
                log.add(id + "@" + kernel.now());
            }
        });
        // Actor 0 steps 10 ns, actor 1 20 ns, actor 2 30 ns; ties go to the lower id.
        assertEquals(List.of("0@10", "0@20", "1@20", "0@30", "2@30", "1@40", "1@60", "2@60", "2@90"), log);
    }

    @Test
    void aWokenActorResumesOneNanosecondAfterItsWakersTime() throws InterruptedException {
        SimulationKernel kernel = new SimulationKernel(2, 0);
        Actor[] sleeper = new Actor[1];
        long[] resumedAt = new long[1];
        runActors(kernel, 2, id -> {
            if (id == 0) {
                sleeper[0] = kernel.current();
                kernel.block(Long.MAX_VALUE);
                resumedAt[0] = kernel.now();
            } else {
                kernel.advanceTo(750);
                kernel.sync();
                kernel.wake(sleeper[0]);
            }
        });
        assertEquals(751, resumedAt[0]);
    }

    @Test
    void aBlockedActorWithADeadlineResumesAtItUnlessWokenEarlier() throws InterruptedException {
        SimulationKernel kernel = new SimulationKernel(2, 0);
        long[] resumedAt = new long[2];
        runActors(kernel, 2, id -> {
            if (id == 0) {
                kernel.block(5_000);
                resumedAt[0] = kernel.now();
            } else {
                kernel.advanceTo(9_000);
                kernel.sync();
                resumedAt[1] = kernel.now();
            }
        });
        assertEquals(5_000, resumedAt[0]);
        assertEquals(9_000, resumedAt[1]);
    }

    @Test
    void aDeadlockIsDeclaredTheMomentNoActorCanRun() throws InterruptedException {
        SimulationKernel kernel = new SimulationKernel(2, 0);
        AtomicInteger declared = new AtomicInteger();
        kernel.onDeadlock(() -> {
            declared.incrementAndGet();
            kernel.abort();
        });
        runActors(kernel, 2, id -> kernel.block(Long.MAX_VALUE));
        assertEquals(1, declared.get());
        assertTrue(kernel.stopped());
    }

    @Test
    void daemonActorsNeitherKeepTheJobAliveNorCountAsDeadlocked() throws InterruptedException {
        SimulationKernel kernel = new SimulationKernel(1, 1);
        AtomicInteger declared = new AtomicInteger();
        kernel.onDeadlock(declared::incrementAndGet);
        Thread daemon = new Thread(() -> {
            kernel.attach(1);
            while (!kernel.stopped()) {
                kernel.block(Long.MAX_VALUE);
            }
            kernel.detach();
        });
        daemon.start();
        runActors(kernel, 1, id -> {
            kernel.advanceTo(1_000);
            kernel.sync();
        });
        daemon.join();
        assertEquals(0, declared.get());
    }
}
