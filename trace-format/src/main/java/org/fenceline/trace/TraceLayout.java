package org.fenceline.trace;

import java.nio.file.Path;

/** Names of the files of a trace directory, and the format version both physical forms carry. */
public final class TraceLayout {
    /** Version of the trace format; stored in definitions.json and in the Parquet key-value metadata. */
    public static final String FORMAT_VERSION = "fenceline-trace/1";
    public static final String DEFINITIONS = "definitions.json";
    public static final String EVENTS = "events.parquet";
    public static final String LOCAL_DIR = "local";
    /** Run description written by the launcher beside the local traces (metadata for the merge). */
    public static final String LOCAL_MANIFEST = "manifest.json";

    private TraceLayout() {
    }

    public static Path definitions(Path traceDir) {
        return traceDir.resolve(DEFINITIONS);
    }

    public static Path events(Path traceDir) {
        return traceDir.resolve(EVENTS);
    }

    public static Path localDir(Path traceDir) {
        return traceDir.resolve(LOCAL_DIR);
    }

    public static Path localTrace(Path traceDir, int location) {
        return localDir(traceDir).resolve(location + ".bin");
    }

    public static Path localManifest(Path traceDir) {
        return localDir(traceDir).resolve(LOCAL_MANIFEST);
    }
}
