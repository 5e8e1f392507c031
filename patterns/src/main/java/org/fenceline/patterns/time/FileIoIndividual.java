package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/** Individual (mpi_io_individual): time spent in non-collective MPI file I/O. */
public final class FileIoIndividual extends RoleCategory {
    public FileIoIndividual() {
        super("mpi_io_individual", "Individual", "mpi_io", new Description(
                "Time spent in individual (non-collective) MPI file I/O: reads and writes at explicit offsets "
                + "or through the individual or shared file pointer, their non-blocking forms, and seeks.",
                "the exclusive time of regions with role FILE_IO_INDIVIDUAL.",
                "Each rank accessing many small, scattered pieces of the file on its own; contention for the "
                + "shared file pointer.",
                "Describe the layout with a file view and use one collective access, so the library can combine "
                + "the ranks' pieces."),
                RegionRole.FILE_IO_INDIVIDUAL);
    }
}
