package org.fenceline.tracer.kernel;

import java.util.function.BooleanSupplier;

/**
 * The {@link Clock} of virtual time: each actor reads its own time, waiting for a delay moves that time
 * forward instead of passing host time, and sleeping hands the host to the {@link SimulationKernel}'s next
 * actor. Threads that are no actor (a rank's extra threads) read the running actor's time and never wait.
 */
public final class VirtualClock implements Clock {
    private final SimulationKernel kernel;

    public VirtualClock(SimulationKernel kernel) {
        this.kernel = kernel;
    }

    public SimulationKernel kernel() {
        return kernel;
    }

    @Override
    public long nanos() {
        return kernel.now();
    }

    @Override
    public void waitUntil(long deadline) {
        kernel.advanceTo(deadline);
    }

    @Override
    public void sleep(Object blocker, long until, BooleanSupplier woken) {
        if (!woken.getAsBoolean()) {
            kernel.block(until);
        }
    }

    @Override
    public Object sleeper() {
        Actor actor = kernel.current();
        return actor != null ? actor : Thread.currentThread();
    }

    @Override
    public void wake(Object sleeper) {
        if (sleeper instanceof Actor actor) {
            kernel.wake(actor);
        } else {
            java.util.concurrent.locks.LockSupport.unpark((Thread) sleeper);
        }
    }

    @Override
    public void sync() {
        kernel.sync();
    }

    @Override
    public boolean isVirtual() {
        return true;
    }

    @Override
    public void abort() {
        kernel.abort();
    }
}
