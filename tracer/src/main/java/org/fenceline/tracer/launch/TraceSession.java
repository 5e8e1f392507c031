package org.fenceline.tracer.launch;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.fenceline.trace.FencelineVersion;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.global.GlobalTraceWriter;
import org.fenceline.trace.local.LocalDefinition;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.local.RunManifest;
import org.fenceline.trace.merge.MergeProgress;
import org.fenceline.trace.merge.MergeSummary;
import org.fenceline.trace.merge.TraceMerger;
import org.fenceline.trace.model.Definitions;
import org.fenceline.tracer.measure.job.FilterFile;
import org.fenceline.tracer.measure.job.MethodInstrumenter;
import org.fenceline.tracer.measure.job.MethodSelection;
import org.fenceline.tracer.measure.job.RankTrace;
import org.fenceline.tracer.measure.job.SendStamps;
import org.fenceline.tracer.measure.job.SourceTable;

/**
 * The launcher's side of a traced run: before the ranks start, it refuses to replace a global trace without
 * {@code force}, clears old local traces, writes the run manifest and opens one local trace writer per rank;
 * after the ranks ended (normally or not) it closes every writer — the buffers of ranks that failed, aborted
 * or hang included — and merges the local traces into the global trace.
 */
final class TraceSession {
    /** The writers' own region id for buffer flushes (the measurement numbers its regions after it). */
    private static final int FLUSH_REGION = 0;

    private final TraceOptions options;
    private final LocalTraceWriter[] writers;
    private final RankTrace[] ranks;
    private final MethodInstrumenter instrumenter;

    private TraceSession(TraceOptions options, LocalTraceWriter[] writers, RankTrace[] ranks,
            MethodInstrumenter instrumenter) {
        this.options = options;
        this.writers = writers;
        this.ranks = ranks;
        this.instrumenter = instrumenter;
    }

    /**
     * Prepares {@code launch.trace().dir()} for the run.
     *
     * @throws IllegalArgumentException if the directory holds a global trace and force is off, or the filter
     *                                  file is malformed
     */
    static TraceSession open(LaunchOptions launch, RankClocks clocks) throws IOException {
        TraceOptions options = launch.trace();
        Path dir = options.dir();
        if (!options.force() && (Files.exists(TraceLayout.events(dir)) || Files.exists(TraceLayout.definitions(dir)))) {
            throw new IllegalArgumentException(dir + ": holds a global trace already; use --force to replace it");
        }
        if (!options.force() && Files.exists(TraceLayout.localManifest(dir))) {
            // A crashed run's local traces may be all that is left of it: merge them or replace them on purpose.
            throw new IllegalArgumentException(dir + ": holds the local traces of an earlier run; use --force to "
                    + "replace them, or 'fenceline trace merge " + dir + "' to keep them");
        }
        FilterFile filter = !options.autoInstrument() ? null
                : options.filter() == null ? FilterFile.ALL : FilterFile.read(options.filter());
        clearLocalTraces(dir);
        manifest(launch, clocks).write(TraceLayout.localManifest(dir));
        SourceTable callSites = new SourceTable();
        SourceTable userRegions = new SourceTable();
        int np = launch.np();
        SendStamps sendStamps = launch.clock() == ClockMode.VIRTUAL ? SendStamps.kept(np) : SendStamps.NOT_KEPT;
        LocalTraceWriter[] writers = new LocalTraceWriter[np];
        RankTrace[] ranks = new RankTrace[np];
        int bufferBytes = bufferPerRank(options.bufferBytes(), np, Runtime.getRuntime().maxMemory());
        try {
            for (int r = 0; r < np; r++) {
                writers[r] = LocalTraceWriter.create(dir, new LocalDefinition.LocationInfo(r, locationName(r), r, 0),
                        FLUSH_REGION, clocks.clockOf(r), bufferBytes);
                ranks[r] = new RankTrace(writers[r], FLUSH_REGION, clocks.clockOf(r), clocks.reference(),
                        callSites, userRegions, sendStamps);
            }
        } catch (IOException | RuntimeException e) {
            closeAll(writers, e);
            throw e;
        }
        MethodInstrumenter instrumenter = new MethodInstrumenter(callSites, userRegions,
                new MethodSelection(launch.mainClass(), filter));
        return new TraceSession(options, writers, ranks, instrumenter);
    }

    /**
     * Each rank's trace buffer: the size asked for, but all ranks' buffers together take at most a quarter of the
     * heap ({@code maxHeap}), so that a thousand ranks fit (they flush more often instead).
     */
    static int bufferPerRank(int requested, int ranks, long maxHeap) {
        long budget = maxHeap / 4 / ranks;
        return (int) Math.max(LocalTraceWriter.MIN_BUFFER_BYTES, Math.min(requested, budget));
    }

    Path dir() {
        return options.dir();
    }

    MethodInstrumenter instrumenter() {
        return instrumenter;
    }

    RankTrace rank(int rank) {
        return ranks[rank];
    }

    /** Events recorded so far by all ranks (read after they ended). */
    long events() {
        long n = 0;
        for (LocalTraceWriter w : writers) {
            n += w.eventCount();
        }
        return n;
    }

    /**
     * Writes out every rank's buffer and closes its file. Safe while a rank thread still runs (an unresponsive
     * rank after an abort): its later records are dropped, the file stays intact.
     */
    void close() throws IOException {
        closeAll(writers, null);
    }

    /** Merges the local traces into the global trace; {@code progress} is told each location scanned and written. */
    MergeSummary merge(MergeProgress progress) throws IOException {
        return new TraceMerger(GlobalTraceWriter::create).merge(options.dir(), options.rmaModel(), progress,
                options.force());
    }

    private static void closeAll(LocalTraceWriter[] writers, Throwable failure) throws IOException {
        IOException first = null;
        for (LocalTraceWriter w : writers) {
            if (w == null) {
                continue;
            }
            try {
                w.close();
            } catch (IOException e) {
                if (failure != null) {
                    failure.addSuppressed(e);
                } else if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }

    /** Local traces of an earlier run (perhaps with more ranks) must not be merged with this run's. */
    private static void clearLocalTraces(Path dir) throws IOException {
        Path local = TraceLayout.localDir(dir);
        if (!Files.isDirectory(local)) {
            return;
        }
        try (DirectoryStream<Path> old = Files.newDirectoryStream(local, "*.bin")) {
            for (Path f : old) {
                Files.delete(f);
            }
        }
    }

    private static RunManifest manifest(LaunchOptions launch, RankClocks clocks) {
        int np = launch.np();
        TraceOptions trace = launch.trace();
        Definitions.Metadata metadata = new Definitions.Metadata(launch.mainClass(), launch.args(), np,
                launch.interconnect(), trace.rmaModel(), 1, 0, FencelineVersion.get(),
                Map.of("instrument", trace.autoInstrument() ? "auto" : "mpi",
                        "topology", launch.topology() == null ? "ring" : launch.topology(),
                        "trace_buffer_bytes", Integer.toString(trace.bufferBytes()),
                        "clock", launch.clock().toString(),
                        "compute_scale", Double.toString(launch.computeScale())));
        Instant now = Instant.now();
        long epochNs = now.getEpochSecond() * 1_000_000_000L + now.getNano();
        long referenceClockEpochNs = epochNs - clocks.reference().getAsLong();
        List<Definitions.Node> nodes = new ArrayList<>();
        for (int r = 0; r < np; r++) {
            nodes.add(new Definitions.Node(r, Launcher.nodeName(r), 0));
        }
        return new RunManifest(metadata, referenceClockEpochNs,
                List.of(new Definitions.Machine(0, "emulated SCI cluster (" + launch.interconnect() + ")")), nodes,
                IntStream.range(0, np).mapToObj(r -> new Definitions.Process(r, "rank " + r, r, r)).toList(),
                IntStream.range(0, np).mapToObj(r -> new Definitions.Location(r, locationName(r), r, 0)).toList());
    }

    private static String locationName(int rank) {
        return "rank " + rank;
    }
}
