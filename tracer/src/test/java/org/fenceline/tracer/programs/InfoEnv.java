package org.fenceline.tracer.programs;

import mpi.Info;
import mpi.MPI;
import mpi.MPIException;

/**
 * MPI.INFO_ENV holds the reserved keys of MPI-3.1 §10.3.1 with this launch's values (each rank its own host).
 * Run with 3 ranks and the arguments "alpha beta".
 */
public class InfoEnv {
    public static void main(String[] args) throws MPIException {
        int provided = MPI.InitThread(args, MPI.THREAD_FUNNELED);
        Info env = MPI.INFO_ENV;
        Check.equal(InfoEnv.class.getName(), env.get("command"), "command");
        Check.equal("alpha beta", env.get("argv"), "argv");
        Check.equal("3", env.get("maxprocs"), "maxprocs");
        Check.equal("3", env.get("soft"), "soft, as in Open MPI the same as maxprocs");
        Check.equal(MPI.getProcessorName(), env.get("host"), "host");
        Check.equal(System.getProperty("os.arch"), env.get("arch"), "arch");
        Check.equal(System.getProperty("user.dir"), env.get("wdir"), "wdir");
        Check.equal(MPI.THREAD_FUNNELED, provided, "provided thread level");
        Check.equal("MPI_THREAD_FUNNELED", env.get("thread_level"), "thread_level");
        Check.equal(null, env.get("file"), "no application file");
        Check.equal(8, env.size(), "number of keys");
        MPI.Finalize();
    }
}
