package org.fenceline.samples.p2p;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import org.fenceline.samples.Delay;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * Ping-pong: rank 0 sends a ball, rank 1 takes some time to reply (the injected delay), for a number of rounds.
 * Rank 0 prints the mean round-trip time. Every round, rank 0 waits in MPI_Recv while rank 1 thinks: a Late
 * Sender per round. Expected: {@code mpi_latesender} = rounds · delay (rank 0; rank 1 waits only for the
 * message latency).
 *
 * <pre>fenceline run -np 2 --trace DIR org.fenceline.samples.p2p.PingPong [REPLY_MS] [ROUNDS]</pre>
 */
public class PingPong {
    private static final int PING = 1;
    private static final int PONG = 2;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay reply = Delay.fromArgs(args, 0, 20);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        Intracomm world = MPI.COMM_WORLD;
        byte[] ball = new byte[8];
        StartLine.align(world);
        try (Region play = Region.enter("ping-pong")) {
            if (world.getRank() == 0) {
                double start = MPI.wtime();
                for (int round = 0; round < rounds; round++) {
                    world.send(ball, ball.length, MPI.BYTE, 1, PING);
                    world.recv(ball, ball.length, MPI.BYTE, 1, PONG);
                }
                System.out.printf("mean round trip: %.3f ms%n", (MPI.wtime() - start) / rounds * 1e3);
            } else if (world.getRank() == 1) {
                for (int round = 0; round < rounds; round++) {
                    world.recv(ball, ball.length, MPI.BYTE, 0, PING);
                    reply.compute();
                    world.send(ball, ball.length, MPI.BYTE, 0, PONG);
                }
            }
        }
        MPI.Finalize();
    }
}
