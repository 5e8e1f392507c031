package org.fenceline.tracer.runtime;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * A value each rank has its own of, as a static field would be in separate processes (the runtime's classes are
 * shared by all ranks, so their statics are the job's). Like a {@link ThreadLocal}, keyed by the rank's
 * {@link RankRuntime} instead of the thread; created on a rank's first use. Declare one as a static final field.
 */
public final class RankLocal<T> {
    /** How many rank-local values the runtime may declare (each rank keeps a slot for each). */
    static final int CAPACITY = 16;
    private static final AtomicInteger DECLARED = new AtomicInteger();

    private final int index;
    private final Function<RankRuntime, T> initial;

    public RankLocal(Function<RankRuntime, T> initial) {
        this.index = DECLARED.getAndIncrement();
        if (index >= CAPACITY) {
            throw new IllegalStateException("more than " + CAPACITY + " rank-local values declared");
        }
        this.initial = initial;
    }

    /** The value of the rank whose runtime is {@code runtime}. */
    public T get(RankRuntime runtime) {
        return runtime.local(this);
    }

    int index() {
        return index;
    }

    T initial(RankRuntime runtime) {
        return initial.apply(runtime);
    }
}
