package org.fenceline.trace.synth;

import java.util.stream.IntStream;

import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;

/**
 * The rank-local definitions every rank of the Jacobi run writes, as the tracer would: the regions it enters,
 * the call sites in the (imagined) source file, the world group and communicator, and the halo window.
 * Call-site lines refer to this outline of {@code synthetic/Jacobi2D.java}:
 *
 * <pre>
 * 20 main(args)
 * 22   MPI.Init(args)
 * 24   Win win = new Win(halo, ..., MPI.COMM_WORLD)
 * 25   win.fence(0)
 * 27   for (iteration ...) {
 * 28     sweep()                        40 sweep(): for each row block
 * 29     win.put(edge, neighbour, ...)  42   updateRows(block)           50 updateRows(block)
 * 30     win.fence(0)
 * 31     residual()                     60 residual()
 * 32     MPI.COMM_WORLD.allReduce(...)
 * 33   }
 * 34   win.free()
 * 35   MPI.Finalize()
 * </pre>
 */
final class JacobiDefinitions {
    static final String FILE = "Jacobi2D.java";

    /** Local region ids; 0 is the writer's own buffer-flush region. */
    static final int FLUSH = 0, MAIN = 1, MPI_INIT = 2, MPI_WIN_CREATE = 3, MPI_WIN_FENCE = 4, SWEEP = 5,
            UPDATE_ROWS = 6, MPI_PUT = 7, RESIDUAL = 8, MPI_ALLREDUCE = 9, MPI_WIN_FREE = 10, MPI_FINALIZE = 11;

    /** Local call-site ids. */
    static final int CS_INIT = 0, CS_WIN_CREATE = 1, CS_OPENING_FENCE = 2, CS_SWEEP = 3, CS_PUT = 4, CS_FENCE = 5,
            CS_RESIDUAL = 6, CS_ALLREDUCE = 7, CS_WIN_FREE = 8, CS_FINALIZE = 9, CS_UPDATE_ROWS = 10;

    static final int WORLD_GROUP = 0;
    static final int COMM_WORLD = 0;
    static final int HALO_WINDOW = 0;
    /** Job-unique keys by which the merge unifies the communicator and window across ranks. */
    private static final long COMM_WORLD_KEY = 1;
    private static final long HALO_WINDOW_KEY = 1;

    private static final String MAIN_CALLER = "synthetic.Jacobi2D.main";

    private JacobiDefinitions() {
    }

    static void define(LocalTraceWriter w, int ranks) {
        w.defineRegion(MAIN, "synthetic.Jacobi2D.main", FILE, 20, Paradigm.USER, RegionRole.FUNCTION);
        w.defineRegion(MPI_INIT, "MPI_Init", "", 0, Paradigm.MPI, RegionRole.INIT_FINALIZE);
        w.defineRegion(MPI_WIN_CREATE, "MPI_Win_create", "", 0, Paradigm.MPI, RegionRole.WINDOW_MANAGEMENT);
        w.defineRegion(MPI_WIN_FENCE, "MPI_Win_fence", "", 0, Paradigm.MPI, RegionRole.RMA_ACTIVE_SYNC);
        w.defineRegion(SWEEP, "synthetic.Jacobi2D.sweep", FILE, 40, Paradigm.USER, RegionRole.FUNCTION);
        w.defineRegion(UPDATE_ROWS, "synthetic.Jacobi2D.updateRows", FILE, 50, Paradigm.USER, RegionRole.FUNCTION);
        w.defineRegion(MPI_PUT, "MPI_Put", "", 0, Paradigm.MPI, RegionRole.RMA_COMMUNICATION);
        w.defineRegion(RESIDUAL, "synthetic.Jacobi2D.residual", FILE, 60, Paradigm.USER, RegionRole.FUNCTION);
        w.defineRegion(MPI_ALLREDUCE, "MPI_Allreduce", "", 0, Paradigm.MPI, RegionRole.COLLECTIVE_ALL_TO_ALL);
        w.defineRegion(MPI_WIN_FREE, "MPI_Win_free", "", 0, Paradigm.MPI, RegionRole.WINDOW_MANAGEMENT);
        w.defineRegion(MPI_FINALIZE, "MPI_Finalize", "", 0, Paradigm.MPI, RegionRole.INIT_FINALIZE);

        w.defineCallSite(CS_INIT, FILE, 22, MAIN_CALLER, MPI_INIT);
        w.defineCallSite(CS_WIN_CREATE, FILE, 24, MAIN_CALLER, MPI_WIN_CREATE);
        w.defineCallSite(CS_OPENING_FENCE, FILE, 25, MAIN_CALLER, MPI_WIN_FENCE);
        w.defineCallSite(CS_SWEEP, FILE, 28, MAIN_CALLER, SWEEP);
        w.defineCallSite(CS_PUT, FILE, 29, MAIN_CALLER, MPI_PUT);
        w.defineCallSite(CS_FENCE, FILE, 30, MAIN_CALLER, MPI_WIN_FENCE);
        w.defineCallSite(CS_RESIDUAL, FILE, 31, MAIN_CALLER, RESIDUAL);
        w.defineCallSite(CS_ALLREDUCE, FILE, 32, MAIN_CALLER, MPI_ALLREDUCE);
        w.defineCallSite(CS_WIN_FREE, FILE, 34, MAIN_CALLER, MPI_WIN_FREE);
        w.defineCallSite(CS_FINALIZE, FILE, 35, MAIN_CALLER, MPI_FINALIZE);
        w.defineCallSite(CS_UPDATE_ROWS, FILE, 42, "synthetic.Jacobi2D.sweep", UPDATE_ROWS);

        w.defineGroup(WORLD_GROUP, IntStream.range(0, ranks).toArray());
        w.defineCommunicator(COMM_WORLD, COMM_WORLD_KEY, "MPI_COMM_WORLD", WORLD_GROUP);
        w.defineWindow(HALO_WINDOW, HALO_WINDOW_KEY, "halo", COMM_WORLD);
    }
}
