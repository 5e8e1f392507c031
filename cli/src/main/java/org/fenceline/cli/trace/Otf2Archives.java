package org.fenceline.cli.trace;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

import org.fenceline.cli.UserInputException;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.model.RmaEventModel;
import org.fenceline.trace.otf2.conversion.ImportSummary;

/**
 * OTF2 archives named where a trace directory is expected ({@code fenceline analyze traces.otf2}): recognised by
 * the anchor file's name, imported into a directory of their own.
 */
public final class Otf2Archives {
    private Otf2Archives() {
    }

    /** Whether {@code path} names an OTF2 anchor file (a regular file ending in ".otf2"). */
    public static boolean isAnchor(Path path) {
        return Files.isRegularFile(path) && path.getFileName().toString().endsWith(".otf2");
    }

    static void requireAnchor(Path archive) {
        if (!Files.exists(archive)) {
            throw new UserInputException(archive + ": no such OTF2 archive (name its anchor file, e.g. traces.otf2)");
        }
        if (!Files.isRegularFile(archive)) {
            throw new UserInputException(archive + ": not an OTF2 anchor file (name the .otf2 file of the archive)");
        }
    }

    /**
     * An archive imported for one command: into {@code dir} if given (kept), else into a temporary directory that
     * {@link #close()} removes.
     */
    public static final class Imported implements AutoCloseable {
        private final Path dir;
        private final boolean temporary;
        private final ImportSummary summary;

        private Imported(Path dir, boolean temporary, ImportSummary summary) {
            this.dir = dir;
            this.temporary = temporary;
            this.summary = summary;
        }

        public static Imported of(Path archive, Path dir) throws IOException {
            boolean temporary = dir == null;
            if (!temporary && (Files.exists(TraceLayout.events(dir)) || Files.exists(TraceLayout.localDir(dir)))) {
                throw new UserInputException(dir + ": holds a trace already; name another --import-dir, or analyse "
                        + "that trace directly");
            }
            Path target = temporary ? Files.createTempDirectory("fenceline-otf2-") : dir;
            try {
                return new Imported(target, temporary,
                        TraceImportCommand.run(archive, target, RmaEventModel.EXTENDED, temporary));
            } catch (IOException | RuntimeException e) {
                if (temporary) {
                    delete(target);
                }
                throw e;
            }
        }

        public Path dir() {
            return dir;
        }

        public ImportSummary summary() {
            return summary;
        }

        @Override
        public void close() throws IOException {
            if (temporary) {
                delete(dir);
            }
        }

        private static void delete(Path dir) throws IOException {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }
}
