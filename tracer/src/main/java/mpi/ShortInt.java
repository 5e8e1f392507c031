package mpi;

/** The struct of {@link MPI#SHORT_INT} (MINLOC/MAXLOC): a short value and an int index, laid out as C does. */
public final class ShortInt extends Struct {
    private final int value;
    private final int index;

    ShortInt() {
        value = addShort();
        // C aligns the int to 4 bytes.
        setOffset(4);
        index = addInt();
    }

    @Override
    protected Data newData() {
        return new Data();
    }

    /** One value-index pair in a buffer. */
    public final class Data extends Struct.Data {
        public short getValue() {
            return getShort(value);
        }

        public int getIndex() {
            return getInt(index);
        }

        public void putValue(short v) {
            putShort(value, v);
        }

        public void putIndex(int v) {
            putInt(index, v);
        }
    }
}
