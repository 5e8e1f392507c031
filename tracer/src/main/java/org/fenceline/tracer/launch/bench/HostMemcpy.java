package org.fenceline.tracer.launch.bench;

import java.nio.ByteBuffer;

/**
 * The host's own copy speed, the physical reference for a single-copy message: one bulk copy between two direct
 * buffers of the given size, best of many, as a wall-clock benchmark prints it beside its own numbers.
 */
final class HostMemcpy {
    private HostMemcpy() {
    }

    /** Bytes per second of the fastest of {@code rounds} copies of {@code size} bytes. */
    static double bytesPerSecond(int size, int rounds) {
        ByteBuffer from = ByteBuffer.allocateDirect(size);
        ByteBuffer to = ByteBuffer.allocateDirect(size);
        long best = Long.MAX_VALUE;
        for (int i = 0; i < rounds; i++) {
            long start = System.nanoTime();
            to.put(0, from, 0, size);
            best = Math.min(best, System.nanoTime() - start);
        }
        return size * 1e9 / Math.max(1, best);
    }

    /** The line a benchmark prints: {@code # host memcpy, 1048576 B direct to direct: 12.34 GB/s (best of 200)}. */
    static String line(int size) {
        int rounds = 200;
        return String.format("# host memcpy, %d B direct to direct: %.2f GB/s (best of %d)", size,
                bytesPerSecond(size, rounds) / 1e9, rounds);
    }
}
