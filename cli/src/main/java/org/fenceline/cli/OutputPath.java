package org.fenceline.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/** A file the command is to write, checked before the work that produces it, so a long run does not fail at its end. */
public final class OutputPath {
    private OutputPath() {
    }

    /** Throws a {@link UserInputException} naming {@code file} if it is a directory or lies under a file. */
    public static Path requireWritable(Path file) {
        if (Files.isDirectory(file)) {
            throw new UserInputException(file + ": cannot write there: it is a directory");
        }
        for (Path p = file.toAbsolutePath().getParent(); p != null; p = p.getParent()) {
            if (Files.exists(p)) {
                if (!Files.isDirectory(p)) {
                    throw new UserInputException(file + ": cannot write there: " + p + " is not a directory");
                }
                return file;
            }
        }
        return file;
    }
}
