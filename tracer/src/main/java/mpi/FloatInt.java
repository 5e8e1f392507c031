package mpi;

/** The struct of {@link MPI#FLOAT_INT} (MINLOC/MAXLOC): a float value and an int index, laid out as C does. */
public final class FloatInt extends Struct {
    private final int value;
    private final int index;

    FloatInt() {
        value = addFloat();
        index = addInt();
    }

    @Override
    protected Data newData() {
        return new Data();
    }

    /** One value-index pair in a buffer. */
    public final class Data extends Struct.Data {
        public float getValue() {
            return getFloat(value);
        }

        public int getIndex() {
            return getInt(index);
        }

        public void putValue(float v) {
            putFloat(value, v);
        }

        public void putIndex(int v) {
            putInt(index, v);
        }
    }
}
