package org.fenceline.trace.merge;

import java.util.List;
import org.fenceline.trace.model.Event;

/**
 * The second pass's instructions for one location, in trace time: which own records leave the stream, which
 * moved transfer ends go in front of which own record (blocks), and which events from other locations'
 * records join the stream by time (floating).
 *
 * @param movedAway      sorted positions of own records that are placed elsewhere (moved GET_1TE)
 * @param blockPositions sorted positions of the own records (synchronisation exits) that have a block
 * @param blocks         for each of those positions, the events to write immediately before that record, in
 *                       order, with their desired times
 * @param floating       events sorted by desired time, written before the first own record that is later
 */
record LocationPlan(long[] movedAway, long[] blockPositions, List<List<Event>> blocks, List<Event> floating) {

    static LocationPlan empty() {
        return new LocationPlan(new long[0], new long[0], List.of(), List.of());
    }
}
