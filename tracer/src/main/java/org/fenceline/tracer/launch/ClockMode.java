package org.fenceline.tracer.launch;

import java.util.Locale;

/** How a run keeps time ({@code fenceline run --clock}). */
public enum ClockMode {
    /**
     * Each rank has a virtual clock: its computation is measured while it has the host to itself, its
     * communication is timed by the interconnect model, a discrete-event kernel orders everything. The default.
     */
    VIRTUAL,
    /** Ranks run concurrently on the host's cores and the host's clock; for measuring the runtime itself. */
    WALL;

    /** {@code virtual} or {@code wall}. */
    public static ClockMode parse(String value) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "virtual" -> VIRTUAL;
            case "wall" -> WALL;
            default -> throw new IllegalArgumentException("--clock must be virtual or wall, not " + value);
        };
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
