package org.fenceline.analyzer.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/** The open-addressing request table behaves like a map under long runs of puts and removes. */
class RequestTableTest {
    @Test
    void matchesAHashMapUnderRandomUse() {
        RequestTable table = new RequestTable();
        Map<Long, Integer> expected = new HashMap<>();
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 200_000; i++) {
            // Few distinct keys, so probe runs collide and removals must shift entries back.
            long key = random.nextInt(300) * 1024L;
            if (random.nextBoolean()) {
                table.put(key, i);
                expected.put(key, i);
            } else {
                assertEquals(expected.getOrDefault(key, RequestTable.ABSENT).intValue(), table.remove(key));
                expected.remove(key);
            }
        }
        for (Map.Entry<Long, Integer> e : expected.entrySet()) {
            assertEquals(e.getValue().intValue(), table.remove(e.getKey()));
        }
    }
}
