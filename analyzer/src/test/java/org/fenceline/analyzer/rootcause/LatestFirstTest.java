package org.fenceline.analyzer.rootcause;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.fenceline.analyzer.report.MetricDefinition;
import org.fenceline.analyzer.report.MetricTree;
import org.fenceline.analyzer.report.ValueType;
import org.fenceline.trace.column.ColumnStore;
import org.junit.jupiter.api.Test;

class LatestFirstTest {
    private static final WaitKinds KINDS = new WaitKinds(MetricTree.of(List.of(
            MetricDefinition.stored("time", "Time", "sec", ValueType.DOUBLE, "", "", null),
            MetricDefinition.stored("wait", "Wait", "sec", ValueType.DOUBLE, "", "", "time"))), Set.of("wait"));

    private static WaitStates ending(long... ends) {
        WaitStateLog log = WaitStateLog.in(ColumnStore.HEAP);
        for (long end : ends) {
            log.record(1, 0, end - 1, end, 1, 0);
        }
        return new WaitStates(log, KINDS, ColumnStore.HEAP);
    }

    @Test
    void mergesTheLocationsFromTheLatestEndTiesToTheHigherLocation() {
        WaitStates[] waits = {ending(10, 30, 50), ending(), ending(20, 30, 60), ending(30)};
        int[] offset = {0, 3, 3, 6, 7};
        LatestFirst order = new LatestFirst(waits);
        List<String> seen = new ArrayList<>();
        while (order.hasNext()) {
            int id = order.next(offset);
            seen.add(order.location() + ":" + id);
        }
        assertEquals(List.of("2:5", "0:2", "3:6", "2:4", "0:1", "2:3", "0:0"), seen);
    }

    @Test
    void manyLocationsComeOutInDescendingOrder() {
        Random random = new Random(7);
        int locations = 37;
        WaitStates[] waits = new WaitStates[locations];
        int[] offset = new int[locations + 1];
        for (int l = 0; l < locations; l++) {
            long[] ends = random.longs(random.nextInt(50), 1, 1000).sorted().toArray();
            waits[l] = ending(ends);
            offset[l + 1] = offset[l] + ends.length;
        }
        LatestFirst order = new LatestFirst(waits);
        long previousEnd = Long.MAX_VALUE;
        int previousLocation = Integer.MAX_VALUE;
        int count = 0;
        while (order.hasNext()) {
            int id = order.next(offset);
            int l = order.location();
            long end = waits[l].end(id - offset[l]);
            assertFalse(end > previousEnd || end == previousEnd && l > previousLocation,
                    "wait state " + id + " of location " + l + " out of order");
            previousEnd = end;
            previousLocation = l;
            count++;
        }
        assertEquals(offset[locations], count);
    }
}
