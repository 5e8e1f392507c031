package org.fenceline.samples.p2p;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import org.fenceline.samples.Delay;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * Master-worker with a static, imbalanced assignment: each round the master hands one task to every worker and
 * collects the results in rank order; worker w's tasks cost w units (simulated by computing for w · unit). The
 * master waits for the slowest worker, and the fast workers wait for the next task while it does: with n ranks,
 * every round costs n(n-1)/2 units of Late Sender, (n-1) at the master and (n-1)(n-2)/2 at the workers. A
 * dynamic assignment (the next task to whoever returns a result first, receiving from MPI_ANY_SOURCE) would
 * remove most of it.
 *
 * <pre>fenceline run -np 4 --trace DIR org.fenceline.samples.p2p.MasterWorker [UNIT_MS] [ROUNDS]</pre>
 */
public class MasterWorker {
    private static final int TASK = 1;
    private static final int RESULT = 2;
    private static final int STOP = 3;
    private static final int MASTER = 0;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay unit = Delay.fromArgs(args, 0, 10);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        Intracomm world = MPI.COMM_WORLD;
        StartLine.align(world);
        try (Region farm = Region.enter("task-farm")) {
            if (world.getRank() == MASTER) {
                master(world, rounds);
            } else {
                worker(world, unit.times(world.getRank()));
            }
        }
        MPI.Finalize();
    }

    private static void master(Intracomm world, int rounds) throws MPIException {
        int[] task = new int[1];
        double[] result = new double[1];
        double total = 0;
        for (int round = 0; round < rounds; round++) {
            for (int worker = 1; worker < world.getSize(); worker++) {
                task[0] = round * world.getSize() + worker;
                world.send(task, 1, MPI.INT, worker, TASK);
            }
            for (int worker = 1; worker < world.getSize(); worker++) {
                world.recv(result, 1, MPI.DOUBLE, worker, RESULT);
                total += result[0];
            }
        }
        for (int worker = 1; worker < world.getSize(); worker++) {
            world.send(task, 0, MPI.INT, worker, STOP);
        }
        System.out.println("sum of results: " + total);
    }

    private static void worker(Intracomm world, Delay taskCost) throws MPIException {
        int[] task = new int[1];
        double[] result = new double[1];
        while (world.recv(task, 1, MPI.INT, MASTER, MPI.ANY_TAG).getTag() == TASK) {
            taskCost.compute();
            result[0] = Math.sqrt(task[0]);
            world.send(result, 1, MPI.DOUBLE, MASTER, RESULT);
        }
    }
}
