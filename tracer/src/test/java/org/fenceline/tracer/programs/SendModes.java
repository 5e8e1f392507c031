package org.fenceline.tracer.programs;

import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/** Two ranks: sSend/rSend/isSend/irSend/ibSend at sizes around the protocol switch points (args: sizes in bytes). */
public class SendModes {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        MPI.attachBuffer(new byte[4 * 1024 * 1024]);
        for (String arg : args) {
            int bytes = Integer.parseInt(arg);
            ByteBuffer data = MPI.newByteBuffer(bytes);
            if (rank == 0) {
                for (int i = 0; i < bytes; i++) {
                    data.put(i, (byte) (i * 31 + bytes));
                }
                MPI.COMM_WORLD.sSend(data, bytes, MPI.BYTE, 1, 1);
                MPI.COMM_WORLD.recv(new int[0], 0, MPI.INT, 1, 0);
                MPI.COMM_WORLD.rSend(data, bytes, MPI.BYTE, 1, 2);
                Request.waitAll(new Request[] {
                    MPI.COMM_WORLD.isSend(data, bytes, MPI.BYTE, 1, 3),
                    MPI.COMM_WORLD.ibSend(data, bytes, MPI.BYTE, 1, 4),
                    MPI.COMM_WORLD.iSend(data, bytes, MPI.BYTE, 1, 5)});
                MPI.COMM_WORLD.recv(new int[0], 0, MPI.INT, 1, 0);
                MPI.COMM_WORLD.irSend(data, bytes, MPI.BYTE, 1, 6).waitFor();
            } else {
                byte[] got = new byte[bytes];
                MPI.COMM_WORLD.recv(got, bytes, MPI.BYTE, 0, 1);
                check(got, bytes, "sSend");
                Request ready = MPI.COMM_WORLD.iRecv(data, bytes, MPI.BYTE, 0, 2);
                MPI.COMM_WORLD.send(new int[0], 0, MPI.INT, 0, 0);
                ready.waitFor();
                data.get(0, got);
                check(got, bytes, "rSend");
                for (int tag = 3; tag <= 5; tag++) {
                    java.util.Arrays.fill(got, (byte) 0);
                    MPI.COMM_WORLD.recv(got, bytes, MPI.BYTE, 0, tag);
                    check(got, bytes, "mode with tag " + tag);
                }
                ready = MPI.COMM_WORLD.iRecv(data, bytes, MPI.BYTE, 0, 6);
                MPI.COMM_WORLD.send(new int[0], 0, MPI.INT, 0, 0);
                ready.waitFor();
                data.get(0, got);
                check(got, bytes, "irSend");
            }
        }
        MPI.detachBuffer();
        MPI.Finalize();
    }

    private static void check(byte[] got, int bytes, String what) {
        for (int i = 0; i < bytes; i++) {
            if (got[i] != (byte) (i * 31 + bytes)) {
                throw new AssertionError(what + ": byte " + i + " of " + bytes + " is wrong");
            }
        }
    }
}
