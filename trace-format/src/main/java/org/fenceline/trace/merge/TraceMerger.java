package org.fenceline.trace.merge;

import org.fenceline.trace.global.GlobalTraceSink;
import org.fenceline.trace.global.LocationSink;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.ParallelLocations;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.SpillFile;
import org.fenceline.trace.column.SpillPolicy;
import org.fenceline.trace.local.LocalDefinition;
import org.fenceline.trace.local.LocalTraceReader;
import org.fenceline.trace.local.RunManifest;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.RmaEventModel;

/**
 * Merges the local traces of a run ({@code <trace>/local/manifest.json} and {@code <trace>/local/<n>.bin})
 * into the global trace, after digest 001 §5 with its caveats (§5.4) fixed. Two passes over each local file:
 *
 * <ol>
 * <li><b>Scan</b> ({@link LocationScanner}), all locations in parallel, on each trace's local ids (or, for the
 *     traces an import converts, while they are written: {@link ConversionScans}): collect
 *     definitions and clock-sync points, convert remote records to events of their owners
 *     ({@link RemoteRecordConversion}), and match every transfer end to the synchronisation that completes it
 *     ({@link RmaEpochTracker}). Then: unify the definitions into global ids, location by location
 *     ({@link DefinitionUnifier}), clock corrections ({@link ClockCorrection}; the earliest corrected event
 *     becomes time 0) and the placement of moved and converted records ({@link TransferPlacement}; they are
 *     translated to global ids as the write pass writes them).</li>
 * <li><b>Write</b>, all locations in parallel, each into its own {@link LocationSink} (the output puts them in
 *     location order): stream the file again, translate ids, correct times, drop remote records, replace each
 *     GET_1TS_REMOTE by the origin's GET_1TO, and interleave the records placed at this location
 *     ({@link LocationTimeline}, which also enforces strictly increasing times).</li>
 * </ol>
 *
 * The heap is bounded by the definitions of the run, not by the number of events: ordinary events are never
 * held, and what a run has millions of (the RMA transfers, one every few events; the synchronisation exits; the
 * plans) is columns of a {@link ColumnStore}, in a spill file off the heap when the run's might not fit it
 * ({@link SpillPolicy}). A truncated local trace contributes its readable prefix and is reported in the summary.
 * An existing global trace is only replaced when {@code force} is set; a failed merge aborts the output so no
 * half-written trace remains.
 */
public final class TraceMerger {
    private static final Pattern LOCAL_FILE = Pattern.compile("(\\d{1,9})\\.bin");
    /**
     * The smallest transfer record of a local trace (tag, time, window, partner, bytes, request, flags: a byte each
     * at the least), so a local trace of B bytes has at most B / 7 transfers; a run of ordinary events has far fewer
     * (the synthetic Jacobi one per 67 bytes).
     */
    static final long MIN_TRANSFER_RECORD_BYTES = 7;

    private final GlobalTraceSink.Factory output;
    private final SpillPolicy spill;

    /**
     * Spills the transfers when the local traces might not fit the heap ({@link SpillPolicy#AUTO}).
     *
     * @param output creates the global trace writer, e.g. {@code GlobalTraceWriter::create}
     */
    public TraceMerger(GlobalTraceSink.Factory output) {
        this(output, SpillPolicy.AUTO);
    }

    /** @param spill whether the RMA transfers are kept in a spill file off the heap (results are the same) */
    public TraceMerger(GlobalTraceSink.Factory output, SpillPolicy spill) {
        this.output = output;
        this.spill = spill;
    }

    /** Merges without replacing an existing global trace. */
    public MergeSummary merge(Path traceDir, RmaEventModel model, MergeProgress progress) throws IOException {
        return merge(traceDir, model, progress, false);
    }

    /**
     * @throws FileAlreadyExistsException if a global trace exists and {@code force} is false
     * @throws CorruptTraceException      if the manifest or a local trace is corrupt or foreign
     */
    public MergeSummary merge(Path traceDir, RmaEventModel model, MergeProgress progress, boolean force)
            throws IOException {
        refuseExisting(traceDir, force);
        RunManifest manifest = readManifest(traceDir);
        int n = manifest.locations().size();
        MergeWarnings warnings = new MergeWarnings();
        Path[] files = localFiles(traceDir, n, warnings);

        boolean spills = spill.spills(localBytes(files) / MIN_TRANSFER_RECORD_BYTES * TransferTable.HEAP_BYTES,
                Runtime.getRuntime().maxMemory());
        try (SpillFile spillFile = spills ? SpillFile.createTemporary() : null) {
            ColumnStore store = spills ? spillFile : ColumnStore.HEAP;
            // Scans need nothing of each other (local ids), so they run in parallel; the unification afterwards
            // goes location by location, so global ids are numbered in order of first appearance as before.
            LocationScanner scanner = new LocationScanner(manifest, store);
            LocationScan[] scans = ParallelLocations.map(n, loc -> files[loc] == null ? LocationScan.empty(loc)
                    : scanner.scan(loc, files[loc])).toArray(LocationScan[]::new);
            return merge(traceDir, manifest, scans, warnings, model, progress, force, store,
                    spills ? spillFile::bytes : () -> 0);
        }
    }

    /**
     * Merges local traces whose first pass ran while they were written ({@link ConversionScans}): as
     * {@link #merge(Path, RmaEventModel, MergeProgress, boolean)} of the files and manifest written then, reading
     * each file once. The transfers stay where the scans kept them ({@link ConversionScans}' store; this merger's
     * spill policy is not asked).
     */
    public MergeSummary merge(Path traceDir, ConversionScans scanned, RmaEventModel model, MergeProgress progress,
            boolean force) throws IOException {
        refuseExisting(traceDir, force);
        return merge(traceDir, scanned.manifest(), scanned.results(), new MergeWarnings(), model, progress, force,
                scanned.store(), scanned::spilledBytes);
    }

    private static void refuseExisting(Path traceDir, boolean force) throws FileAlreadyExistsException {
        if (!force) {
            for (Path existing : List.of(TraceLayout.definitions(traceDir), TraceLayout.events(traceDir))) {
                if (Files.exists(existing)) {
                    throw new FileAlreadyExistsException(existing.toString(), null,
                            "a global trace exists already (merge with force to replace it)");
                }
            }
        }
    }

    /** After the scans: unification, clock correction, placement, and the write pass. */
    private MergeSummary merge(Path traceDir, RunManifest manifest, LocationScan[] scans, MergeWarnings warnings,
            RmaEventModel model, MergeProgress progress, boolean force, ColumnStore store, LongSupplier spilledBytes)
            throws IOException {
        int n = scans.length;
        DefinitionUnifier unifier = new DefinitionUnifier();
        List<Integer> truncated = new ArrayList<>();
        for (int loc = 0; loc < n; loc++) {
            LocationScan scan = scans[loc];
            if (scan.file() == null) {
                warnings.add("location " + loc + ": no local trace; it has no events of its own");
            }
            for (LocalDefinition d : scan.definitions().inOrder()) {
                unifier.add(loc, scan.ids(), d, warnings);
            }
            if (scan.truncation().isPresent()) {
                truncated.add(loc);
                warnings.add("location " + loc + ": local trace truncated at byte offset "
                        + scan.truncation().get().offset() + " (" + scan.truncation().get().problem() + "); its "
                        + scan.events() + " readable events were merged");
            }
            progress.update(MergeProgress.Stage.SCAN, loc + 1, n);
        }

        ClockCorrection[] clocks = clockCorrections(scans);
        long traceStart = traceStart(scans, clocks);
        List<Definitions.ClockSync> clockSync = new ArrayList<>();
        for (int loc = 0; loc < n; loc++) {
            clocks[loc] = clocks[loc].startingAt(traceStart);
            if (!scans[loc].clockPoints().isEmpty()) {
                clockSync.add(new Definitions.ClockSync(loc, scans[loc].clockPoints().stream()
                        .map(p -> new Definitions.SyncPoint(p.localTime(), p.offset())).toList()));
            }
        }
        LocationPlan[] plans = TransferPlacement.plan(model, scans, clocks, warnings, store);

        Definitions.Metadata m = manifest.metadata();
        long startEpochNs = manifest.referenceClockEpochNs() + traceStart;
        Definitions definitions = unifier.build(new Definitions.Metadata(m.program(), m.arguments(), m.ranks(),
                m.interconnect(), model, m.clockResolutionNs(), startEpochNs, m.fencelineVersion(), m.properties()),
                manifest, clockSync);

        GlobalTraceSink sink = output.create(traceDir, definitions, force);
        IdTranslation[] translations = new IdTranslation[n];
        TransferTable[] transfers = new TransferTable[n];
        for (int loc = 0; loc < n; loc++) {
            translations[loc] = scans[loc].ids();
            transfers[loc] = scans[loc].transfers();
        }
        List<Integer> closedRegions;
        try {
            // Locations are written in parallel: each into its own sink, which puts them in location order.
            AtomicInteger written = new AtomicInteger();
            closedRegions = ParallelLocations.map(n, loc -> {
                int closed;
                try (LocationSink out = sink.location(loc)) {
                    closed = write(scans[loc], clocks[loc],
                            new LocationTimeline(plans[loc], transfers, translations, out));
                }
                synchronized (progress) {
                    progress.update(MergeProgress.Stage.WRITE, written.incrementAndGet(), n);
                }
                return closed;
            });
        } catch (IOException | RuntimeException | Error e) {
            try {
                sink.abort();
            } catch (IOException suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e;
        }
        sink.close();
        for (int loc = 0; loc < n; loc++) {
            if (closedRegions.get(loc) > 0) {
                warnings.add("location " + loc + ": " + closedRegions.get(loc)
                        + " regions still open at the end of its trace, closed by synthetic EXITs");
            }
        }
        return new MergeSummary(sink.eventCount(), n, truncated, warnings.all(), model, startEpochNs,
                spilledBytes.getAsLong());
    }

    /** Pass 2 for one location; returns the number of regions it left open (closed by synthetic exits). */
    private static int write(LocationScan scan, ClockCorrection clock, LocationTimeline timeline) throws IOException {
        int loc = scan.location();
        if (scan.file() != null) {
            IdTranslation ids = scan.ids();
            try (LocalTraceReader r = LocalTraceReader.open(scan.file())) {
                long position = 0;
                while (position < scan.events() && r.next()) {
                    if (r.isDefinition()) {
                        continue;
                    }
                    long p = position++;
                    EventType type = r.type();
                    if (timeline.movedAway(p) || type == EventType.PUT_1TE_REMOTE) {
                        continue;
                    }
                    long time = clock.correct(r.time());
                    if (type == EventType.GET_1TS_REMOTE) {
                        timeline.own(p, RemoteRecordConversion.originMarker(ids.translate(r, loc, time)));
                    } else {
                        timeline.own(p, r, ids, time);
                    }
                }
            }
        }
        return timeline.finish();
    }

    private static RunManifest readManifest(Path traceDir) throws IOException {
        Path file = TraceLayout.localManifest(traceDir);
        if (!Files.isRegularFile(file)) {
            throw new CorruptTraceException(file, "missing: not a trace directory with local traces");
        }
        RunManifest m = RunManifest.read(file);
        checkIds(file, "machine", m.machines().stream().map(Definitions.Machine::id).toList());
        checkIds(file, "node", m.nodes().stream().map(Definitions.Node::id).toList());
        checkIds(file, "process", m.processes().stream().map(Definitions.Process::id).toList());
        checkIds(file, "location", m.locations().stream().map(Definitions.Location::id).toList());
        for (Definitions.Location l : m.locations()) {
            if (l.process() < 0 || l.process() >= m.processes().size()) {
                throw new CorruptTraceException(file, "location " + l.id() + " names unknown process " + l.process());
            }
        }
        return m;
    }

    private static void checkIds(Path file, String kind, List<Integer> ids) throws CorruptTraceException {
        for (int i = 0; i < ids.size(); i++) {
            if (ids.get(i) != i) {
                throw new CorruptTraceException(file, kind + " ids must be 0, 1, 2, ... in order; entry " + i
                        + " has id " + ids.get(i));
            }
        }
    }

    /** The local trace of each location (null if absent). */
    private static Path[] localFiles(Path traceDir, int locations, MergeWarnings warnings) throws IOException {
        Path[] files = new Path[locations];
        TreeMap<String, Path> sorted = new TreeMap<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(TraceLayout.localDir(traceDir), "*.bin")) {
            dir.forEach(f -> sorted.put(f.getFileName().toString(), f));
        }
        for (Path f : sorted.values()) {
            Matcher m = LOCAL_FILE.matcher(f.getFileName().toString());
            if (!m.matches()) {
                warnings.add("ignoring " + f + ": not named <location>.bin");
                continue;
            }
            int loc = Integer.parseInt(m.group(1));
            if (loc >= locations) {
                throw new CorruptTraceException(f, "location " + loc + " is not in the run manifest (it has "
                        + locations + " locations)");
            }
            files[loc] = f;
        }
        return files;
    }

    private static long localBytes(Path[] files) throws IOException {
        long bytes = 0;
        for (Path f : files) {
            if (f != null) {
                bytes += Files.size(f);
            }
        }
        return bytes;
    }

    private static ClockCorrection[] clockCorrections(LocationScan[] scans) throws CorruptTraceException {
        ClockCorrection[] clocks = new ClockCorrection[scans.length];
        for (int loc = 0; loc < scans.length; loc++) {
            try {
                clocks[loc] = ClockCorrection.of(scans[loc].clockPoints());
            } catch (IllegalArgumentException e) {
                throw new CorruptTraceException(scans[loc].file(), e.getMessage());
            }
        }
        return clocks;
    }

    /**
     * The earliest corrected event time. Corrections are monotone and the merge only moves events later, so it
     * is the earliest corrected first event of any location.
     */
    private static long traceStart(LocationScan[] scans, ClockCorrection[] clocks) {
        long start = Long.MAX_VALUE;
        for (int loc = 0; loc < scans.length; loc++) {
            if (scans[loc].events() > 0) {
                start = Math.min(start, clocks[loc].correct(scans[loc].firstRawTime()));
            }
        }
        return start == Long.MAX_VALUE ? 0 : start;
    }
}
