package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/** Collective (mpi_io_collective): time spent in collective MPI file I/O. */
public final class FileIoCollective extends RoleCategory {
    public FileIoCollective() {
        super("mpi_io_collective", "Collective", "mpi_io", new Description(
                "Time spent in collective MPI file I/O: the _all and _ordered accesses (blocking, non-blocking "
                + "and split), the collective seek of the shared file pointer, and MPI_File_sync.",
                "the exclusive time of regions with role FILE_IO_COLLECTIVE.",
                "The transfer itself and waiting for the last member to arrive (collective accesses synchronise "
                + "the file's communicator).",
                "Balance the work before collective I/O; overlap it with computation using the split or "
                + "non-blocking forms."),
                RegionRole.FILE_IO_COLLECTIVE);
    }
}
