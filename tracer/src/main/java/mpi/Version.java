package mpi;

/** The version of the MPI standard a library implements (MPI_Get_version). */
public final class Version {
    private final int version;
    private final int subVersion;

    protected Version(int version, int subVersion) {
        this.version = version;
        this.subVersion = subVersion;
    }

    public int getVersion() {
        return version;
    }

    public int getSubVersion() {
        return subVersion;
    }
}
