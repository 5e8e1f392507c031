package mpi;

/** The struct of {@link MPI#LONG_INT} (MINLOC/MAXLOC): a long value and an int index, laid out as C does. */
public final class LongInt extends Struct {
    private final int value;
    private final int index;

    LongInt() {
        value = addLong();
        index = addInt();
        // C pads the struct to a multiple of its long's alignment.
        setOffset(16);
    }

    @Override
    protected Data newData() {
        return new Data();
    }

    /** One value-index pair in a buffer. */
    public final class Data extends Struct.Data {
        public long getValue() {
            return getLong(value);
        }

        public int getIndex() {
            return getInt(index);
        }

        public void putValue(long v) {
            putLong(value, v);
        }

        public void putIndex(int v) {
            putInt(index, v);
        }
    }
}
