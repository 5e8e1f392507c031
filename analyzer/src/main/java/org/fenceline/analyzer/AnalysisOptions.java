package org.fenceline.analyzer;

import java.util.Objects;

import org.fenceline.analyzer.pattern.PatternCatalog;
import org.fenceline.analyzer.replay.ProgressListener;
import org.fenceline.trace.column.SpillPolicy;

/**
 * How to analyse.
 *
 * @param threads        worker threads (default: available processors)
 * @param progress       told how far the analysis got (default: nobody)
 * @param instanceLimit  most severe pattern instances kept for the report (default 100)
 * @param patterns       the patterns to compute; {@code null}: every pattern on the class path (ServiceLoader)
 * @param spill          whether the trace's records are kept off the heap (default: {@link SpillPolicy#AUTO})
 */
public record AnalysisOptions(int threads, ProgressListener progress, int instanceLimit, PatternCatalog patterns,
                              SpillPolicy spill) {
    public static final int DEFAULT_INSTANCE_LIMIT = 100;

    public AnalysisOptions {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        if (instanceLimit < 0) {
            throw new IllegalArgumentException("instance limit must not be negative");
        }
        Objects.requireNonNull(progress, "progress");
        Objects.requireNonNull(spill, "spill");
    }

    public static AnalysisOptions defaults() {
        return new AnalysisOptions(Runtime.getRuntime().availableProcessors(), ProgressListener.NONE,
                DEFAULT_INSTANCE_LIMIT, null, SpillPolicy.AUTO);
    }

    public AnalysisOptions withThreads(int n) {
        return new AnalysisOptions(n, progress, instanceLimit, patterns, spill);
    }

    public AnalysisOptions withProgress(ProgressListener listener) {
        return new AnalysisOptions(threads, listener, instanceLimit, patterns, spill);
    }

    public AnalysisOptions withInstanceLimit(int limit) {
        return new AnalysisOptions(threads, progress, limit, patterns, spill);
    }

    public AnalysisOptions withPatterns(PatternCatalog catalog) {
        return new AnalysisOptions(threads, progress, instanceLimit, catalog, spill);
    }

    public AnalysisOptions withSpill(SpillPolicy policy) {
        return new AnalysisOptions(threads, progress, instanceLimit, patterns, policy);
    }
}
