package org.fenceline.samples.p2p;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import org.fenceline.samples.Delay;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * Messages in Wrong Order: rank 0 sends a header at once and, after computing for the injected delay, a body.
 * Rank 1 receives the body first, so it waits the whole delay in MPI_Recv although the header has long been
 * there: a Late Sender that receiving in sending order would have avoided. Expected: {@code mpi_latesender} =
 * {@code mpi_latesender_wo} = {@code mpi_lswo_same} = delay, charged to rank 1.
 *
 * <pre>fenceline run -np 2 --trace DIR org.fenceline.samples.p2p.WrongOrder [DELAY_MS]</pre>
 */
public class WrongOrder {
    private static final int HEADER = 1;
    private static final int BODY = 2;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay delay = Delay.fromArgs(args);
        Intracomm world = MPI.COMM_WORLD;
        int[] header = new int[2];
        double[] body = new double[16];
        StartLine.align(world);
        try (Region exchange = Region.enter("exchange")) {
            if (world.getRank() == 0) {
                world.send(header, header.length, MPI.INT, 1, HEADER);
                delay.compute();
                world.send(body, body.length, MPI.DOUBLE, 1, BODY);
            } else if (world.getRank() == 1) {
                world.recv(body, body.length, MPI.DOUBLE, 0, BODY);
                world.recv(header, header.length, MPI.INT, 0, HEADER);
            }
        }
        MPI.Finalize();
    }
}
