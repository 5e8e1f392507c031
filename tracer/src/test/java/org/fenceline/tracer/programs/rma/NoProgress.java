package org.fenceline.tracer.programs.rma;

import java.nio.IntBuffer;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import mpi.Info;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * The thesis's "no progress" effect, tested causally (digest 000 §6.6). Rank 0 locks rank 1's window, puts
 * and unlocks while rank 1 computes outside MPI (rank 0 starts only once rank 1 has left the fence) until rank 0
 * has issued the put.
 * <ul>
 * <li>{@code waits-for-target}: under emulated access without a progress thread, rank 0's unlock cannot return
 * before rank 1 has entered MPI again (rank 1 raises a flag just before its next MPI call).</li>
 * <li>{@code independent}: with direct access, or with the asynchronous progress thread, rank 1 stays outside
 * MPI until rank 0's unlock has returned (if the unlock needed rank 1, the run would hang).</li>
 * </ul>
 * Arguments: access method, expectation, and a key unique to the run for the flags the ranks share through
 * the JVM (ranks are threads of one JVM).
 */
public class NoProgress {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        boolean independent = args[1].equals("independent");
        @SuppressWarnings("unchecked")
        Map<String, Boolean> flags = (Map<String, Boolean>) System.getProperties()
                .computeIfAbsent("fenceline.test." + args[2], k -> new ConcurrentHashMap<String, Boolean>());
        int rank = MPI.COMM_WORLD.getRank();
        Info info = new Info();
        info.set("fenceline.rma_access", args[0]);
        IntBuffer memory = MPI.newIntBuffer(1);
        Win win = new Win(memory, 1, 1, info, MPI.COMM_WORLD);
        win.fence(MPI.MODE_NOPRECEDE | MPI.MODE_NOSUCCEED);
        if (rank == 0) {
            // Rank 1 may still be inside the fence, where its progress engine would serve the requests: start
            // the epoch only once it computes outside MPI.
            while (!flags.containsKey("target computing")) {
                Thread.onSpinWait();
            }
            IntBuffer value = MPI.newIntBuffer(1).put(0, 42);
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(value, 1, MPI.INT, 1, 0, 1, MPI.INT);
            flags.put("issued", true);
            win.unlock(1);
            if (!independent) {
                Checks.isTrue(flags.containsKey("target in MPI"), "the unlock returned while the target was "
                        + "still computing outside MPI");
            }
            flags.put("unlocked", true);
        } else {
            flags.put("target computing", true);
            String until = independent ? "unlocked" : "issued";
            while (!flags.containsKey(until)) {
                Thread.onSpinWait();
            }
            flags.put("target in MPI", true);
        }
        win.fence(0);
        if (rank == 1) {
            Checks.equal(42, memory.get(0), "the put arrived");
        }
        win.fence(MPI.MODE_NOSUCCEED);
        win.free();
        MPI.Finalize();
    }
}
