package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/** File I/O (mpi_io): time spent in MPI file data access, individual and collective. */
public final class FileIo extends RoleCategory {
    public FileIo() {
        super("mpi_io", "File I/O", "mpi", new Description(
                "Time spent in MPI file I/O: reading and writing files, moving file pointers and syncing.",
                "the exclusive time of regions with role FILE_IO_INDIVIDUAL or FILE_IO_COLLECTIVE.",
                "The file system's bandwidth and latency; many small accesses; in collective calls, waiting for "
                + "the other members.",
                "Expand to see individual against collective I/O; access fewer, larger pieces of data."),
                RegionRole.FILE_IO_INDIVIDUAL, RegionRole.FILE_IO_COLLECTIVE);
    }
}
