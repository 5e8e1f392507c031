package mpi;

import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.ProcessGroup;
import org.fenceline.tracer.runtime.RankRuntime;

/** An ordered set of processes (MPI_Group). */
public final class Group implements Freeable, Cloneable {
    private ProcessGroup handle;

    Group(ProcessGroup handle) {
        this.handle = handle;
    }

    static ProcessGroup handleOf(Group group, String call) {
        if (group == null || group.handle == null) {
            throw RankRuntime.current().error(ErrorClass.GROUP, call + ": group is "
                    + (group == null ? "null" : "freed"));
        }
        return group.handle;
    }

    private ProcessGroup live(String call) {
        MPI.check();
        return handleOf(this, call);
    }

    public int getSize() throws MPIException {
        return live("MPI_Group_size").size();
    }

    /** The caller's rank in this group, or MPI.UNDEFINED if it is not a member. */
    public int getRank() throws MPIException {
        return live("MPI_Group_rank").rankOf(RankRuntime.current().worldRank());
    }

    @Override
    public void free() throws MPIException {
        handle = null;
    }

    public boolean isNull() {
        return handle == null;
    }

    @Override
    public Group clone() {
        return new Group(handle);
    }

    public static int[] translateRanks(Group group1, int[] ranks1, Group group2) throws MPIException {
        MPI.check();
        return ProcessGroup.translateRanks(handleOf(group1, "MPI_Group_translate_ranks"), ranks1,
                handleOf(group2, "MPI_Group_translate_ranks"));
    }

    public static int compare(Group group1, Group group2) throws MPIException {
        MPI.check();
        return ProcessGroup.compare(handleOf(group1, "MPI_Group_compare"), handleOf(group2, "MPI_Group_compare"));
    }

    public static Group union(Group group1, Group group2) throws MPIException {
        MPI.check();
        return new Group(ProcessGroup.union(handleOf(group1, "MPI_Group_union"),
                handleOf(group2, "MPI_Group_union")));
    }

    public static Group intersection(Group group1, Group group2) throws MPIException {
        MPI.check();
        return new Group(ProcessGroup.intersection(handleOf(group1, "MPI_Group_intersection"),
                handleOf(group2, "MPI_Group_intersection")));
    }

    public static Group difference(Group group1, Group group2) throws MPIException {
        MPI.check();
        return new Group(ProcessGroup.difference(handleOf(group1, "MPI_Group_difference"),
                handleOf(group2, "MPI_Group_difference")));
    }

    public Group incl(int[] ranks) throws MPIException {
        return new Group(live("MPI_Group_incl").incl(ranks));
    }

    public Group excl(int[] ranks) throws MPIException {
        return new Group(live("MPI_Group_excl").excl(ranks));
    }

    /** Ranges are {first, last, stride} triplets. */
    public Group rangeIncl(int[][] ranges) throws MPIException {
        return new Group(live("MPI_Group_range_incl").rangeIncl(ranges));
    }

    public Group rangeExcl(int[][] ranges) throws MPIException {
        return new Group(live("MPI_Group_range_excl").rangeExcl(ranges));
    }
}
