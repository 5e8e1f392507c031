package org.fenceline.cli.demo;

import java.nio.file.Files;
import java.nio.file.Path;

import org.fenceline.cli.UserInputException;

/**
 * Where {@code fenceline demo} writes: the directory the user named, or else a fresh one in the working directory
 * ({@code fenceline-demo}, {@code fenceline-demo-2}, ...), so running the demo again never overwrites an earlier
 * result. A named directory that already holds a trace is replaced only with {@code --force}.
 */
final class DemoDirectory {
    static final String DEFAULT_NAME = "fenceline-demo";

    private DemoDirectory() {
    }

    static Path choose(Path requested, boolean force, Path workingDirectory) {
        if (requested != null) {
            if (holdsTrace(requested) && !force) {
                throw new UserInputException("demo: " + requested + " holds a trace already; use --force to "
                        + "replace it, or name another directory with --dir");
            }
            return requested;
        }
        Path candidate = workingDirectory.resolve(DEFAULT_NAME);
        for (int n = 2; Files.exists(candidate); n++) {
            candidate = workingDirectory.resolve(DEFAULT_NAME + "-" + n);
        }
        return candidate;
    }

    private static boolean holdsTrace(Path dir) {
        return Files.exists(dir.resolve("events.parquet")) || Files.exists(dir.resolve("local"));
    }
}
