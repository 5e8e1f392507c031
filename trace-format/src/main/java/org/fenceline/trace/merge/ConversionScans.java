package org.fenceline.trace.merge;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.SpillFile;
import org.fenceline.trace.column.SpillPolicy;
import org.fenceline.trace.local.LocalRecordObserver;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.local.RunManifest;

/**
 * The merge's first pass ({@link LocationScanner}) over local traces while a conversion writes them: each location's
 * scan observes its {@link LocalTraceWriter#forConversion writer}, so {@link TraceMerger#merge(Path, ConversionScans,
 * org.fenceline.trace.model.RmaEventModel, MergeProgress, boolean)} reads every file once (its write pass) instead of
 * twice. The scan sees the records the file holds, so the merge is the one of the written files. The scans keep the
 * RMA transfers on the heap or, where the records to come might not fit it, in a spill file, which {@link #close}
 * closes (after the merge).
 * <pre>{@code
 * try (ConversionScans scans = new ConversionScans(manifest, records, SpillPolicy.AUTO)) {
 *     // per location, on any thread:
 *     try (LocalTraceWriter w = LocalTraceWriter.forConversion(dir, info, flush, base, scans.location(loc, file))) { ... }
 *     new TraceMerger(GlobalTraceWriter::create).merge(dir, scans, model, progress, force);
 * }
 * }</pre>
 */
public final class ConversionScans implements AutoCloseable {
    private final RunManifest manifest;
    private final SpillFile spillFile;
    private final ColumnStore store;
    private final LocationScanner scanner;
    private final LocationScanner.Scan[] scans;

    /**
     * @param manifest the run manifest the converted traces are written under
     * @param records  how many event records the conversion will write at most (any of them may be a transfer)
     * @param spill    whether the transfers go to a spill file ({@link SpillPolicy#AUTO}: if that many might not fit
     *                 the heap)
     */
    public ConversionScans(RunManifest manifest, long records, SpillPolicy spill) throws IOException {
        this.manifest = manifest;
        this.spillFile = spill.spills(records * TransferTable.HEAP_BYTES, Runtime.getRuntime().maxMemory())
                ? SpillFile.createTemporary() : null;
        this.store = spillFile != null ? spillFile : ColumnStore.HEAP;
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

    long spilledBytes() {
        return spillFile != null ? spillFile.bytes() : 0;
    }

    /** The finished scans, by location (a location without a trace: an empty scan, as the merge of files has). */
    LocationScan[] results() {
        LocationScan[] results = new LocationScan[scans.length];
        for (int loc = 0; loc < scans.length; loc++) {
            results[loc] = scans[loc] == null ? LocationScan.empty(loc) : scans[loc].result(Optional.empty());
        }
        return results;
    }

    /** Closes the spill file, if there is one (its disk space is freed once its mappings are collected). */
    @Override
    public void close() throws IOException {
        if (spillFile != null) {
            spillFile.close();
        }
    }
}
