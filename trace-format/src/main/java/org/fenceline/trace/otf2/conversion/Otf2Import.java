package org.fenceline.trace.otf2.conversion;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fenceline.trace.FencelineVersion;
import org.fenceline.trace.ParallelLocations;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.global.GlobalTraceWriter;
import org.fenceline.trace.local.LocalDefinition;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.local.RunManifest;
import org.fenceline.trace.merge.MergeProgress;
import org.fenceline.trace.merge.ClockCorrection;
import org.fenceline.trace.column.SpillPolicy;
import org.fenceline.trace.merge.ConversionScans;
import org.fenceline.trace.merge.MergeSummary;
import org.fenceline.trace.merge.TraceMerger;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.RmaEventModel;
import org.fenceline.trace.otf2.Otf2Anchor;
import org.fenceline.trace.otf2.Otf2DefinitionReader;
import org.fenceline.trace.otf2.Otf2Definitions;
import org.fenceline.trace.otf2.Otf2EventReader;
import org.fenceline.trace.otf2.Otf2LocalDefinitions;

/**
 * Imports an OTF2 archive as a Fenceline trace: each imported location's events become its local trace
 * ({@code <dir>/local/<rank>.bin}, with a run manifest), and the merge every Fenceline run goes through turns them
 * into the global trace ({@code definitions.json}, {@code events.parquet}): definition unification, clock
 * correction from the archive's clock offsets, the RMA event model (where transfer ends go), strictly increasing
 * times. The merge's first pass runs as the local traces are written ({@link ConversionScans}), so they are read
 * back once, by its write pass. The local traces stay, so {@code fenceline trace merge --rma-model ... --force} can redo the merge.
 * <pre>{@code
 * ImportSummary s = Otf2Import.run(Path.of("scorep/traces.otf2"), Path.of("trace"), RmaEventModel.EXTENDED,
 *         false, MergeProgress.NONE);
 * }</pre>
 */
public final class Otf2Import {
    private Otf2Import() {
    }

    /**
     * @param force replace a trace (global and local) already in {@code traceDir}
     * @throws FileAlreadyExistsException if {@code traceDir} holds a trace and {@code force} is false
     * @throws org.fenceline.trace.CorruptTraceException if a file of the archive is missing, truncated or not OTF2
     */
    public static ImportSummary run(Path anchorFile, Path traceDir, RmaEventModel model, boolean force,
            MergeProgress progress) throws IOException {
        return run(anchorFile, traceDir, model, force, progress, SpillPolicy.AUTO);
    }

    /**
     * As {@link #run(Path, Path, RmaEventModel, boolean, MergeProgress)}, with the merge's RMA transfers spilled as
     * {@code spill} says ({@code AUTO}: when the records the archive announces might not fit the heap).
     */
    public static ImportSummary run(Path anchorFile, Path traceDir, RmaEventModel model, boolean force,
            MergeProgress progress, SpillPolicy spill) throws IOException {
        Otf2Anchor anchor = Otf2Anchor.read(anchorFile);
        Otf2Definitions defs = Otf2DefinitionReader.readGlobal(anchor);
        ArchiveLayout layout = new ArchiveLayout(anchor, defs);
        ArchiveTopologies topologies = new ArchiveTopologies(defs, layout);
        prepare(traceDir, force);
        TickClock clock = new TickClock(defs.clock().ticksPerSecond(), defs.clock().globalOffset());
        int maxRegion = defs.regions().keySet().stream().mapToInt(Integer::intValue).max().orElse(-1);
        int flushRegion = regionNamed(defs, RegionClassification.BUFFER_FLUSH, maxRegion + 1);
        int offRegion = regionNamed(defs, RegionClassification.MEASUREMENT_OFF, maxRegion + 2);

        List<String> warnings = new ArrayList<>();
        int n = layout.locationCount();
        // Each location's file is decoded on its own (two passes: look-ahead, conversion), so locations run in
        // parallel; only lock grants need all locations' look-ahead, between the passes.
        List<LookedAhead> first = ParallelLocations.map(n, loc -> {
            long id = layout.otf2Location(loc);
            Otf2LocalDefinitions local = Otf2DefinitionReader.readLocal(anchor, id);
            Lookahead ahead = new Lookahead(defs, clock);
            Otf2EventReader.read(anchor, id, local, ahead);
            return new LookedAhead(local, ahead);
        });
        List<Otf2LocalDefinitions> locals = first.stream().map(LookedAhead::local).toList();
        List<Lookahead> ahead = first.stream().map(LookedAhead::ahead).toList();
        String program = ahead.stream().filter(a -> a.programName >= 0).findFirst()
                .map(a -> defs.strings().get(a.programName)).orElse(null);
        List<ClockCorrection> clocks = new ArrayList<>();
        for (Otf2LocalDefinitions local : locals) {
            clocks.add(ClockCorrection.of(syncPoints(local, clock)));
        }
        LockGrants.Targets targets = new WindowTargets(defs, layout);
        List<LockGrants.Held> heldLocks = LockGrants.infer(ahead, clocks, targets);
        List<List<long[]>> placedPutEnds = placedPutEnds(ahead, targets);
        // The merge's first pass observes each local trace as it is written, so the merge reads them only once.
        RunManifest manifest = manifest(anchor, defs, layout, clock, model, program);
        // The records the global definitions announce bound the transfers the scans will keep.
        long records = defs.locations().stream().mapToLong(Otf2Definitions.Location::events).sum();
        try (ConversionScans scans = new ConversionScans(manifest, records, spill)) {
            List<Converted> converted = ParallelLocations.map(n, loc -> {
                long id = layout.otf2Location(loc);
                Otf2LocalDefinitions local = locals.get(loc);
                long maxOffset = local.clockOffsets().stream().mapToLong(o -> Math.abs(clock.duration(o.offset())))
                        .max().orElse(0);
                Definitions.Location l = layout.locations().get(loc);
                SkippedRecords skippedHere = new SkippedRecords();
                try (LocalTraceWriter out = LocalTraceWriter.forConversion(traceDir,
                        new LocalDefinition.LocationInfo(loc, l.name(), loc, 0), flushRegion, -1 - maxOffset,
                        scans.location(loc, TraceLayout.localTrace(traceDir, loc)))) {
                    for (LocalDefinition.ClockSyncPoint p : syncPoints(local, clock)) {
                        out.clockSync(p.localTime(), p.offset());
                    }
                    LocationConverter converter = new LocationConverter(out, loc, defs, layout, clock, ahead.get(loc),
                            heldLocks.get(loc), placedPutEnds.get(loc), flushRegion, offRegion, maxRegion + 3,
                            skippedHere);
                    long read = Otf2EventReader.read(anchor, id, local, converter);
                    converter.finish();
                    topologies.of(loc).forEach(converter::cartTopology);
                    return new Converted(read, converter.unmatchedIrecvRequests(), skippedHere);
                }
            });
            SkippedRecords skipped = new SkippedRecords();
            long otf2Events = 0;
            long unmatchedIrecv = 0;
            for (int loc = 0; loc < n; loc++) {
                Converted c = converted.get(loc);
                long id = layout.otf2Location(loc);
                long announced = defs.locations().stream().filter(d -> d.id() == id).mapToLong(
                        Otf2Definitions.Location::events).findFirst().orElse(0);
                if (announced > 0 && c.read() != announced) {
                    warnings.add("location " + loc + " (OTF2 location " + id + "): " + c.read() + " event records read,"
                            + " the global definitions announce " + announced);
                }
                otf2Events += c.read();
                unmatchedIrecv += c.unmatchedIrecv();
                skipped.addAll(c.skipped());
            }
            if (skipped.total() > 0) {
                warnings.add(skipped.warning());
            }
            warnings.addAll(topologies.warnings());
            if (layout.notImported() > 0) {
                warnings.add(layout.notImported() + " of the archive's " + defs.locations().size() + " locations not"
                        + " imported (Fenceline has one location per MPI process: further threads, accelerator and"
                        + " metric locations are left out)");
            }
            if (unmatchedIrecv > 0) {
                warnings.add(unmatchedIrecv + " non-blocking receive requests without an MpiIrecv (cancelled or never"
                        + " completed) not imported: OTF2's MpiIrecvRequest does not name the communicator");
            }
            manifest.write(TraceLayout.localManifest(traceDir));
            MergeSummary merge = new TraceMerger(GlobalTraceWriter::create).merge(traceDir, scans, model, progress,
                    force);
            return new ImportSummary(anchor.version(), anchor.creator(), otf2Events, merge, warnings);
        }
    }

    /**
     * For each target location, the ends of the Puts to it that the archive carries ({@link PutEndAttribute}), by
     * time: end ns, window, origin, bytes, RMA id (the origin's matching id), flags.
     */
    private static List<List<long[]>> placedPutEnds(List<Lookahead> ahead, LockGrants.Targets targets) {
        List<List<long[]>> ends = new ArrayList<>();
        for (int i = 0; i < ahead.size(); i++) {
            ends.add(new ArrayList<>());
        }
        for (int origin = 0; origin < ahead.size(); origin++) {
            for (long[] p : ahead.get(origin).placedPutEnds) {
                int target = targets.location(origin, (int) p[1], (int) p[6]);
                if (target >= 0 && target < ends.size()) {
                    p[2] = origin;
                    ends.get(target).add(p);
                }
            }
        }
        ends.forEach(l -> l.sort((a, b) -> Long.compare(a[0], b[0])));
        return ends;
    }

    /** A location's definitions and what its first pass found. */
    private record LookedAhead(Otf2LocalDefinitions local, Lookahead ahead) {
    }

    /** What converting one location gave, besides its local trace. */
    private record Converted(long read, long unmatchedIrecv, SkippedRecords skipped) {
    }

    /** Refuses an existing trace unless {@code force}; with it, removes old local traces (the merge the rest). */
    private static void prepare(Path traceDir, boolean force) throws IOException {
        Path localDir = TraceLayout.localDir(traceDir);
        for (Path existing : List.of(TraceLayout.events(traceDir), TraceLayout.definitions(traceDir), localDir)) {
            if (Files.exists(existing) && !force) {
                throw new FileAlreadyExistsException(existing.toString(), null,
                        "a trace exists already (import with force to replace it)");
            }
        }
        if (Files.isDirectory(localDir)) {
            try (DirectoryStream<Path> old = Files.newDirectoryStream(localDir, "*.bin")) {
                for (Path f : old) {
                    Files.delete(f);
                }
            }
        }
    }

    /** OTF2's clock offsets as Fenceline clock-sync points (OTF2: global = local + offset; Fenceline: local - offset). */
    private static List<LocalDefinition.ClockSyncPoint> syncPoints(Otf2LocalDefinitions local, TickClock clock) {
        return local.clockOffsets().stream().map(o -> new LocalDefinition.ClockSyncPoint(clock.ns(o.time()),
                -clock.duration(o.offset()))).toList();
    }

    private static RunManifest manifest(Otf2Anchor anchor, Otf2Definitions defs, ArchiveLayout layout,
            TickClock clock, RmaEventModel model, String program) {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("otf2.archive", anchor.file().toAbsolutePath().normalize().toString());
        properties.put("otf2.version", anchor.version());
        properties.put("otf2.creator", anchor.creator());
        properties.put("otf2.timerResolution", Long.toString(defs.clock().ticksPerSecond()));
        properties.put("otf2.globalOffset", Long.toString(defs.clock().globalOffset()));
        properties.put("otf2.traceId", Long.toUnsignedString(anchor.traceId()));
        String name = program != null && !program.isEmpty() ? program : anchor.file().getFileName().toString();
        Definitions.Metadata metadata = new Definitions.Metadata(name, List.of(), layout.locationCount(),
                "otf2", model, clock.resolutionNs(), 0, FencelineVersion.get(), properties);
        long epoch = defs.clock().realtimeTimestamp() >= 0 ? defs.clock().realtimeTimestamp() : 0;
        return new RunManifest(metadata, epoch, layout.machines(), layout.nodes(), layout.processes(),
                layout.locations());
    }

    private static int regionNamed(Otf2Definitions defs, String name, int fallback) {
        return defs.regions().values().stream().filter(r -> r.name().equals(name)).mapToInt(
                Otf2Definitions.Region::id).min().orElse(fallback);
    }
}
