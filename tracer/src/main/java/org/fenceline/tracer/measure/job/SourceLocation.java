package org.fenceline.tracer.measure.job;

import java.util.Objects;

/**
 * A place in the program's source: for a call site, the calling method ("pkg.Class.method") and the line of
 * the call; for a user region, the region's name and the line where it starts. {@code file} is the source
 * file name ("" if unknown), {@code line} 0 if unknown.
 */
public record SourceLocation(String function, String file, int line) {
    public SourceLocation {
        Objects.requireNonNull(function, "function");
        Objects.requireNonNull(file, "file");
    }
}
