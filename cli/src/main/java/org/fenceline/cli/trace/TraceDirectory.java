package org.fenceline.cli.trace;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.fenceline.cli.UserInputException;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.local.RunManifest;
import org.fenceline.trace.model.RmaEventModel;

/** Opening a trace directory named on the command line, with the errors a user can act on. */
public final class TraceDirectory {
    private TraceDirectory() {
    }

    static GlobalTrace open(Path dir) throws IOException {
        requireGlobalTrace(dir);
        return GlobalTrace.open(dir);
    }

    /**
     * Checks what can be told before reading: that {@code dir} is a directory, and that it is not a crashed run's
     * local traces only (which need a merge first). What is wrong inside its files is reported when they are read.
     */
    public static void requireGlobalTrace(Path dir) {
        requireDirectory(dir);
        if (!Files.exists(TraceLayout.events(dir)) && Files.isDirectory(TraceLayout.localDir(dir))) {
            throw new UserInputException(dir + ": has only local traces (no global trace); run 'fenceline trace merge "
                    + dir + "' first");
        }
    }

    /** The RMA event model the run asked for, from the manifest beside its local traces. */
    static RmaEventModel requestedRmaModel(Path dir) throws IOException {
        requireDirectory(dir);
        Path manifest = TraceLayout.localManifest(dir);
        if (!Files.isRegularFile(manifest)) {
            throw new UserInputException(dir + ": no local traces to merge (" + manifest + " is missing)");
        }
        return RunManifest.read(manifest).metadata().rmaModel();
    }

    private static void requireDirectory(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new UserInputException(dir + ": not a trace directory ("
                    + (Files.exists(dir) ? "not a directory" : "no such directory") + ")");
        }
    }
}
