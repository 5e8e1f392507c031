package org.fenceline.trace.local;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.json.RecordJson;
import org.fenceline.trace.model.Definitions;

/**
 * What the launcher knows about a run, written as {@code <trace>/local/manifest.json} next to the local traces
 * (before the ranks start, so it survives a crash): the run's metadata and the system tree with global ids
 * (id == list index). The merge takes both from here; each local file's location record is checked against
 * the tree.
 *
 * @param metadata             as in the global trace; the merge fills in the RMA model and the start time
 * @param referenceClockEpochNs wall-clock time (ns since the Unix epoch) at which the reference clock (the one
 *                             the clock-sync offsets map to) read 0; turns trace time 0 into startTimeEpochNs
 */
public record RunManifest(
        Definitions.Metadata metadata,
        long referenceClockEpochNs,
        List<Definitions.Machine> machines,
        List<Definitions.Node> nodes,
        List<Definitions.Process> processes,
        List<Definitions.Location> locations) {

    /** Fields another version wrote and this one does not know are passed over. */
    private static final RecordJson.Reading READING = new RecordJson.Reading(Set.of(), true);

    public RunManifest {
        Objects.requireNonNull(metadata, "metadata");
        machines = List.copyOf(machines);
        nodes = List.copyOf(nodes);
        processes = List.copyOf(processes);
        locations = List.copyOf(locations);
    }

    public static RunManifest read(Path file) throws IOException {
        try {
            return RecordJson.read(file, RunManifest.class, READING);
        } catch (JsonProcessingException e) {
            throw new CorruptTraceException(file, "not a valid run manifest: " + e.getOriginalMessage(), e);
        }
    }

    /** Writes the manifest (to a temporary name first, so a reader never sees half of it). */
    public void write(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (OutputStream out = Files.newOutputStream(tmp)) {
            RecordJson.write(this, out);
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
