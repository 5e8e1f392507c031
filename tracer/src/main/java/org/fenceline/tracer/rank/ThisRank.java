package org.fenceline.tracer.rank;

import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.ErrorHandling;
import org.fenceline.tracer.runtime.RankRuntime;

/**
 * The runtime of the rank whose class loader defined this class. The runtime itself is shared by all ranks (one
 * copy of its classes, so the JIT compiles it once for the job); this class is loaded per rank, so its static is
 * what a static in a separate process would be: the facade of each rank finds its own runtime here.
 */
public final class ThisRank {
    private static volatile RankRuntime runtime;

    private ThisRank() {
    }

    static void install(RankRuntime runtime) {
        ThisRank.runtime = runtime;
    }

    /** This rank's runtime, or null when the program was not started by the Fenceline launcher. */
    public static RankRuntime installed() {
        return runtime;
    }

    /** This rank's runtime; fails when the program was not started by the launcher. */
    public static RankRuntime current() {
        RankRuntime r = runtime;
        if (r == null) {
            throw ErrorHandling.unattached(ErrorClass.OTHER, "this program was not started by the Fenceline "
                    + "launcher (fenceline run -np N ...), so there is no MPI job to join");
        }
        return r;
    }
}
