package mpi;

/** MPI objects are not garbage collected: their handles are released explicitly. */
public interface Freeable {
    void free() throws MPIException;
}
