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
 * The merge's first pass over one local trace: unifies its definitions, collects its clock-sync points,
 * converts its remote records, and follows its RMA epochs. Allocates only for definitions and RMA transfers,
 * not per event.
 */
final class LocationScanner {
    private final RunManifest manifest;
    private final DefinitionUnifier unifier;
    private final MergeWarnings warnings;

    LocationScanner(RunManifest manifest, DefinitionUnifier unifier, MergeWarnings warnings) {
        this.manifest = manifest;
        this.unifier = unifier;
        this.warnings = warnings;
    }

    LocationScan scan(int location, Path file) throws IOException {
        IdTranslation ids = new IdTranslation();
        List<LocalDefinition.ClockSyncPoint> clock = new ArrayList<>();
        List<Transfer> transfers = new ArrayList<>();
        RmaEpochTracker epochs = new RmaEpochTracker(location, unifier);
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
                        unifier.add(location, ids, d, warnings);
                    }
                    continue;
                }
                long p = position++;
                if (p == 0) {
                    firstTime = r.time();
                }
                EventType type = r.type();
                if (type.isRemote() || type == EventType.GET_1TE) {
                    if (r.partner() < 0 || r.partner() >= locations) {
                        throw new CorruptTraceException(file, type + " names location " + r.partner()
                                + ", which the run does not have, at byte offset " + r.recordOffset());
                    }
                    Event e = ids.translate(r, location, r.time());
                    Transfer t = new Transfer(type.isRemote() ? RemoteRecordConversion.toOwner(e) : e, location, p);
                    if (t.isEnd()) {
                        epochs.transferEnd(t);
                    }
                    transfers.add(t);
                } else {
                    int group = type == EventType.WINEXIT ? ids.group(r.comm()) : Event.NONE;
                    epochs.observe(p, type, r.time(), ids.region(r.region()), ids.window(r.window()), group,
                            r.partner(), r.flags());
                }
            }
            return new LocationScan(location, file, ids, clock, position, firstTime, epochs.syncIndex(), transfers,
                    r.truncation());
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
