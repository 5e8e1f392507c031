package org.fenceline.tracer.measure.job;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Dense ids for source locations, the same for every rank: the instrumenter registers each call site and each
 * instrumented method once per rank's class loader, and equal locations get equal ids, so the ids baked into
 * each rank's copy of a class agree. Ranks look an id up only the first time they record it.
 */
public final class SourceTable {
    private final Map<SourceLocation, Integer> ids = new HashMap<>();
    private final List<SourceLocation> locations = new ArrayList<>();

    /** The id of {@code location}, registering it if it is new. */
    public synchronized int register(SourceLocation location) {
        Integer id = ids.get(location);
        if (id == null) {
            id = locations.size();
            ids.put(location, id);
            locations.add(location);
        }
        return id;
    }

    public synchronized SourceLocation get(int id) {
        return locations.get(id);
    }

    public synchronized int size() {
        return locations.size();
    }
}
