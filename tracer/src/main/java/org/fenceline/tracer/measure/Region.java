package org.fenceline.tracer.measure;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.fenceline.tracer.kernel.RankClock;
import org.fenceline.tracer.measure.job.SourceLocation;

/**
 * A user region: a named part of the program that appears in the trace and the call tree like a function.
 *
 * <pre>
 * try (var r = Region.enter("solver")) {
 *     ...
 * }
 * </pre>
 *
 * The first use of a name fixes the region's source location (the file and line of that call). On hot paths,
 * keep the object: {@code static final Region SOLVER = Region.named("solver")}, then
 * {@code try (var r = SOLVER.enter()) { ... }}, which costs a record and no lookup. Regions must nest properly
 * (close them in reverse order). In an untraced run they cost nearly nothing and record nothing. Each rank has
 * its own copy of this class, so the name table is per rank.
 */
public final class Region implements AutoCloseable {
    private static final Map<String, Region> BY_NAME = new ConcurrentHashMap<>();

    private final int id;

    private Region(int id) {
        this.id = id;
    }

    /**
     * Initialised on the first definition, inside its pause, rather than with this class, whose initialisation
     * would count as the program's computation: the first stack walker of the JVM costs a millisecond.
     */
    private static final class Walker {
        static final StackWalker INSTANCE = StackWalker.getInstance();
    }

    /** The region called {@code name}, defined at the caller's source line the first time. */
    public static Region named(String name) {
        Region known = BY_NAME.get(name);
        if (known != null) {
            return known;
        }
        // Defining a region is the measurement's work, not the program's: in virtual time it is not counted.
        RankClock clock = Measurement.rankClock();
        clock.pauseComputation();
        try {
            // Found here, not inside computeIfAbsent, whose frames would stand between this class and the caller.
            StackWalker.StackFrame caller = Walker.INSTANCE.walk(frames -> frames
                    .filter(f -> !f.getClassName().equals(Region.class.getName()))
                    .findFirst()).orElse(null);
            return BY_NAME.computeIfAbsent(name, n -> define(n, caller));
        } finally {
            clock.resumeComputation();
        }
    }

    /** Enters the region called {@code name}; close the result to leave it. */
    public static Region enter(String name) {
        return named(name).enter();
    }

    /** Enters this region; close the result (this object) to leave it. */
    public Region enter() {
        Measurement.current().enterUser(id);
        return this;
    }

    /** Leaves this region. */
    @Override
    public void close() {
        Measurement.current().exitUser(id);
    }

    private static Region define(String name, StackWalker.StackFrame caller) {
        String file = caller == null || caller.getFileName() == null ? "" : caller.getFileName();
        int line = caller == null ? 0 : Math.max(0, caller.getLineNumber());
        return new Region(Measurement.current().userRegion(new SourceLocation(name, file, line)));
    }
}
