package org.fenceline.trace.merge;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.local.LocalDefinition.ClockSyncPoint;
import org.fenceline.trace.local.Truncation;

/**
 * What the first pass learnt about one location's local trace: everything the second pass needs except the
 * events themselves, which it streams from the file again.
 *
 * @param file         the local trace, or null if the location has none
 * @param definitions  its id definitions, to be unified into {@code ids} once all locations are scanned
 * @param ids          local to global ids, filled by the unification after the scans
 * @param events       event records in the file (positions are 0 .. events-1)
 * @param firstRawTime raw time of the first event (meaningless when events == 0)
 * @param syncIndex    this location's completing synchronisations (on its canonical local windows)
 * @param transfers    remote records converted to their owners, and own GET_1TE (extended-model candidates), with
 *                     this location's local ids (canonical windows)
 */
record LocationScan(int location, Path file, LocationDefinitions definitions, IdTranslation ids,
        List<ClockSyncPoint> clockPoints, long events, long firstRawTime, SyncIndex syncIndex,
        TransferTable transfers, Optional<Truncation> truncation) {

    static LocationScan empty(int location) {
        return new LocationScan(location, null, new LocationDefinitions(), new IdTranslation(), List.of(), 0, 0,
                new SyncIndex(ColumnStore.HEAP), new TransferTable(location, ColumnStore.HEAP), Optional.empty());
    }
}
