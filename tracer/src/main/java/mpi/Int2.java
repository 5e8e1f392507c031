package mpi;

/** The struct of {@link MPI#INT2} (MINLOC/MAXLOC): a int value and an int index, laid out as C does. */
public final class Int2 extends Struct {
    private final int value;
    private final int index;

    Int2() {
        value = addInt();
        index = addInt();
    }

    @Override
    protected Data newData() {
        return new Data();
    }

    /** One value-index pair in a buffer. */
    public final class Data extends Struct.Data {
        public int getValue() {
            return getInt(value);
        }

        public int getIndex() {
            return getInt(index);
        }

        public void putValue(int v) {
            putInt(value, v);
        }

        public void putIndex(int v) {
            putInt(index, v);
        }
    }
}
