package org.fenceline.trace.merge;

import java.nio.file.Path;
import java.util.Optional;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.local.LocalRecordObserver;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.local.RunManifest;

/**
 * The merge's first pass ({@link LocationScanner}) over local traces while a conversion writes them: each location's
 * scan observes its {@link LocalTraceWriter#forConversion writer}, so {@link TraceMerger#merge(Path, ConversionScans,
 * org.fenceline.trace.model.RmaEventModel, MergeProgress, boolean)} reads every file once (its write pass) instead of
 * twice. The scan sees the records the file holds, so the merge is the one of the written files.
 * <pre>{@code
 * ConversionScans scans = new ConversionScans(manifest, ColumnStore.HEAP);
 * // per location, on any thread:
 * try (LocalTraceWriter w = LocalTraceWriter.forConversion(dir, info, flush, base, scans.location(loc, file))) { ... }
 * new TraceMerger(GlobalTraceWriter::create).merge(dir, scans, model, progress, force);
 * }</pre>
 */
public final class ConversionScans {
    private final RunManifest manifest;
    private final ColumnStore store;
    private final LocationScanner scanner;
    private final LocationScanner.Scan[] scans;

    /**
     * @param manifest the run manifest the converted traces are written under
     * @param store    where the scans keep the RMA transfers until the merge has written them
     */
    public ConversionScans(RunManifest manifest, ColumnStore store) {
        this.manifest = manifest;
        this.store = store;
        this.scanner = new LocationScanner(manifest, store);
        this.scans = new LocationScanner.Scan[manifest.locations().size()];
    }

    /**
     * The scan of {@code location}'s trace, written to {@code file}: the observer to give its writer. One call per
     * location; locations may be written on different threads, but the merge must start after all writers closed.
     */
    public LocalRecordObserver location(int location, Path file) {
        scans[location] = scanner.whileWriting(location, file);
        return scans[location];
    }

    RunManifest manifest() {
        return manifest;
    }

    ColumnStore store() {
        return store;
    }

    /** The finished scans, by location (a location without a trace: an empty scan, as the merge of files has). */
    LocationScan[] results() {
        LocationScan[] results = new LocationScan[scans.length];
        for (int loc = 0; loc < scans.length; loc++) {
            results[loc] = scans[loc] == null ? LocationScan.empty(loc) : scans[loc].result(Optional.empty());
        }
        return results;
    }
}
