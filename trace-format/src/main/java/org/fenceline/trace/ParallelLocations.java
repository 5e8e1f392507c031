package org.fenceline.trace;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs one task per location on as many threads as there are processors (at most one per location), for work
 * whose locations are independent of each other, e.g. decoding each location's file. Results and failures come
 * back in location order, so the outcome is the same as a loop over the locations: the failure reported is that of
 * the lowest location that failed, unchanged (a {@link CorruptTraceException} keeps its file and offset).
 * <pre>{@code
 * List<Scan> scans = ParallelLocations.map(n, loc -> scan(files[loc]));
 * }</pre>
 */
public final class ParallelLocations {
    private ParallelLocations() {
    }

    /** The work of one location; may throw what the loop would. */
    @FunctionalInterface
    public interface Task<T> {
        T run(int location) throws IOException;
    }

    /** The results of {@code task} for locations 0 to {@code count - 1}, in that order. */
    public static <T> List<T> map(int count, Task<T> task) throws IOException {
        int threads = Math.min(count, Runtime.getRuntime().availableProcessors());
        List<T> results = new ArrayList<>(count);
        if (threads <= 1) {
            for (int loc = 0; loc < count; loc++) {
                results.add(task.run(loc));
            }
            return results;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, new WorkerThreads("fenceline-location"));
        try {
            List<Future<T>> futures = new ArrayList<>(count);
            for (int loc = 0; loc < count; loc++) {
                int l = loc;
                futures.add(pool.submit(() -> task.run(l)));
            }
            for (Future<T> f : futures) {
                results.add(await(f, pool));
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    private static <T> T await(Future<T> f, ExecutorService pool) throws IOException {
        try {
            return f.get();
        } catch (ExecutionException e) {
            pool.shutdownNow();
            throw TaskFailures.passOn(e, "a location's work failed");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for the locations' work", e);
        }
    }
}
