package mpi;

/** The struct of {@link MPI#DOUBLE_INT} (MINLOC/MAXLOC): a double value and an int index, laid out as C does. */
public final class DoubleInt extends Struct {
    private final int value;
    private final int index;

    DoubleInt() {
        value = addDouble();
        index = addInt();
        // C pads the struct to a multiple of its double's alignment.
        setOffset(16);
    }

    @Override
    protected Data newData() {
        return new Data();
    }

    /** One value-index pair in a buffer. */
    public final class Data extends Struct.Data {
        public double getValue() {
            return getDouble(value);
        }

        public int getIndex() {
            return getInt(index);
        }

        public void putValue(double v) {
            putDouble(value, v);
        }

        public void putIndex(int v) {
            putInt(index, v);
        }
    }
}
