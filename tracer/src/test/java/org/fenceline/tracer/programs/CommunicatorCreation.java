package org.fenceline.tracer.programs;

import java.nio.IntBuffer;
import mpi.CartComm;
import mpi.Comm;
import mpi.Group;
import mpi.Info;
import mpi.Intercomm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/** Needs 4 ranks: iDup (intra and inter), dupWithInfo and hints, splitType, createGroup, disconnect. */
public class CommunicatorCreation {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        int size = world.getSize();

        // iDup returns before the other ranks take part: rank 0 starts it, then sends to rank 1, which only
        // starts its own iDup after receiving.
        int[] token = new int[1];
        Intracomm pending;
        if (rank == 1) {
            world.recv(token, 1, MPI.INT, 0, 3);
            pending = world.iDup();
        } else {
            pending = world.iDup();
            if (rank == 0) {
                world.send(new int[] {42}, 1, MPI.INT, 1, 3);
            }
        }
        Check.isTrue(MPI.REQUEST_NULL == world.getRequest(), "a communicator not made by iDup has no request");
        pending.getRequest().waitFor();
        Check.equal(MPI.CONGRUENT, Comm.compare(world, pending), "iDup is congruent");
        int[] sum = new int[1];
        pending.allReduce(new int[] {rank}, sum, 1, MPI.INT, MPI.SUM);
        Check.equal(size * (size - 1) / 2, sum[0], "allreduce on the iDup");
        CartComm ring = world.createCart(new int[] {size}, new boolean[] {true}, false);
        CartComm ringCopy = ring.iDup();
        Request.waitAll(new Request[] {ringCopy.getRequest()});
        Check.equal(MPI.CART, ringCopy.getTopology(), "iDup keeps the topology");

        // Hints: set, read back, copied by dup, replaced by dupWithInfo.
        Info hints = new Info();
        hints.set("fenceline.test", "kept");
        pending.setInfo(hints);
        Check.equal("kept", pending.getInfo().get("fenceline.test"), "getInfo");
        Intracomm copied = pending.dup();
        Check.equal("kept", copied.getInfo().get("fenceline.test"), "dup copies the hints");
        Info other = new Info();
        other.set("fenceline.other", "new");
        Intracomm withInfo = pending.dupWithInfo(other);
        Check.equal(null, withInfo.getInfo().get("fenceline.test"), "dupWithInfo replaces the hints");
        Check.equal("new", withInfo.getInfo().get("fenceline.other"), "dupWithInfo's hints");
        Check.equal(MPI.CONGRUENT, Comm.compare(world, withInfo), "dupWithInfo is congruent");

        // splitType: every rank is a node of its own.
        Intracomm node = world.splitType(Comm.TYPE_SHARED, 0, MPI.INFO_NULL);
        Check.equal(1, node.getSize(), "one rank per emulated node");
        Check.isTrue(world.splitType(MPI.UNDEFINED, 0, MPI.INFO_NULL).isNull(), "UNDEFINED gives no communicator");

        // createGroup: only the even ranks call it; the odd ranks meanwhile exchange among themselves.
        Group evens = world.getGroup().incl(new int[] {0, 2});
        if (rank % 2 == 0) {
            Intracomm created = world.createGroup(evens, 7);
            Check.equal(2, created.getSize(), "createGroup size");
            Check.equal(rank / 2, created.getRank(), "createGroup rank");
            int[] partner = new int[1];
            created.sendRecv(new int[] {rank}, 1, MPI.INT, 1 - rank / 2, 0, partner, 1, MPI.INT, 1 - rank / 2, 0);
            Check.equal(2 - rank, partner[0], "exchange on the created communicator");
        } else {
            int[] partner = new int[1];
            world.sendRecv(new int[] {rank}, 1, MPI.INT, 4 - rank, 9, partner, 1, MPI.INT, 4 - rank, 9);
            Check.equal(4 - rank, partner[0], "odd ranks are not held up");
        }

        // disconnect waits for a pending receive, whose message the partner sends before disconnecting.
        Intracomm leaving = world.dup();
        IntBuffer in = MPI.newIntBuffer(1);
        int partner = rank ^ 1;
        Request receive = leaving.iRecv(in, 1, MPI.INT, partner, 4);
        leaving.send(new int[] {rank}, 1, MPI.INT, partner, 4);
        leaving.disconnect();
        Check.isTrue(leaving.isNull(), "disconnect frees");
        receive.waitFor();
        Check.equal(partner, in.get(0), "the receive pending at disconnect completed");

        // iDup of an intercommunicator between the even and the odd ranks.
        Intracomm half = world.split(rank % 2, rank);
        Intercomm inter = world.createIntercomm(half, 0, rank % 2 == 0 ? 1 : 0, 11);
        Intercomm interCopy = inter.iDup();
        interCopy.getRequest().waitFor();
        int[] across = new int[1];
        interCopy.sendRecv(new int[] {rank}, 1, MPI.INT, half.getRank(), 0, across, 1, MPI.INT, half.getRank(), 0);
        Check.equal(rank ^ 1, across[0], "exchange on the intercommunicator's iDup");
        MPI.Finalize();
    }
}
