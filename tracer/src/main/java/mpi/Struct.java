package mpi;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * A C-like struct laid out in a byte buffer, as Open MPI's Java bindings define it: a subclass adds its fields
 * in its constructor (each aligned to its size, the extent rounded up to the largest alignment) and reads and
 * writes them through its {@link Data} view of one struct in a buffer. {@link #getType()} is the matching
 * datatype, for byte buffers. The MINLOC/MAXLOC pairs {@link MPI#int2} etc. are such structs.
 */
public abstract class Struct {
    private record Field(int offset, Datatype type) {
    }

    private final List<Field> fields = new ArrayList<>();
    private int extent;
    private int alignment = 1;
    private Datatype type;

    protected final int addByte() {
        return add(1, MPI.BYTE);
    }

    protected final int addChar() {
        return add(2, MPI.CHAR);
    }

    protected final int addShort() {
        return add(2, MPI.SHORT);
    }

    protected final int addBoolean() {
        return add(1, MPI.BOOLEAN);
    }

    protected final int addInt() {
        return add(4, MPI.INT);
    }

    protected final int addLong() {
        return add(8, MPI.LONG);
    }

    protected final int addFloat() {
        return add(4, MPI.FLOAT);
    }

    protected final int addDouble() {
        return add(8, MPI.DOUBLE);
    }

    /** Moves the offset of the next field to {@code offset} (at least the current end). */
    protected final void setOffset(int offset) {
        extent = Math.max(extent, offset);
    }

    private int add(int size, Datatype fieldType) {
        int offset = (extent + size - 1) / size * size;
        fields.add(new Field(offset, fieldType));
        extent = offset + size;
        alignment = Math.max(alignment, size);
        return offset;
    }

    /** Bytes one struct occupies in a buffer, padding included. */
    public final int getExtent() {
        return (extent + alignment - 1) / alignment * alignment;
    }

    /** The struct datatype (committed), counted in bytes like every struct type of Open MPI. */
    public final Datatype getType() throws MPIException {
        if (type == null) {
            int[] lengths = new int[fields.size()];
            int[] displacements = new int[fields.size()];
            Datatype[] types = new Datatype[fields.size()];
            for (int i = 0; i < fields.size(); i++) {
                lengths[i] = 1;
                displacements[i] = fields.get(i).offset();
                types[i] = fields.get(i).type();
            }
            type = Datatype.createResized(Datatype.createStruct(lengths, displacements, types), 0, getExtent());
            type.commit();
        }
        return type;
    }

    protected abstract Data newData();

    /** The first struct of {@code buffer}. */
    public final <T extends Data> T getData(ByteBuffer buffer) {
        return getData(buffer, 0);
    }

    /** The {@code index}-th struct of {@code buffer}. */
    @SuppressWarnings("unchecked")
    public final <T extends Data> T getData(ByteBuffer buffer, int index) {
        Data data = newData();
        data.buffer = buffer.duplicate().order(ByteOrder.nativeOrder());
        data.offset = index * getExtent();
        return (T) data;
    }

    public final <T extends Data> T getData(byte[] buffer) {
        return getData(ByteBuffer.wrap(buffer), 0);
    }

    public final <T extends Data> T getData(byte[] buffer, int index) {
        return getData(ByteBuffer.wrap(buffer), index);
    }

    /** One struct in a buffer; fields are addressed by the offsets the add methods returned. */
    public abstract static class Data {
        private ByteBuffer buffer;
        private int offset;

        protected final byte getByte(int field) {
            return buffer.get(offset + field);
        }

        protected final void putByte(int field, byte value) {
            buffer.put(offset + field, value);
        }

        protected final char getChar(int field) {
            return buffer.getChar(offset + field);
        }

        protected final void putChar(int field, char value) {
            buffer.putChar(offset + field, value);
        }

        protected final short getShort(int field) {
            return buffer.getShort(offset + field);
        }

        protected final void putShort(int field, short value) {
            buffer.putShort(offset + field, value);
        }

        protected final boolean getBoolean(int field) {
            return buffer.get(offset + field) != 0;
        }

        protected final void putBoolean(int field, boolean value) {
            buffer.put(offset + field, value ? (byte) 1 : (byte) 0);
        }

        protected final int getInt(int field) {
            return buffer.getInt(offset + field);
        }

        protected final void putInt(int field, int value) {
            buffer.putInt(offset + field, value);
        }

        protected final long getLong(int field) {
            return buffer.getLong(offset + field);
        }

        protected final void putLong(int field, long value) {
            buffer.putLong(offset + field, value);
        }

        protected final float getFloat(int field) {
            return buffer.getFloat(offset + field);
        }

        protected final void putFloat(int field, float value) {
            buffer.putFloat(offset + field, value);
        }

        protected final double getDouble(int field) {
            return buffer.getDouble(offset + field);
        }

        protected final void putDouble(int field, double value) {
            buffer.putDouble(offset + field, value);
        }
    }
}
