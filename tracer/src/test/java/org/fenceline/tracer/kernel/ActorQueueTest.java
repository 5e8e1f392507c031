package org.fenceline.tracer.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ActorQueueTest {
    @Test
    void pollsByKeyThenIdAndAdvancesAQueuedActor() {
        ActorQueue queue = new ActorQueue();
        List<Actor> actors = new ArrayList<>();
        Random random = new Random(7);
        for (int id = 0; id < 200; id++) {
            Actor a = new Actor(id, false);
            a.key = random.nextInt(50);
            actors.add(a);
            queue.add(a);
        }
        Actor moved = actors.get(199);
        queue.advance(moved, -1);
        assertEquals(moved, queue.poll());
        Actor previous = null;
        for (int i = 0; i < 199; i++) {
            Actor next = queue.poll();
            if (previous != null) {
                assertEquals(true, previous.before(next), previous + " before " + next);
            }
            assertEquals(-1, next.slot);
            previous = next;
        }
        assertNull(queue.poll());
    }
}
