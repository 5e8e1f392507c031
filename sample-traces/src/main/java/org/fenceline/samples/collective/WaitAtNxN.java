package org.fenceline.samples.collective;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import org.fenceline.samples.Delay;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * Wait at N x N: every rank contributes its local residual to an MPI_Allreduce, but the last rank computes for
 * the injected delay first; nobody can leave the all-to-all reduction before it arrived. Expected:
 * {@code mpi_wait_nxn} = (n-1) · delay, per step. More steps than the one of the committed trace make a
 * collective-heavy trace for the analyzer's benchmarks (docs/PERFORMANCE.md).
 *
 * <pre>fenceline run -np 4 --trace DIR org.fenceline.samples.collective.WaitAtNxN [DELAY_MS] [STEPS]</pre>
 */
public class WaitAtNxN {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay delay = Delay.fromArgs(args);
        int steps = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        Intracomm world = MPI.COMM_WORLD;
        double[] localResidual = {1.0 / (1 + world.getRank())};
        double[] globalResidual = new double[1];
        StartLine.align(world);
        for (int s = 0; s < steps; s++) {
            try (Region step = Region.enter("step")) {
                if (world.getRank() == world.getSize() - 1) {
                    delay.compute();
                }
                world.allReduce(localResidual, globalResidual, 1, MPI.DOUBLE, MPI.MAX);
            }
        }
        MPI.Finalize();
    }
}
