package org.fenceline.tracer.rank;

import java.util.List;
import org.fenceline.tracer.device.MessageDevice;
import org.fenceline.tracer.kernel.RankClock;
import org.fenceline.tracer.runtime.RankRuntime;

/**
 * The launcher's entry into a rank's class loader. The launcher calls these static methods reflectively on the
 * copy of this class its rank loader defined, so that the rank's facade finds the runtime made here
 * ({@link ThisRank}).
 */
public final class RankBootstrap {
    private RankBootstrap() {
    }

    /**
     * Binds this class loader's runtime to rank {@code rank} of the job behind {@code device}, timed by
     * {@code clock}, which runs
     * {@code command} (the main class) with {@code argv}.
     */
    public static void install(MessageDevice device, RankClock clock, int rank, String processorName,
            String command, List<String> argv) {
        ThisRank.install(new RankRuntime(device, clock, rank, processorName, command, argv));
    }

    /** Requests still pending when the rank's main method ended (a missing MPI_Finalize is the launcher's to report). */
    public static List<String> leftovers() {
        RankRuntime runtime = ThisRank.installed();
        return runtime == null ? List.of() : runtime.leftovers();
    }

    /** Whether the rank failed to call MPI_Finalize after MPI_Init (an error, as under mpirun). */
    public static boolean missedFinalize() {
        RankRuntime runtime = ThisRank.installed();
        return runtime != null && runtime.isInitialized() && !runtime.isFinalized();
    }
}
