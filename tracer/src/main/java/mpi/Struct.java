package mpi;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * A C-like struct laid out in a byte buffer, in the shape of Open MPI's Java bindings: a subclass adds its fields
 * in its constructor and reads and writes them through its {@link Data} view of one struct in a buffer.
 *
 * <p>Layout, as in Open MPI: each field (a primitive, an array of them, a nested struct or any datatype) starts
 * where the previous one ended, without alignment; {@link #setOffset} moves the next field further (C padding
 * is the subclass's business). The struct datatype ({@link #getType()}, byte based like every struct type) is
 * built on first use, after which no field can be added; its extent is the struct's. A {@code setOffset} after
 * the last field pads the extent to it (Open MPI ignores it): the MINLOC/MAXLOC pairs {@link MPI#doubleInt} and
 * {@link MPI#longInt} need that to match {@link MPI#DOUBLE_INT} and {@link MPI#LONG_INT}.
 *
 * <p>{@code addBoolean} and {@code Data.getBoolean/putBoolean} are Fenceline's extension for MPI.BOOLEAN fields
 * (one byte each).
 */
public abstract class Struct {
    private static final String TYPE_MISMATCH = "Type mismatch";

    /** A field: {@code length} items of {@code type} (a Datatype or a nested Struct) from {@code offset}. */
    private record Field(Object type, int offset, int length) {
    }

    private final List<Field> fields = new ArrayList<>();
    private int extent;
    private Datatype datatype;

    /** Builds the struct datatype once; its extent becomes the struct's. */
    private void commit() throws MPIException {
        if (datatype != null) {
            return;
        }
        int[] lengths = new int[fields.size()];
        int[] offsets = new int[fields.size()];
        Datatype[] types = new Datatype[fields.size()];
        for (int i = 0; i < fields.size(); i++) {
            Field f = fields.get(i);
            lengths[i] = f.length();
            offsets[i] = f.offset();
            types[i] = f.type() instanceof Struct s ? s.datatype : (Datatype) f.type();
        }
        Datatype type = Datatype.createStruct(lengths, offsets, types);
        if (type.extentBytes() < extent) {
            type = Datatype.createResized(type, 0, extent);
        }
        type.commit();
        extent = (int) type.extentBytes();
        datatype = type;
    }

    /** Bytes one struct occupies in a buffer (the datatype's extent). */
    public final int getExtent() throws MPIException {
        commit();
        return extent;
    }

    /** The struct datatype (committed), counted in bytes. */
    public final Datatype getType() throws MPIException {
        commit();
        return datatype;
    }

    protected abstract Data newData();

    @SuppressWarnings("unchecked")
    private <T extends Data> T newData(ByteBuffer buffer, int offset) {
        Data data = newData();
        data.buffer = buffer;
        data.offset = offset;
        return (T) data;
    }

    /** The first struct of {@code buffer}, read and written in native byte order (as MPI moves the bytes). */
    public final <T extends Data> T getData(ByteBuffer buffer) throws MPIException {
        return getData(buffer, 0);
    }

    /** The {@code index}-th struct of {@code buffer}. */
    public final <T extends Data> T getData(ByteBuffer buffer, int index) throws MPIException {
        commit();
        return newData(buffer.duplicate().order(ByteOrder.nativeOrder()), index * extent);
    }

    public final <T extends Data> T getData(byte[] array) throws MPIException {
        return getData(ByteBuffer.wrap(array), 0);
    }

    public final <T extends Data> T getData(byte[] array, int index) throws MPIException {
        return getData(ByteBuffer.wrap(array), index);
    }

    private int addField(Object type, int typeExtent, int length) {
        if (datatype != null) {
            throw new AssertionError("The struct data type was committed.");
        }
        int offset = extent;
        extent += typeExtent * length;
        fields.add(new Field(type, offset, length));
        return offset;
    }

    /** Moves the offset of the next field to {@code offset}, which must not lie before the end of the last one. */
    public final Struct setOffset(int offset) {
        if (datatype != null) {
            throw new AssertionError("The struct data type was committed.");
        }
        if (offset < extent) {
            throw new IllegalArgumentException("The offset must be greater or equal to the accumulated extent.");
        }
        extent = offset;
        return this;
    }

    public final int addByte() {
        return addByte(1);
    }

    /** A byte array of {@code length} elements; returns its offset, as every add method. */
    public final int addByte(int length) {
        return addField(MPI.BYTE, 1, length);
    }

    public final int addChar() {
        return addChar(1);
    }

    public final int addChar(int length) {
        return addField(MPI.CHAR, 2, length);
    }

    public final int addShort() {
        return addShort(1);
    }

    public final int addShort(int length) {
        return addField(MPI.SHORT, 2, length);
    }

    public final int addInt() {
        return addInt(1);
    }

    public final int addInt(int length) {
        return addField(MPI.INT, 4, length);
    }

    public final int addLong() {
        return addLong(1);
    }

    public final int addLong(int length) {
        return addField(MPI.LONG, 8, length);
    }

    public final int addFloat() {
        return addFloat(1);
    }

    public final int addFloat(int length) {
        return addField(MPI.FLOAT, 4, length);
    }

    public final int addDouble() {
        return addDouble(1);
    }

    public final int addDouble(int length) {
        return addField(MPI.DOUBLE, 8, length);
    }

    /** Fenceline's extension: an MPI.BOOLEAN field of one byte. */
    public final int addBoolean() {
        return addBoolean(1);
    }

    public final int addBoolean(int length) {
        return addField(MPI.BOOLEAN, 1, length);
    }

    /** A nested struct, which is committed by this. */
    public final int addStruct(Struct struct) throws MPIException {
        return addStruct(struct, 1);
    }

    public final int addStruct(Struct struct, int length) throws MPIException {
        struct.commit();
        return addField(struct, struct.extent, length);
    }

    /** A field of any datatype, {@code length} extents of it long. */
    public final int addData(Datatype type) throws MPIException {
        return addData(type, 1);
    }

    public final int addData(Datatype type, int length) throws MPIException {
        return addField(type, (int) type.extentBytes(), length);
    }

    /** True when {@code field} is a field of {@code type} with an element {@code index}. */
    private boolean validType(int field, int index, Object type) {
        for (Field f : fields) {
            if (f.offset() == field && f.length() > 0) {
                Object fieldType = f.type();
                return index >= 0 && index < f.length() && (fieldType == type
                        || fieldType instanceof Struct s && s.datatype == type);
            }
        }
        return false;
    }

    /**
     * One struct in a buffer; fields are addressed by the offsets the add methods returned and array elements by
     * their index. Accessing a field as another type fails an assertion, as in Open MPI.
     */
    public abstract class Data {
        private ByteBuffer buffer;
        private int offset;

        /** The buffer from this struct on, for send and receive calls. */
        public final ByteBuffer getBuffer() {
            return offset == 0 ? buffer : MPI.slice(buffer, offset);
        }

        protected final byte getByte(int field) {
            return getByte(field, 0);
        }

        protected final byte getByte(int field, int index) {
            assert validType(field, index, MPI.BYTE) : TYPE_MISMATCH;
            return buffer.get(offset + field + index);
        }

        protected final void putByte(int field, byte v) {
            putByte(field, 0, v);
        }

        protected final void putByte(int field, int index, byte v) {
            assert validType(field, index, MPI.BYTE) : TYPE_MISMATCH;
            buffer.put(offset + field + index, v);
        }

        protected final char getChar(int field) {
            return getChar(field, 0);
        }

        protected final char getChar(int field, int index) {
            assert validType(field, index, MPI.CHAR) : TYPE_MISMATCH;
            return buffer.getChar(offset + field + index * 2);
        }

        protected final void putChar(int field, char v) {
            putChar(field, 0, v);
        }

        protected final void putChar(int field, int index, char v) {
            assert validType(field, index, MPI.CHAR) : TYPE_MISMATCH;
            buffer.putChar(offset + field + index * 2, v);
        }

        protected final short getShort(int field) {
            return getShort(field, 0);
        }

        protected final short getShort(int field, int index) {
            assert validType(field, index, MPI.SHORT) : TYPE_MISMATCH;
            return buffer.getShort(offset + field + index * 2);
        }

        protected final void putShort(int field, short v) {
            putShort(field, 0, v);
        }

        protected final void putShort(int field, int index, short v) {
            assert validType(field, index, MPI.SHORT) : TYPE_MISMATCH;
            buffer.putShort(offset + field + index * 2, v);
        }

        protected final int getInt(int field) {
            return getInt(field, 0);
        }

        protected final int getInt(int field, int index) {
            assert validType(field, index, MPI.INT) : TYPE_MISMATCH;
            return buffer.getInt(offset + field + index * 4);
        }

        protected final void putInt(int field, int v) {
            putInt(field, 0, v);
        }

        protected final void putInt(int field, int index, int v) {
            assert validType(field, index, MPI.INT) : TYPE_MISMATCH;
            buffer.putInt(offset + field + index * 4, v);
        }

        protected final long getLong(int field) {
            return getLong(field, 0);
        }

        protected final long getLong(int field, int index) {
            assert validType(field, index, MPI.LONG) : TYPE_MISMATCH;
            return buffer.getLong(offset + field + index * 8);
        }

        protected final void putLong(int field, long v) {
            putLong(field, 0, v);
        }

        protected final void putLong(int field, int index, long v) {
            assert validType(field, index, MPI.LONG) : TYPE_MISMATCH;
            buffer.putLong(offset + field + index * 8, v);
        }

        protected final float getFloat(int field) {
            return getFloat(field, 0);
        }

        protected final float getFloat(int field, int index) {
            assert validType(field, index, MPI.FLOAT) : TYPE_MISMATCH;
            return buffer.getFloat(offset + field + index * 4);
        }

        protected final void putFloat(int field, float v) {
            putFloat(field, 0, v);
        }

        protected final void putFloat(int field, int index, float v) {
            assert validType(field, index, MPI.FLOAT) : TYPE_MISMATCH;
            buffer.putFloat(offset + field + index * 4, v);
        }

        protected final double getDouble(int field) {
            return getDouble(field, 0);
        }

        protected final double getDouble(int field, int index) {
            assert validType(field, index, MPI.DOUBLE) : TYPE_MISMATCH;
            return buffer.getDouble(offset + field + index * 8);
        }

        protected final void putDouble(int field, double v) {
            putDouble(field, 0, v);
        }

        protected final void putDouble(int field, int index, double v) {
            assert validType(field, index, MPI.DOUBLE) : TYPE_MISMATCH;
            buffer.putDouble(offset + field + index * 8, v);
        }

        /** Fenceline's extension: an MPI.BOOLEAN field, a byte of 0 or 1. */
        protected final boolean getBoolean(int field) {
            return getBoolean(field, 0);
        }

        protected final boolean getBoolean(int field, int index) {
            assert validType(field, index, MPI.BOOLEAN) : TYPE_MISMATCH;
            return buffer.get(offset + field + index) != 0;
        }

        protected final void putBoolean(int field, boolean v) {
            putBoolean(field, 0, v);
        }

        protected final void putBoolean(int field, int index, boolean v) {
            assert validType(field, index, MPI.BOOLEAN) : TYPE_MISMATCH;
            buffer.put(offset + field + index, v ? (byte) 1 : (byte) 0);
        }

        /** The view of a nested struct field. */
        protected final <S extends Struct, D extends Struct.Data> D getData(S struct, int field) {
            return getData(struct, field, 0);
        }

        /** The view of element {@code index} of a nested struct array. */
        protected final <S extends Struct, D extends Struct.Data> D getData(S struct, int field, int index) {
            Struct nested = struct;
            assert validType(field, index, nested.datatype) : TYPE_MISMATCH;
            return nested.newData(buffer, offset + field + index * nested.extent);
        }

        /** The buffer from a field on, for send and receive calls. */
        protected final ByteBuffer getBuffer(Datatype type, int field) {
            assert validType(field, 0, type) : TYPE_MISMATCH;
            int position = offset + field;
            return position == 0 ? buffer : MPI.slice(buffer, position);
        }

        /** The buffer from element {@code index} of an array field on. */
        protected final ByteBuffer getBuffer(Datatype type, int field, int index) throws MPIException {
            assert validType(field, index, type) : TYPE_MISMATCH;
            int position = offset + field + index * (int) type.extentBytes();
            return position == 0 ? buffer : MPI.slice(buffer, position);
        }
    }
}
