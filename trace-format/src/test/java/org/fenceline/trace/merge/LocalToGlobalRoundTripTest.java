package org.fenceline.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.RmaEventModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random, properly nested event streams of several locations go through local files and the merge (basic
 * model, no clock points, no remote records: nothing may change) and come out equal.
 */
class LocalToGlobalRoundTripTest {
    private static final int RANKS = 3;

    @TempDir
    Path dir;

    @Test
    void randomStreamsComeOutOfTheMergeUnchanged() throws Exception {
        Random rnd = new Random(7);
        MergeFixture f = new MergeFixture(dir, RANKS);
        List<Event> expected = new ArrayList<>();
        for (int r = 0; r < RANKS; r++) {
            List<Event> stream = randomStream(rnd, r, 20_000);
            stream.forEach(f.w(r)::append);
            expected.addAll(stream);
        }
        MergeSummary s = f.merge(RmaEventModel.BASIC);
        assertEquals(expected, f.sink.events);
        assertEquals(expected.size(), s.events());
        assertEquals(List.of(), s.warnings());
    }

    /**
     * Every event type except the remote forms, with ids the fixture defines (its local ids equal the global
     * ones: rank 0 defines everything first and in the same order). Rank 0 starts at time 0, so the merge's
     * rebasing changes nothing.
     */
    private static List<Event> randomStream(Random rnd, int loc, int n) {
        List<Event> out = new ArrayList<>();
        Deque<Integer> open = new ArrayDeque<>();
        long t = loc * 3L;
        EventType[] types = EventType.values();
        while (out.size() < n) {
            EventType type = types[rnd.nextInt(types.length)];
            if (type.isRemote() || type.isRegionExit() && open.isEmpty()) {
                continue;
            }
            int partner = rnd.nextInt(RANKS);
            long bytes = rnd.nextInt(1 << 20);
            long request = rnd.nextInt(1 << 20);
            int flags = rnd.nextInt(1 << 7);            // below SYNTHETIC: the merge adds that bit itself
            Event e = switch (type) {
                case ENTER -> Event.enter(loc, t, 1 + rnd.nextInt(13), Event.NONE);
                case EXIT -> Event.exit(loc, t, open.peek());
                case SEND -> Event.send(loc, t, MergeFixture.WORLD, partner, rnd.nextInt(100), bytes, request, flags);
                case SEND_COMPLETE -> Event.sendComplete(loc, t, request);
                case RECV_REQUEST -> Event.recvRequest(loc, t, MergeFixture.WORLD, partner - 1, -1, request);
                case RECV -> Event.recv(loc, t, MergeFixture.WORLD, partner, 5, bytes, request, flags);
                case REQUEST_CANCELLED -> Event.requestCancelled(loc, t, request);
                case COLLEXIT -> Event.collExit(loc, t, open.peek(), MergeFixture.WORLD, partner - 1, bytes, 3);
                case PUT_1TS, PUT_1TE, GET_1TO, GET_1TS, GET_1TE ->
                        Event.rma(loc, t, type, MergeFixture.WIN, partner, bytes, request, flags);
                case WINEXIT -> Event.winExit(loc, t, open.peek(), MergeFixture.WIN, MergeFixture.WORLD,
                        rnd.nextBoolean());
                case WINCOLLEXIT -> Event.winCollExit(loc, t, open.peek(), MergeFixture.WIN);
                case LOCK_REQUEST, LOCK_ACQUIRED, LOCK_RELEASE -> Event.lock(loc, t, type, MergeFixture.WIN, partner,
                        flags & EventFlags.LOCK_EXCLUSIVE);
                case PUT_1TE_REMOTE, GET_1TS_REMOTE -> throw new AssertionError(type);
            };
            if (type == EventType.ENTER) {
                open.push(e.region());
            } else if (type.isRegionExit()) {
                open.pop();
            }
            out.add(e);
            t += 1 + rnd.nextInt(500);
        }
        while (!open.isEmpty()) {
            out.add(Event.exit(loc, t++, open.pop()));
        }
        return out;
    }
}
