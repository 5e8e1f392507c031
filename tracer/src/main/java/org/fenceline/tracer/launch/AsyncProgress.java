package org.fenceline.tracer.launch;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.fenceline.tracer.device.JobAbortedException;
import org.fenceline.tracer.device.SciDevice;

/**
 * Asynchronous progress (--async-progress): helper threads progress the device for the ranks, so messages and
 * one-sided requests advance while ranks compute outside MPI, unlike SCI-MPICH's default progress inside MPI
 * calls only. In wall-clock time one thread polls every rank every 50 µs; in virtual time each rank has a
 * progress actor of its own, which sleeps until the rank's next arrival or one-sided work falls due, so a
 * request is served at its arrival time.
 */
final class AsyncProgress {
    private static final long POLL_INTERVAL_NANOS = TimeUnit.MICROSECONDS.toNanos(50);

    private final SciDevice device;
    private volatile boolean running = true;

    private AsyncProgress(SciDevice device) {
        this.device = device;
    }

    static AsyncProgress start(SciDevice device, JobTime time) {
        AsyncProgress progress = new AsyncProgress(device);
        if (time.isVirtual()) {
            for (int r = 0; r < device.size(); r++) {
                int rank = r;
                Thread thread = new Thread(() -> progress.serve(rank, time), "fenceline-async-progress-" + rank);
                thread.setDaemon(true);
                thread.start();
            }
        } else {
            Thread thread = new Thread(progress::poll, "fenceline-async-progress");
            thread.setDaemon(true);
            thread.start();
        }
        return progress;
    }

    void stop() {
        running = false;
    }

    private void poll() {
        try {
            while (running) {
                for (int r = 0; r < device.size(); r++) {
                    device.progress(r);
                }
                LockSupport.parkNanos(POLL_INTERVAL_NANOS);
            }
        } catch (JobAbortedException aborted) {
            running = false;
        }
    }

    /** The progress actor of {@code rank} (actor id np + rank). */
    private void serve(int rank, JobTime time) {
        time.startActor(device.size() + rank);
        try {
            while (running && !time.kernel().stopped()) {
                device.serve(rank);
            }
        } catch (JobAbortedException aborted) {
            running = false;
        } finally {
            time.endActor();
        }
    }
}
