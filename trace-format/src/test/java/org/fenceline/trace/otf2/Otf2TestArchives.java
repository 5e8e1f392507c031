package org.fenceline.trace.otf2;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** The OTF2 archives the tests read: committed under sample-traces/otf2 (see its README.md). */
public final class Otf2TestArchives {
    private static final Path ROOT = Path.of("..", "sample-traces", "otf2");
    /** The Score-P 7.1 trace (OTF2 2.3) of patterns.c, 4 ranks. */
    public static final Path SCOREP_PATTERNS = ROOT.resolve("scorep-patterns-4").resolve("traces.otf2");
    /** A small OTF2 3.0 archive written by the OTF2 library's Python writer (generated/make-otf2-3x.py). */
    public static final Path OTF2_3X = ROOT.resolve("generated").resolve("otf2-3x-mpi").resolve("traces.otf2");
    /** One rank whose regions are calling contexts (CallingContextEnter/Leave), same script. */
    public static final Path CALLING_CONTEXT = ROOT.resolve("generated").resolve("otf2-3x-calling-context")
            .resolve("traces.otf2");

    /** Two origins lock one target; the second one's MPI_Win_lock returns before its grant (same script). */
    public static final Path LAZY_LOCK = ROOT.resolve("generated").resolve("otf2-3x-lazy-lock").resolve("traces.otf2");

    private Otf2TestArchives() {
    }

    /** Copies an archive (anchor, global definitions, location files) into {@code dir}; returns the new anchor. */
    public static Path copy(Path anchor, Path dir) throws IOException {
        Path source = anchor.getParent();
        try (Stream<Path> files = Files.walk(source)) {
            for (Path f : files.toList()) {
                String name = source.relativize(f).toString();
                if (name.equals(anchor.getFileName().toString()) || name.startsWith("traces")) {
                    Path target = dir.resolve(source.relativize(f));
                    if (Files.isDirectory(f)) {
                        Files.createDirectories(target);
                    } else {
                        Files.createDirectories(target.getParent());
                        Files.copy(f, target);
                    }
                }
            }
        }
        return dir.resolve(anchor.getFileName());
    }
}
