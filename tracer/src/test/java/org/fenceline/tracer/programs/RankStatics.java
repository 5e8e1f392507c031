package org.fenceline.tracer.programs;

import mpi.MPI;
import mpi.MPIException;
import org.fenceline.tracer.runtime.RankRuntime;

/** Each rank sees its own copy of static fields, the program's and MPI's; the runtime behind them is shared. */
public class RankStatics {
    static int counter;

    public static void main(String[] args) throws MPIException {
        counter++;
        MPI.Init(args);
        Check.equal(1, counter, "a static counter incremented once per rank");
        Check.isTrue(MPI.class.getClassLoader() == RankStatics.class.getClassLoader(),
                "mpi classes and the program share the rank's loader");
        Check.isTrue(RankStatics.class.getClassLoader() != ClassLoader.getSystemClassLoader(),
                "the program is loaded by a rank loader, not the application loader");
        Check.isTrue(RankRuntime.class.getClassLoader() == ClassLoader.getSystemClassLoader(),
                "one copy of the runtime serves every rank (the JIT compiles it once)");
        MPI.Finalize();
    }
}
