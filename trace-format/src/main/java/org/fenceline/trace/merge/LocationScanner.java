package org.fenceline.trace.merge;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.local.LocalDefinition;
import org.fenceline.trace.local.LocalRecordObserver;
import org.fenceline.trace.local.LocalTraceReader;
import org.fenceline.trace.local.RunManifest;
import org.fenceline.trace.local.Truncation;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * The merge's first pass over one local trace: keeps its definitions for unification, collects its clock-sync
 * points, converts its remote records, and follows its RMA epochs. It needs nothing of other locations (local
 * ids throughout, {@link LocationDefinitions}), so locations are scanned in parallel. Allocates only for
 * definitions, not per event; the RMA transfers are rows of columns in the merge's {@link ColumnStore}.
 *
 * <p>A scan takes its records from the file ({@link #scan}) or, for a trace being written, from the writer as it
 * stores them ({@link #whileWriting}: an import converts and scans in one pass).
 */
final class LocationScanner {
    private final RunManifest manifest;
    private final ColumnStore store;

    /** @param store where the transfers' columns are kept */
    LocationScanner(RunManifest manifest, ColumnStore store) {
        this.manifest = manifest;
        this.store = store;
    }

    LocationScan scan(int location, Path file) throws IOException {
        Scan scan = new Scan(location, file);
        int locations = manifest.locations().size();
        try (LocalTraceReader r = LocalTraceReader.open(file)) {
            if (r.location() != location) {
                throw new CorruptTraceException(file, "header says location " + r.location()
                        + " but the file name says " + location);
            }
            while (r.next()) {
                if (r.isDefinition()) {
                    if (r.definition() instanceof LocalDefinition.LocationInfo info) {
                        checkIdentity(file, location, info);
                    }
                    scan.definition(r.definition());
                    continue;
                }
                EventType type = r.type();
                if ((type.isRemote() || type == EventType.GET_1TE) && (r.partner() < 0 || r.partner() >= locations)) {
                    throw new CorruptTraceException(file, type + " names location " + r.partner()
                            + ", which the run does not have, at byte offset " + r.recordOffset());
                }
                scan.event(type, r.time(), r.region(), r.callSite(), r.comm(), r.window(), r.partner(), r.tag(),
                        r.bytes(), r.recvBytes(), r.request(), r.flags());
            }
            return scan.result(r.truncation());
        }
    }

    /**
     * The scan of location {@code location}'s trace as it is written to {@code file}: give it to the writer as its
     * observer, and take {@link Scan#result} once the writer is closed. What {@link #scan} checks of a file that
     * may come from elsewhere (its location record, the locations its transfers name) its writer (the import's
     * conversion) guarantees.
     */
    Scan whileWriting(int location, Path file) {
        return new Scan(location, file);
    }

    /** One location's scan in progress, fed record by record in file order. */
    final class Scan implements LocalRecordObserver {
        private final int location;
        private final Path file;
        private final LocationDefinitions definitions = new LocationDefinitions();
        private final List<LocalDefinition.ClockSyncPoint> clock = new ArrayList<>();
        private final TransferTable transfers;
        private final RmaEpochTracker epochs;
        private long position;
        private long firstTime;
        /** The previous record's time, and the start of the run of records 1 ns apart that it ends. */
        private long previousTime = Long.MIN_VALUE;
        private long runStart;

        private Scan(int location, Path file) {
            this.location = location;
            this.file = file;
            this.transfers = new TransferTable(location, store);
            this.epochs = new RmaEpochTracker(location, definitions, transfers, store);
        }

        @Override
        public void definition(LocalDefinition d) {
            if (d instanceof LocalDefinition.ClockSyncPoint p) {
                clock.add(p);
            } else if (!(d instanceof LocalDefinition.LocationInfo)) {
                definitions.add(d);
            }
        }

        @Override
        public void event(EventType type, long time, int region, int callSite, int comm, int window, int partner,
                int tag, long bytes, long recvBytes, long request, int flags) {
            long p = position++;
            if (p == 0) {
                firstTime = time;
            }
            if (time != previousTime + 1) {
                runStart = time;
            }
            previousTime = time;
            int canonical = definitions.canonicalWindow(window);
            if (type.isRemote() || type == EventType.GET_1TE) {
                int t = transfers.add(p, type, time, runStart, canonical, partner, bytes, request, flags);
                if (transfers.isEnd(t)) {
                    epochs.transferEnd(t);
                }
            } else {
                int group = type == EventType.WINEXIT ? comm : Event.NONE;
                epochs.observe(p, type, time, region, canonical, group, partner, flags);
            }
        }

        /** What the scan found; {@code truncation}: where the file ended early, if it did. */
        LocationScan result(Optional<Truncation> truncation) {
            return new LocationScan(location, file, definitions, new IdTranslation(), clock, position, firstTime,
                    epochs.syncIndex(), transfers, truncation);
        }
    }

    /** A local file must describe the location the manifest has under its number (else it is from another run). */
    private void checkIdentity(Path file, int location, LocalDefinition.LocationInfo info)
            throws CorruptTraceException {
        Definitions.Location expected = manifest.locations().get(location);
        int rank = manifest.processes().get(expected.process()).rank();
        if (info.rank() != rank || info.thread() != expected.thread()) {
            throw new CorruptTraceException(file, "written by rank " + info.rank() + " thread " + info.thread()
                    + ", but location " + location + " of the run manifest is rank " + rank + " thread "
                    + expected.thread() + " (a file from another run?)");
        }
    }
}
