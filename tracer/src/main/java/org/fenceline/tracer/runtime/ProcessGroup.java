package org.fenceline.tracer.runtime;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * An ordered set of processes (MPI_Group), held as world ranks. Immutable; the set operations follow the
 * MPI standard's ordering rules (union: first group then the new members of the second, and so on).
 */
public final class ProcessGroup {
    public static final ProcessGroup EMPTY = new ProcessGroup(new int[0]);

    private final int[] worldRanks;

    public ProcessGroup(int[] worldRanks) {
        this.worldRanks = worldRanks.clone();
    }

    public static ProcessGroup ofRange(int size) {
        int[] ranks = new int[size];
        Arrays.setAll(ranks, i -> i);
        return new ProcessGroup(ranks);
    }

    public int size() {
        return worldRanks.length;
    }

    public int worldRank(int rank) {
        return worldRanks[rank];
    }

    int[] worldRanks() {
        return worldRanks.clone();
    }

    /** This group's rank of the process with {@code worldRank}, or MPI_UNDEFINED. */
    public int rankOf(int worldRank) {
        for (int i = 0; i < worldRanks.length; i++) {
            if (worldRanks[i] == worldRank) {
                return i;
            }
        }
        return MpiConstants.UNDEFINED;
    }

    public ProcessGroup incl(int[] ranks) {
        return include("MPI_Group_incl", ranks);
    }

    public ProcessGroup excl(int[] ranks) {
        return exclude("MPI_Group_excl", ranks);
    }

    private ProcessGroup include(String call, int[] ranks) {
        checkDistinctRanks(call, ranks);
        int[] selected = new int[ranks.length];
        for (int i = 0; i < ranks.length; i++) {
            selected[i] = worldRanks[ranks[i]];
        }
        return new ProcessGroup(selected);
    }

    private ProcessGroup exclude(String call, int[] ranks) {
        checkDistinctRanks(call, ranks);
        boolean[] excluded = new boolean[worldRanks.length];
        for (int r : ranks) {
            excluded[r] = true;
        }
        int[] kept = new int[worldRanks.length - ranks.length];
        int n = 0;
        for (int i = 0; i < worldRanks.length; i++) {
            if (!excluded[i]) {
                kept[n++] = worldRanks[i];
            }
        }
        return new ProcessGroup(kept);
    }

    /** Ranks named by (first, last, stride) triplets, in order. */
    public ProcessGroup rangeIncl(int[][] ranges) {
        return include("MPI_Group_range_incl", expand("MPI_Group_range_incl", ranges));
    }

    public ProcessGroup rangeExcl(int[][] ranges) {
        return exclude("MPI_Group_range_excl", expand("MPI_Group_range_excl", ranges));
    }

    public static ProcessGroup union(ProcessGroup a, ProcessGroup b) {
        Set<Integer> members = new LinkedHashSet<>();
        Arrays.stream(a.worldRanks).forEach(members::add);
        Arrays.stream(b.worldRanks).forEach(members::add);
        return new ProcessGroup(members.stream().mapToInt(Integer::intValue).toArray());
    }

    public static ProcessGroup intersection(ProcessGroup a, ProcessGroup b) {
        return new ProcessGroup(Arrays.stream(a.worldRanks).filter(w -> b.rankOf(w) != MpiConstants.UNDEFINED)
                .toArray());
    }

    public static ProcessGroup difference(ProcessGroup a, ProcessGroup b) {
        return new ProcessGroup(Arrays.stream(a.worldRanks).filter(w -> b.rankOf(w) == MpiConstants.UNDEFINED)
                .toArray());
    }

    /** The ranks in {@code to} of the processes with {@code ranks} in {@code from} (MPI_UNDEFINED if absent). */
    public static int[] translateRanks(ProcessGroup from, int[] ranks, ProcessGroup to) {
        int[] result = new int[ranks.length];
        for (int i = 0; i < ranks.length; i++) {
            if (ranks[i] == MpiConstants.PROC_NULL) {
                result[i] = MpiConstants.PROC_NULL;
                continue;
            }
            from.checkRank("MPI_Group_translate_ranks", "ranks[" + i + "]", ranks[i]);
            result[i] = to.rankOf(from.worldRanks[ranks[i]]);
        }
        return result;
    }

    /** MPI_IDENT (same members, same order), MPI_SIMILAR (same members) or MPI_UNEQUAL. */
    public static int compare(ProcessGroup a, ProcessGroup b) {
        if (Arrays.equals(a.worldRanks, b.worldRanks)) {
            return MpiConstants.IDENT;
        }
        if (a.size() == b.size() && difference(a, b).size() == 0) {
            return MpiConstants.SIMILAR;
        }
        return MpiConstants.UNEQUAL;
    }

    private int[] expand(String call, int[][] ranges) {
        int total = 0;
        int[][] checked = new int[ranges.length][];
        for (int i = 0; i < ranges.length; i++) {
            int[] r = ranges[i];
            if (r == null || r.length != 3 || r[2] == 0) {
                throw MpiError.forWorld(ErrorClass.ARG,
                        call + ": ranges[" + i + "] must be {first, last, stride} with stride != 0");
            }
            checkRank(call, "ranges[" + i + "][0]", r[0]);
            long steps = ((long) r[1] - r[0]) / r[2];
            if (steps < 0) {
                throw MpiError.forWorld(ErrorClass.ARG,
                        call + ": ranges[" + i + "] stride " + r[2] + " does not lead from " + r[0] + " to " + r[1]);
            }
            // Only the ranks a triplet produces must be valid: its last value is a bound, as in {5, 8, 2} of 8.
            checkRank(call, "the last rank of ranges[" + i + "]", r[0] + steps * r[2]);
            checked[i] = r;
            total += (int) steps + 1;
        }
        int[] ranks = new int[total];
        int n = 0;
        for (int[] r : checked) {
            for (int k = r[0]; r[2] > 0 ? k <= r[1] : k >= r[1]; k += r[2]) {
                ranks[n++] = k;
            }
        }
        return ranks;
    }

    private void checkDistinctRanks(String call, int[] ranks) {
        boolean[] seen = new boolean[worldRanks.length];
        for (int i = 0; i < ranks.length; i++) {
            checkRank(call, "ranks[" + i + "]", ranks[i]);
            if (seen[ranks[i]]) {
                throw MpiError.forWorld(ErrorClass.RANK,
                        call + ": ranks[" + i + "]=" + ranks[i] + " appears twice");
            }
            seen[ranks[i]] = true;
        }
    }

    private void checkRank(String call, String argument, long rank) {
        if (rank < 0 || rank >= worldRanks.length) {
            throw MpiError.forWorld(ErrorClass.RANK, call + ": " + argument + "=" + rank
                    + " is not a rank of a group of size " + worldRanks.length);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ProcessGroup g && Arrays.equals(worldRanks, g.worldRanks);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(worldRanks);
    }
}
