package org.fenceline.trace.otf2;

import java.util.List;
import java.util.Map;

/**
 * What a location's definition file holds: mapping tables (applied to the references in its events) and clock
 * offsets (OTF2's clock correction: the global time of a local timestamp t is t + offset, with the offset
 * interpolated linearly between the points and extrapolated beyond them).
 */
public record Otf2LocalDefinitions(Map<Otf2MappingType, Otf2IdMap> mappings, List<ClockOffset> clockOffsets) {
    static final Otf2LocalDefinitions NONE = new Otf2LocalDefinitions(Map.of(), List.of());

    public Otf2LocalDefinitions {
        mappings = Map.copyOf(mappings);
        clockOffsets = List.copyOf(clockOffsets);
    }

    /** @param time timestamp (ticks) at which the offset (ticks) was measured */
    public record ClockOffset(long time, long offset, double standardDeviation) {
    }
}
