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
final class TraceDirectory {
    private TraceDirectory() {
    }

    static GlobalTrace open(Path dir) throws IOException {
        requireDirectory(dir);
        if (!Files.exists(TraceLayout.events(dir)) && Files.isDirectory(TraceLayout.localDir(dir))) {
            throw new UserInputException(dir + ": has only local traces (no global trace); run 'fenceline trace merge "
                    + dir + "' first");
        }
        return GlobalTrace.open(dir);
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
            throw new UserInputException(dir + ": not a trace directory (no such directory)");
        }
    }
}
