package org.fenceline.tracer.runtime;

/**
 * The outcome of a completed operation (MPI_Status): source and tag as ranks and tags of the communicator,
 * the message length in bytes, the error code, whether it was cancelled, and its index in a request array.
 */
public record StatusRecord(int source, int tag, int error, long bytes, boolean cancelled, int index) {

    /** The status of an empty or inactive request: MPI_ANY_SOURCE, MPI_ANY_TAG, no data. */
    public static StatusRecord empty() {
        return new StatusRecord(MpiConstants.ANY_SOURCE, MpiConstants.ANY_TAG, ErrorClass.SUCCESS, 0, false,
                MpiConstants.UNDEFINED);
    }

    /** A receive from MPI_PROC_NULL. */
    public static StatusRecord fromNullProcess() {
        return new StatusRecord(MpiConstants.PROC_NULL, MpiConstants.ANY_TAG, ErrorClass.SUCCESS, 0, false,
                MpiConstants.UNDEFINED);
    }

    public StatusRecord withIndex(int i) {
        return new StatusRecord(source, tag, error, bytes, cancelled, i);
    }

    /** MPI_Get_count: whole copies of the type received, or MPI_UNDEFINED if the length is not a multiple. */
    public int count(TypeLayout type) {
        if (type.size() == 0) {
            return bytes == 0 ? 0 : MpiConstants.UNDEFINED;
        }
        return bytes % type.size() == 0 ? (int) (bytes / type.size()) : MpiConstants.UNDEFINED;
    }

    /**
     * MPI_Status_set_elements: the status of {@code elements} primitive elements of {@code type} (whole copies and
     * the primitives of a partial one, whose bytes are counted at the type's average primitive size).
     */
    public StatusRecord withElements(TypeLayout type, long elements) {
        long perCopy = type.primitivesIn(type.size());
        long length = perCopy == 0 ? 0
                : elements / perCopy * type.size() + elements % perCopy * type.size() / perCopy;
        return new StatusRecord(source, tag, error, length, cancelled, index);
    }

    /**
     * MPI_Get_elements: primitive elements received, which may include a partial copy of the type; MPI_UNDEFINED
     * if the message ends inside a primitive element.
     */
    public int elements(TypeLayout type) {
        return (int) type.primitivesIn(bytes);
    }
}
