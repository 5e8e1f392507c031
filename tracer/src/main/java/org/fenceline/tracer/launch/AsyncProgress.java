package org.fenceline.tracer.launch;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.fenceline.tracer.device.JobAbortedException;
import org.fenceline.tracer.device.MessageDevice;

/**
 * Asynchronous progress (--async-progress): a helper thread polls the device for every rank, so messages
 * advance while ranks compute outside MPI, unlike SCI-MPICH's default progress inside MPI calls only.
 */
final class AsyncProgress {
    private static final long POLL_INTERVAL_NANOS = TimeUnit.MICROSECONDS.toNanos(50);

    private final MessageDevice device;
    private volatile boolean running = true;

    private AsyncProgress(MessageDevice device) {
        this.device = device;
    }

    static AsyncProgress start(MessageDevice device) {
        AsyncProgress progress = new AsyncProgress(device);
        Thread thread = new Thread(progress::run, "fenceline-async-progress");
        thread.setDaemon(true);
        thread.start();
        return progress;
    }

    void stop() {
        running = false;
    }

    private void run() {
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
}
