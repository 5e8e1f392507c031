package org.fenceline.trace.merge;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.local.LocalDefinition;
import org.fenceline.trace.local.LocalTraceReader;
import org.fenceline.trace.local.RunManifest;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * The merge's first pass over one local trace: keeps its definitions for unification, collects its clock-sync
 * points, converts its remote records, and follows its RMA epochs. It needs nothing of other locations (local
 * ids throughout, {@link LocationDefinitions}), so locations are scanned in parallel. Allocates only for
 * definitions and RMA transfers, not per event.
 */
final class LocationScanner {
    private final RunManifest manifest;

    LocationScanner(RunManifest manifest) {
        this.manifest = manifest;
    }

    LocationScan scan(int location, Path file) throws IOException {
        LocationDefinitions definitions = new LocationDefinitions();
        List<LocalDefinition.ClockSyncPoint> clock = new ArrayList<>();
        List<Transfer> transfers = new ArrayList<>();
        RmaEpochTracker epochs = new RmaEpochTracker(location, definitions);
        int locations = manifest.locations().size();
        long position = 0;
        long firstTime = 0;
        try (LocalTraceReader r = LocalTraceReader.open(file)) {
            if (r.location() != location) {
                throw new CorruptTraceException(file, "header says location " + r.location()
                        + " but the file name says " + location);
            }
            while (r.next()) {
                if (r.isDefinition()) {
                    LocalDefinition d = r.definition();
                    if (d instanceof LocalDefinition.LocationInfo info) {
                        checkIdentity(file, location, info);
                    } else if (d instanceof LocalDefinition.ClockSyncPoint p) {
                        clock.add(p);
                    } else {
                        definitions.add(d);
                    }
                    continue;
                }
                long p = position++;
                if (p == 0) {
                    firstTime = r.time();
                }
                EventType type = r.type();
                int window = definitions.canonicalWindow(r.window());
                if (type.isRemote() || type == EventType.GET_1TE) {
                    if (r.partner() < 0 || r.partner() >= locations) {
                        throw new CorruptTraceException(file, type + " names location " + r.partner()
                                + ", which the run does not have, at byte offset " + r.recordOffset());
                    }
                    Event e = new Event(location, r.time(), type, r.region(), r.callSite(), r.comm(), window,
                            r.partner(), r.tag(), r.bytes(), r.recvBytes(), r.request(), r.flags());
                    Transfer t = new Transfer(type.isRemote() ? RemoteRecordConversion.toOwner(e) : e, location, p);
                    if (t.isEnd()) {
                        epochs.transferEnd(t);
                    }
                    transfers.add(t);
                } else {
                    int group = type == EventType.WINEXIT ? r.comm() : Event.NONE;
                    epochs.observe(p, type, r.time(), r.region(), window, group, r.partner(), r.flags());
                }
            }
            return new LocationScan(location, file, definitions, new IdTranslation(), clock, position, firstTime,
                    epochs.syncIndex(), transfers, r.truncation());
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
