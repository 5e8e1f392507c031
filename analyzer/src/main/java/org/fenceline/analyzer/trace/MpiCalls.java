package org.fenceline.analyzer.trace;

import java.util.List;
import java.util.regex.Pattern;

import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;

/**
 * The few MPI calls whose analysis depends on <em>which</em> call it is, not only on its {@link RegionRole}:
 * MPI_Init versus MPI_Finalize (one role, opposite patterns), MPI_Test* (never a wait state: the call does not
 * block), MPI_Alltoallv/w (Scalasca skips them: their per-peer counts are not in the trace) and the one-sided
 * synchronisation calls (an exit record does not say whether it closes an access or an exposure epoch).
 * Scalasca tells these apart by name as well; time categories never look at names.
 */
public final class MpiCalls {
    private static final Pattern TEST = Pattern.compile("MPI_Test(all|any|some)?");
    private static final Pattern INIT = Pattern.compile("MPI_Init(_thread)?");
    private static final Pattern VARIABLE_ALL_TO_ALL = Pattern.compile("MPI_Alltoall[vw]");

    private final boolean[] init;
    private final boolean[] finalize;
    private final boolean[] test;
    private final boolean[] variableAllToAll;
    private final boolean[] mpiRegion;
    private final RmaRecord[] rmaCall;

    private MpiCalls(List<Definitions.Region> regions) {
        int n = regions.size();
        init = new boolean[n];
        finalize = new boolean[n];
        test = new boolean[n];
        variableAllToAll = new boolean[n];
        mpiRegion = new boolean[n];
        rmaCall = new RmaRecord[n];
        for (Definitions.Region r : regions) {
            boolean mpi = r.paradigm() == Paradigm.MPI;
            init[r.id()] = r.role() == RegionRole.INIT_FINALIZE && INIT.matcher(r.name()).matches();
            finalize[r.id()] = r.role() == RegionRole.INIT_FINALIZE && "MPI_Finalize".equals(r.name());
            test[r.id()] = mpi && TEST.matcher(r.name()).matches();
            variableAllToAll[r.id()] = r.role() == RegionRole.COLLECTIVE_ALL_TO_ALL
                    && VARIABLE_ALL_TO_ALL.matcher(r.name()).matches();
            mpiRegion[r.id()] = mpi;
            rmaCall[r.id()] = rmaCallOf(r);
        }
    }

    public static MpiCalls of(Definitions definitions) {
        return new MpiCalls(definitions.regions());
    }

    public boolean isInit(int region) {
        return init[region];
    }

    public boolean isFinalize(int region) {
        return finalize[region];
    }

    public boolean isTest(int region) {
        return test[region];
    }

    public boolean isVariableAllToAll(int region) {
        return variableAllToAll[region];
    }

    /** A region of paradigm MPI: while in one, a location makes progress on other locations' requests. */
    public boolean isMpi(int region) {
        return mpiRegion[region];
    }

    /** The one-sided synchronisation or window call a region is, or null. */
    public RmaRecord rmaCall(int region) {
        return rmaCall[region];
    }

    /** Whether the trace has passive-target calls at all (only then is MPI activity worth recording). */
    public boolean hasPassiveTarget() {
        for (RmaRecord r : rmaCall) {
            if (r == RmaRecord.PASSIVE_SYNC) {
                return true;
            }
        }
        return false;
    }

    private static RmaRecord rmaCallOf(Definitions.Region r) {
        return switch (r.role()) {
            case WINDOW_MANAGEMENT -> "MPI_Win_free".equals(r.name()) ? RmaRecord.FREE : RmaRecord.CREATE;
            case RMA_PASSIVE_SYNC -> RmaRecord.PASSIVE_SYNC;
            case RMA_ACTIVE_SYNC -> switch (r.name()) {
                case "MPI_Win_fence" -> RmaRecord.FENCE;
                case "MPI_Win_post" -> RmaRecord.POST;
                case "MPI_Win_start" -> RmaRecord.START;
                case "MPI_Win_complete" -> RmaRecord.COMPLETE;
                case "MPI_Win_wait" -> RmaRecord.WAIT;
                case "MPI_Win_test" -> RmaRecord.TEST;
                default -> null;
            };
            default -> null;
        };
    }
}
