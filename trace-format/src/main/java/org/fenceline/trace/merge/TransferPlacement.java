package org.fenceline.trace.merge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.RmaEventModel;

/**
 * Decides where every RMA transfer record that leaves its recorded place ends up (digest 001 §5.2–5.3).
 *
 * <p>BASIC model: remote records become events of their owner at the origin's (corrected) time; GET_1TE stays.
 *
 * <p>EXTENDED model: a PUT_1TE or GET_1TE whose completion {@link RmaEpochTracker} found is moved to just
 * before the exit of that synchronisation. The k transfer ends moved before the same exit at time X, ordered
 * by (recorded time, recording location, position), get the desired times X−k, ..., X−1: in front of the
 * exit, in their original order, and distinct. A desired time is never earlier than the event's own recorded
 * time, so nothing moves into the past before its operation was issued; and an end whose completing exit is
 * not later than its recorded time (possible only with skewed clocks) stays where it was recorded. Ends
 * without a completing synchronisation (program error, or a truncated trace) stay where they were recorded;
 * both cases are counted as warnings. Collisions of desired times with other events are resolved by
 * {@link LocationTimeline}.
 */
final class TransferPlacement {
    private record Anchor(int location, long position, long time) {
    }

    private record Placed(Event event, long basic, int recordedAt, long position) {
    }

    private static final Comparator<Placed> RECORDED_ORDER = Comparator.comparingLong(Placed::basic)
            .thenComparingInt(Placed::recordedAt).thenComparingLong(Placed::position);

    /** The transfer ends moved in front of one own record (at {@code anchor.position()}). */
    private record Block(Anchor anchor, List<Placed> ends) {
    }

    private static final class Plan {
        final List<Long> movedAway = new ArrayList<>();
        final Map<Long, Block> blocks = new HashMap<>();
        final Map<Anchor, List<Placed>> remoteAnchored = new HashMap<>();
        final List<Placed> floating = new ArrayList<>();
    }

    private TransferPlacement() {
    }

    static LocationPlan[] plan(RmaEventModel model, LocationScan[] scans, ClockCorrection[] clocks,
            MergeWarnings warnings) {
        Plan[] plans = new Plan[scans.length];
        for (int i = 0; i < plans.length; i++) {
            plans[i] = new Plan();
        }
        for (LocationScan scan : scans) {
            for (Transfer t : scan.transfers()) {
                int owner = t.event.location();
                long basic = clocks[t.recordedAt].correct(t.event.time());
                Placed placed = new Placed(t.event.withTime(basic), basic, t.recordedAt, t.position);
                boolean ownGetEnd = t.event.type() == EventType.GET_1TE;
                Anchor anchor = model == RmaEventModel.EXTENDED && t.isEnd()
                        ? anchor(t, owner, scans, clocks, warnings) : null;
                if (anchor != null && anchor.time() <= basic) {
                    warnings.count(owner, "transfer ends recorded after their completing synchronisation "
                            + "(clock skew?), kept where recorded");
                    anchor = null;
                }
                Plan plan = plans[owner];
                if (anchor == null) {
                    if (!ownGetEnd) {
                        plan.floating.add(placed);
                    }
                    continue;
                }
                if (ownGetEnd) {
                    plan.movedAway.add(t.position);
                }
                if (anchor.location() == owner) {
                    Anchor a = anchor;
                    plan.blocks.computeIfAbsent(a.position(), p -> new Block(a, new ArrayList<>())).ends()
                            .add(placed);
                } else {
                    plan.remoteAnchored.computeIfAbsent(anchor, a -> new ArrayList<>()).add(placed);
                }
            }
        }
        LocationPlan[] result = new LocationPlan[plans.length];
        for (int i = 0; i < plans.length; i++) {
            result[i] = finish(plans[i]);
        }
        return result;
    }

    private static Anchor anchor(Transfer t, int owner, LocationScan[] scans, ClockCorrection[] clocks,
            MergeWarnings warnings) {
        SyncPoint exit;
        int at;
        if (t.completion instanceof Completion.AtSync s) {
            at = owner;
            exit = scans[owner].syncIndex().get(s.key());
        } else if (t.completion instanceof Completion.AtExit x) {
            at = x.location();
            exit = x.exit();
        } else {
            exit = null;
            at = owner;
        }
        if (exit == null) {
            warnings.count(owner, "transfer ends without a completing synchronisation, kept where recorded");
            return null;
        }
        return new Anchor(at, exit.position(), clocks[at].correct(exit.rawTime()));
    }

    private static LocationPlan finish(Plan plan) {
        long[] movedAway = plan.movedAway.stream().mapToLong(Long::longValue).sorted().toArray();
        List<Block> sortedBlocks = new ArrayList<>(plan.blocks.values());
        sortedBlocks.sort(Comparator.comparingLong(b -> b.anchor().position()));
        long[] positions = new long[sortedBlocks.size()];
        List<List<Event>> blocks = new ArrayList<>(sortedBlocks.size());
        for (int i = 0; i < positions.length; i++) {
            Block b = sortedBlocks.get(i);
            positions[i] = b.anchor().position();
            blocks.add(spacedBefore(b.anchor().time(), b.ends()).stream().map(Placed::event).toList());
        }
        List<Placed> floating = new ArrayList<>(plan.floating);
        plan.remoteAnchored.forEach((anchor, ends) -> floating.addAll(spacedBefore(anchor.time(), ends)));
        floating.sort(Comparator.comparingLong((Placed p) -> p.event().time()).thenComparingInt(Placed::recordedAt)
                .thenComparingLong(Placed::position));
        return new LocationPlan(movedAway, positions, blocks, floating.stream().map(Placed::event).toList());
    }

    /** The ends in recorded order at desired times anchor−k .. anchor−1, never before their recorded time. */
    private static List<Placed> spacedBefore(long anchorTime, List<Placed> ends) {
        List<Placed> sorted = new ArrayList<>(ends);
        sorted.sort(RECORDED_ORDER);
        int k = sorted.size();
        List<Placed> out = new ArrayList<>(k);
        for (int j = 0; j < k; j++) {
            Placed p = sorted.get(j);
            long desired = Math.max(anchorTime - k + j, p.basic());
            out.add(new Placed(p.event().withTime(desired), p.basic(), p.recordedAt(), p.position()));
        }
        return out;
    }
}
