package org.fenceline.trace.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.IntStream;

import org.fenceline.trace.bench.SyntheticTrace;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.global.TraceFixtures;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each rule finds a defect planted into an otherwise valid synthetic trace (3 ranks in a ring, 4 iterations),
 * and nothing else. Expected positions are computed from the planted event lists.
 */
class TraceValidatorTest {
    private static final int LOCATIONS = 3;
    private static final int ITERATIONS = 4;

    @TempDir
    Path dir;

    private final Definitions definitions = SyntheticTrace.definitions(LOCATIONS);
    private final List<Event> events = new ArrayList<>(IntStream.range(0, LOCATIONS)
            .mapToObj(l -> SyntheticTrace.events(l, LOCATIONS, ITERATIONS)).flatMap(List::stream).toList());

    @Test
    void syntheticTraceIsValid() throws IOException {
        assertEquals(List.of(), validate());
    }

    @Test
    void largerSyntheticTraceIsValid() throws IOException {
        List<Event> many = IntStream.range(0, 8).mapToObj(l -> SyntheticTrace.events(l, 8, 50))
                .flatMap(List::stream).toList();
        TraceFixtures.write(dir, SyntheticTrace.definitions(8), many);
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(List.of(), new TraceValidator(trace).validate());
        }
    }

    @Test
    void nestingFindsAnExitOfTheWrongRegion() throws IOException {
        int exit = find(1, EventType.EXIT, 0); // the first kernel's exit
        int kernel = events.get(exit).region();
        int other = kernel == SyntheticTrace.KERNEL ? SyntheticTrace.KERNEL + 1 : SyntheticTrace.KERNEL;
        replace(exit, e -> Event.exit(e.location(), e.time(), other));

        assertEquals(List.of(violation(exit, Rule.NESTING, "EXIT of region 'kernel" + (other - SyntheticTrace.KERNEL)
                + "' while region 'kernel" + (kernel - SyntheticTrace.KERNEL) + "' (entered at event 2) is the innermost open one")),
                validate());
    }

    @Test
    void nestingFindsARegionNeverLeftAndAnExitWithoutEnter() throws IOException {
        int lastOfLocation1 = find(1, EventType.EXIT, count(1, EventType.EXIT) - 1); // leaves 'main'
        events.add(lastOfLocation1 + 1, Event.exit(1, events.get(lastOfLocation1).time() + 1, SyntheticTrace.MPI_GET));
        events.remove(find(2, EventType.EXIT, count(2, EventType.EXIT) - 1));
        int enterMain = find(2, EventType.ENTER, 0);

        assertEquals(List.of(
                violation(lastOfLocation1 + 1, Rule.NESTING, "EXIT of region 'MPI_Get' while no region is open"),
                violation(enterMain, Rule.NESTING, "region 'main' is entered but never left")),
                validate());
    }

    @Test
    void timeOrderFindsARepeatedTimestamp() throws IOException {
        int send = find(0, EventType.SEND, 1);
        long previous = events.get(send - 1).time();
        replace(send, e -> e.withTime(previous));

        assertEquals(List.of(violation(send, Rule.TIME_ORDER,
                "time " + previous + " does not follow the previous event's time " + previous)), validate());
    }

    @Test
    void undefinedIdsInEventsAndDefinitionsAreFound() throws IOException {
        int enter = find(1, EventType.ENTER, 1); // the compute region's enter, with call site 0
        replace(enter, e -> Event.enter(e.location(), e.time(), e.region(), 77));
        int lock = find(2, EventType.WINCOLLEXIT, 0);
        replace(lock, e -> Event.winCollExit(e.location(), e.time(), e.region(), 5));
        Definitions broken = new Definitions(definitions.formatVersion(), definitions.metadata(), definitions.regions(),
                definitions.callSites(), definitions.machines(), definitions.nodes(), definitions.processes(),
                definitions.locations(), definitions.groups(), definitions.communicators(),
                List.of(new Definitions.Window(0, "ring window", 4)), definitions.cartTopologies(),
                definitions.clockSync());

        assertEquals(List.of(
                new Violation(-1, -1, 0, Rule.UNDEFINED_ID, "window 0 refers to communicator 4, which is not defined"),
                violation(enter, Rule.UNDEFINED_ID, "ENTER refers to call site 77, which is not defined (3 defined)"),
                violation(lock, Rule.UNDEFINED_ID, "WINCOLLEXIT refers to window 5, which is not defined (1 defined)")),
                validate(broken));
    }

    @Test
    void localOnlyTypeIsFound() throws IOException {
        int transferEnd = find(1, EventType.PUT_1TE, 2);
        replace(transferEnd, e -> Event.rma(e.location(), e.time(), EventType.PUT_1TE_REMOTE, e.window(), e.partner(),
                e.bytes(), e.request(), e.flags()));
        int transferStart = find(0, EventType.PUT_1TS, 2);

        assertEquals(List.of(
                violation(transferStart, Rule.UNMATCHED_RMA, "PUT_1TS (RMA id 4, origin 0, target 1) has no PUT_1TE"),
                violation(transferEnd, Rule.LOCAL_ONLY_TYPE,
                        "PUT_1TE_REMOTE is a local-trace record; the merge should have made it a PUT_1TE of location 0")),
                validate());
    }

    @Test
    void sendWithoutReceiveIsFound() throws IOException {
        events.remove(find(1, EventType.RECV, 2)); // location 1 receives from 0 with tag 2
        int send = find(0, EventType.SEND, 2);

        assertEquals(List.of(violation(send, Rule.UNMATCHED_MESSAGE, "SEND to location 1 has no matching RECV "
                + "(comm 'MPI_COMM_WORLD', tag 2: location 0 sends 1 messages, location 1 receives 0)")), validate());
    }

    @Test
    void receiveWithoutSendIsFound() throws IOException {
        events.remove(find(2, EventType.SEND, 3)); // location 2 sends to 0 with tag 3
        int recv = find(0, EventType.RECV, 3);

        assertEquals(List.of(violation(recv, Rule.UNMATCHED_MESSAGE, "RECV from location 2 has no matching SEND "
                + "(comm 'MPI_COMM_WORLD', tag 3: location 2 sends 0 messages, location 0 receives 1)")), validate());
    }

    @Test
    void putWithoutTransferEndIsFound() throws IOException {
        events.remove(find(2, EventType.PUT_1TE, 1)); // the put of location 1, iteration 1
        int start = find(1, EventType.PUT_1TS, 1);

        assertEquals(List.of(violation(start, Rule.UNMATCHED_RMA,
                "PUT_1TS (RMA id 2, origin 1, target 2) has no PUT_1TE")), validate());
    }

    @Test
    void getWithoutTargetRecordAndDuplicateRecordsAreFound() throws IOException {
        events.remove(find(1, EventType.GET_1TS, 0)); // location 0's get of iteration 0, from location 1
        int origin = find(0, EventType.GET_1TO, 0);
        int end = find(2, EventType.GET_1TE, 0);
        insertAfter(end, events.get(end).withTime(events.get(end).time() + 1));

        assertEquals(List.of(
                violation(origin, Rule.UNMATCHED_RMA, "GET_1TO (RMA id 1, origin 0, target 1) has no GET_1TS"),
                violation(end + 1, Rule.UNMATCHED_RMA, "GET_1TE for RMA id 1 of origin 2, whose transfer is already complete")),
                validate());
    }

    @Test
    void collectiveOfAnotherRegionIsFound() throws IOException {
        int exit = find(2, EventType.COLLEXIT, 1);
        replace(exit - 1, e -> Event.enter(e.location(), e.time(), SyntheticTrace.MPI_GET, Event.NONE));
        replace(exit, e -> Event.collExit(e.location(), e.time(), SyntheticTrace.MPI_GET, e.comm(), e.partner(),
                e.bytes(), e.recvBytes()));
        int reference = find(0, EventType.COLLEXIT, 1);

        assertEquals(List.of(violation(exit, Rule.COLLECTIVE_MISMATCH, "collective #1 on comm 'MPI_COMM_WORLD' is "
                + "'MPI_Get' here but 'MPI_Allreduce' at location 0, event " + positionInLocation(reference))), validate());
    }

    @Test
    void collectiveWithAnotherRootIsFound() throws IOException {
        int exit = find(1, EventType.COLLEXIT, 2);
        replace(exit, e -> Event.collExit(e.location(), e.time(), e.region(), e.comm(), 0, e.bytes(), e.recvBytes()));
        int reference = find(0, EventType.COLLEXIT, 2);

        assertEquals(List.of(violation(exit, Rule.COLLECTIVE_MISMATCH, "collective #2 on comm 'MPI_COMM_WORLD' "
                + "('MPI_Allreduce') has root 0 here but root none at location 0, event " + positionInLocation(reference))),
                validate());
    }

    @Test
    void missingCollectiveIsFound() throws IOException {
        int last = find(2, EventType.COLLEXIT, ITERATIONS - 1);
        events.remove(last);
        events.remove(last - 1); // its ENTER
        int previous = find(2, EventType.COLLEXIT, ITERATIONS - 2);

        assertEquals(List.of(violation(previous, Rule.COLLECTIVE_MISMATCH, "location 2 takes part in 3 collectives on "
                + "comm 'MPI_COMM_WORLD', others in 4 (first missing: #3, 'MPI_Allreduce')")), validate());
    }

    private List<Violation> validate() throws IOException {
        return validate(definitions);
    }

    private List<Violation> validate(Definitions defs) throws IOException {
        TraceFixtures.writeUnchecked(dir, defs, events);
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            return new TraceValidator(trace).validate();
        }
    }

    /** The violation expected at events[i]. */
    private Violation violation(int i, Rule rule, String message) {
        Event e = events.get(i);
        return new Violation(e.location(), positionInLocation(i), e.time(), rule, message);
    }

    private long positionInLocation(int i) {
        int location = events.get(i).location();
        return events.subList(0, i).stream().filter(e -> e.location() == location).count();
    }

    /** Index in {@link #events} of the k-th event of {@code type} at {@code location}. */
    private int find(int location, EventType type, int k) {
        int seen = 0;
        for (int i = 0; i < events.size(); i++) {
            Event e = events.get(i);
            if (e.location() == location && e.type() == type && seen++ == k) {
                return i;
            }
        }
        throw new AssertionError("no " + type + " #" + k + " at location " + location);
    }

    private int count(int location, EventType type) {
        return (int) events.stream().filter(e -> e.location() == location && e.type() == type).count();
    }

    /** Inserts {@code e} after events[i], moving the location's later events 1 ns later to keep times strict. */
    private void insertAfter(int i, Event e) {
        for (int j = i + 1; j < events.size() && events.get(j).location() == e.location(); j++) {
            replace(j, later -> later.withTime(later.time() + 1));
        }
        events.add(i + 1, e);
    }

    private void replace(int i, UnaryOperator<Event> change) {
        events.set(i, change.apply(events.get(i)));
    }
}
