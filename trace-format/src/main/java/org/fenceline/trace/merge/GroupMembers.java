package org.fenceline.trace.merge;

import java.util.BitSet;
import java.util.List;

/**
 * A group's members (ranks), made once per group definition: every start, post, wait and flush of a one-sided
 * epoch names its group, and a set per synchronisation cost more than the scan's other work on PSCW traces.
 */
final class GroupMembers {
    static final GroupMembers NONE = new GroupMembers(List.of());

    private final int[] members;
    private final BitSet set = new BitSet();

    GroupMembers(List<Integer> members) {
        this.members = members.stream().mapToInt(Integer::intValue).distinct().toArray();
        for (int m : this.members) {
            if (m >= 0) {
                set.set(m);
            }
        }
    }

    boolean contains(int member) {
        return member >= 0 && set.get(member);
    }

    /** The members, each once, in definition order: not to be changed. */
    int[] members() {
        return members;
    }
}
