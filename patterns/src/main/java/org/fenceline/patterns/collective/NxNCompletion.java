package org.fenceline.patterns.collective;

import org.fenceline.analyzer.pattern.CollectiveKind;
import org.fenceline.patterns.Description;

/** N x N Completion (mpi_nxn_completion): time spent in an n-to-n operation after the first process has left it. */
public final class NxNCompletion extends CollectiveCompletion {
    public NxNCompletion() {
        super("mpi_nxn_completion", "N x N Completion", "mpi_collective", CollectiveKind.N_TO_N, new Description(
                "Time spent in an n-to-n operation after the first process has left it.",
                "<i>completion</i> = max(0, END &minus; max(earliest END, min(latest, END))), earliest "
                        + "END over the synchronisation points (see Wait at N x N), at the operation's call path.",
                "The operation's data transfer finishing unevenly, or interference from other "
                        + "processes.",
                "Usually nothing in the program; large values on few processes point at network or node "
                        + "problems."));
    }
}
