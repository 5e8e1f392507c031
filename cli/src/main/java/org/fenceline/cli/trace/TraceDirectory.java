package org.fenceline.cli.trace;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.fenceline.cli.UserInputException;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.global.GlobalTrace;

/** Opening a trace directory named on the command line, with the errors a user can act on. */
final class TraceDirectory {
    private TraceDirectory() {
    }

    static GlobalTrace open(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new UserInputException(dir + ": not a trace directory (no such directory)");
        }
        if (!Files.exists(TraceLayout.events(dir)) && Files.isDirectory(TraceLayout.localDir(dir))) {
            throw new UserInputException(dir + ": has only local traces (no global trace); run 'fenceline trace merge "
                    + dir + "' first");
        }
        return GlobalTrace.open(dir);
    }
}
