package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/** File (mpi_mgmt_file): time spent opening, closing, deleting, resizing MPI files and setting their views. */
public final class FileManagement extends RoleCategory {
    public FileManagement() {
        super("mpi_mgmt_file", "File", "mpi_management", new Description(
                "Time spent opening, closing, deleting and resizing MPI files, and setting their views, hints "
                + "and atomicity.",
                "the exclusive time of regions with role FILE_MANAGEMENT.",
                "Opening, closing, resizing and setting a view are collective and synchronise all members of the "
                + "file's communicator; opening and closing also touch the file system's metadata.",
                "Open a file once and keep it open; set a view once per data layout instead of per access."),
                RegionRole.FILE_MANAGEMENT);
    }
}
