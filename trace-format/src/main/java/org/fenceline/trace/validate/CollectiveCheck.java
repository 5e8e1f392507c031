package org.fenceline.trace.validate;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * {@link Rule#COLLECTIVE_MISMATCH}: collectives on a communicator are called in the same order by all of its
 * members, so the n-th COLLEXIT on a communicator must have the same region and root everywhere, come from a
 * member, and every member must have as many as the others. The first member seen defines each instance.
 */
final class CollectiveCheck implements EventCheck {
    private record Instance(int region, int root, EventPosition definedBy) {
    }

    /** One communicator: its members, its instances so far and, per member, how many it has passed. */
    private static final class CommState {
        final List<Integer> members;
        final BitSet isMember = new BitSet();
        final List<Instance> instances = new ArrayList<>();
        final Map<Integer, Integer> passed = new HashMap<>();
        final Map<Integer, EventPosition> lastExit = new HashMap<>();

        CommState(List<Integer> members) {
            this.members = members;
            members.forEach(isMember::set);
        }
    }

    private final Definitions definitions;
    private final Names names;
    private final Map<Integer, CommState> comms = new TreeMap<>();

    CollectiveCheck(Definitions definitions, Names names) {
        this.definitions = definitions;
        this.names = names;
    }

    @Override
    public void event(EventCursor e, Reporter report) {
        if (e.type() != EventType.COLLEXIT) {
            return;
        }
        int comm = e.comm();
        CommState state = state(comm);
        if (state == null) {
            return; // an undefined communicator: ReferenceCheck reports it
        }
        if (!state.isMember.get(e.location())) {
            report.at(e, Rule.COLLECTIVE_MISMATCH, "COLLEXIT of " + names.region(e.region()) + " on comm "
                    + names.comm(comm) + ", which location " + e.location() + " is not a member of");
            return;
        }
        int n = state.passed.merge(e.location(), 1, Integer::sum) - 1;
        state.lastExit.put(e.location(), EventPosition.of(e));
        if (n == state.instances.size()) {
            state.instances.add(new Instance(e.region(), e.partner(), EventPosition.of(e)));
            return;
        }
        Instance expected = state.instances.get(n);
        String instance = "collective #" + n + " on comm " + names.comm(comm);
        String where = " at location " + expected.definedBy().location() + ", event " + expected.definedBy().index();
        if (expected.region() != e.region()) {
            report.at(e, Rule.COLLECTIVE_MISMATCH, instance + " is " + names.region(e.region()) + " here but "
                    + names.region(expected.region()) + where);
        } else if (expected.root() != e.partner()) {
            report.at(e, Rule.COLLECTIVE_MISMATCH, instance + " (" + names.region(e.region()) + ") has root "
                    + root(e.partner()) + " here but root " + root(expected.root()) + where);
        }
    }

    @Override
    public void traceEnd(Reporter report) {
        comms.forEach((comm, state) -> {
            for (int member : state.members) {
                int passed = state.passed.getOrDefault(member, 0);
                if (passed < state.instances.size()) {
                    Instance missing = state.instances.get(passed);
                    EventPosition at = state.lastExit.getOrDefault(member, new EventPosition(member, -1, 0));
                    report.at(at, Rule.COLLECTIVE_MISMATCH, "location " + member + " takes part in " + passed
                            + " collectives on comm " + names.comm(comm) + ", others in " + state.instances.size()
                            + " (first missing: #" + passed + ", " + names.region(missing.region()) + ")");
                }
            }
        });
    }

    /** The communicator's state, or null if it or its group is undefined. */
    private CommState state(int comm) {
        CommState state = comms.get(comm);
        if (state == null && comm >= 0 && comm < definitions.communicators().size()) {
            int group = definitions.communicators().get(comm).group();
            if (group >= 0 && group < definitions.groups().size()) {
                state = new CommState(definitions.groups().get(group).members());
                comms.put(comm, state);
            }
        }
        return state;
    }

    private static String root(int root) {
        return root == Event.NONE ? "none" : Integer.toString(root);
    }
}
