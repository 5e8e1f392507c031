package mpi;

import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.rank.ThisRank;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.ProcessGroup;
import org.fenceline.tracer.runtime.MpiError;

/** An ordered set of processes (MPI_Group). */
public final class Group implements Freeable {
    private ProcessGroup handle;

    Group(ProcessGroup handle) {
        this.handle = handle;
    }

    static ProcessGroup handleOf(Group group, String call) {
        if (group == null || group.handle == null) {
            throw ThisRank.current().error(ErrorClass.GROUP, call + ": group is "
                    + (group == null ? "null" : "freed"));
        }
        return group.handle;
    }

    private ProcessGroup live(String call) throws MPIException {
        MPI.check();
        return handleOf(this, call);
    }

    public int getSize() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GROUP_SIZE);
        try {
            return live("MPI_Group_size").size();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GROUP_SIZE);
        }
    }

    /** The caller's rank in this group, or MPI.UNDEFINED if it is not a member. */
    public int getRank() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GROUP_RANK);
        try {
            return live("MPI_Group_rank").rankOf(ThisRank.current().worldRank());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GROUP_RANK);
        }
    }

    @Override
    public void free() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GROUP_FREE);
        try {
            handle = null;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GROUP_FREE);
        }
    }

    public boolean isNull() {
        return handle == null;
    }


    public static int[] translateRanks(Group group1, int[] ranks1, Group group2) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GROUP_TRANSLATE_RANKS);
        try {
            MPI.check();
            return ProcessGroup.translateRanks(handleOf(group1, "MPI_Group_translate_ranks"), ranks1,
                    handleOf(group2, "MPI_Group_translate_ranks"));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GROUP_TRANSLATE_RANKS);
        }
    }

    public static int compare(Group group1, Group group2) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GROUP_COMPARE);
        try {
            MPI.check();
            return ProcessGroup.compare(handleOf(group1, "MPI_Group_compare"), handleOf(group2, "MPI_Group_compare"));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GROUP_COMPARE);
        }
    }

    public static Group union(Group group1, Group group2) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GROUP_UNION);
        try {
            MPI.check();
            return new Group(ProcessGroup.union(handleOf(group1, "MPI_Group_union"),
                    handleOf(group2, "MPI_Group_union")));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GROUP_UNION);
        }
    }

    public static Group intersection(Group group1, Group group2) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GROUP_INTERSECTION);
        try {
            MPI.check();
            return new Group(ProcessGroup.intersection(handleOf(group1, "MPI_Group_intersection"),
                    handleOf(group2, "MPI_Group_intersection")));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GROUP_INTERSECTION);
        }
    }

    public static Group difference(Group group1, Group group2) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GROUP_DIFFERENCE);
        try {
            MPI.check();
            return new Group(ProcessGroup.difference(handleOf(group1, "MPI_Group_difference"),
                    handleOf(group2, "MPI_Group_difference")));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GROUP_DIFFERENCE);
        }
    }

    public Group incl(int[] ranks) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GROUP_INCL);
        try {
            return new Group(live("MPI_Group_incl").incl(ranks));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GROUP_INCL);
        }
    }

    public Group excl(int[] ranks) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GROUP_EXCL);
        try {
            return new Group(live("MPI_Group_excl").excl(ranks));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GROUP_EXCL);
        }
    }

    /** Ranges are {first, last, stride} triplets. */
    public Group rangeIncl(int[][] ranges) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GROUP_RANGE_INCL);
        try {
            return new Group(live("MPI_Group_range_incl").rangeIncl(ranges));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GROUP_RANGE_INCL);
        }
    }

    public Group rangeExcl(int[][] ranges) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GROUP_RANGE_EXCL);
        try {
            return new Group(live("MPI_Group_range_excl").rangeExcl(ranges));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GROUP_RANGE_EXCL);
        }
    }
}
