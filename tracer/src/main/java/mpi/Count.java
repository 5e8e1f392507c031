package mpi;

/** An MPI_Count: a 64-bit element count (Status.getElementsX), comparable by value. */
@SuppressWarnings("rawtypes") // Open MPI's binding implements the raw Comparable.
public final class Count implements Comparable {
    private long count;

    public Count(long count) {
        this.count = count;
    }

    public long getCount() {
        return count;
    }

    public void setCount(long count) {
        this.count = count;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Count other && other.count == count;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(count);
    }

    /** Orders by value; anything that is not a Count sorts after every Count, as in Open MPI. */
    @Override
    public int compareTo(Object obj) {
        return obj instanceof Count other ? Long.compare(count, other.count) : -1;
    }
}
