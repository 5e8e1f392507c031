package org.fenceline.tracer.device;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Runs one body per rank on its own thread, as the launcher does, and fails on the first error or a hang. */
final class RankThreads {
    interface RankBody {
        void run(int rank) throws Exception;
    }

    private RankThreads() {
    }

    static void run(int ranks, RankBody body) {
        ExecutorService pool = Executors.newFixedThreadPool(ranks);
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int r = 0; r < ranks; r++) {
                int rank = r;
                futures.add(pool.submit(() -> {
                    body.run(rank);
                    return null;
                }));
            }
            for (Future<?> future : futures) {
                future.get(60, TimeUnit.SECONDS);
            }
        } catch (ExecutionException e) {
            throw new AssertionError("a rank failed: " + e.getCause(), e.getCause());
        } catch (TimeoutException | InterruptedException e) {
            throw new AssertionError("ranks did not finish; where each thread was:\n" + threadDump(), e);
        } finally {
            pool.shutdownNow();
        }
    }

    /** The stacks of all live threads, so that a hang seen once on a loaded CI host can be understood. */
    private static String threadDump() {
        StringBuilder dump = new StringBuilder();
        Thread.getAllStackTraces().forEach((thread, stack) -> {
            dump.append('"').append(thread.getName()).append("\" ").append(thread.getState()).append('\n');
            for (StackTraceElement frame : stack) {
                dump.append("    at ").append(frame).append('\n');
            }
        });
        return dump.toString();
    }
}
