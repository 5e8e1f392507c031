package org.fenceline.tracer.runtime;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * A run of items of a datatype inside a user buffer, starting at item {@code first} (counts and displacements
 * of the v-collectives are in extents of the datatype). Checked like a point-to-point buffer: read-only receive
 * buffers, and every byte the typemap touches must lie inside the buffer (of any element kind). Collectives pack
 * such runs into contiguous native-order bytes and unpack results back.
 */
public final class TypedData {
    private final ElementBuffer elements;
    private final long origin;
    private final int count;
    private final TypeLayout layout;

    private TypedData(ElementBuffer elements, long origin, int count, TypeLayout layout) {
        this.elements = elements;
        this.origin = origin;
        this.count = count;
        this.layout = layout;
    }

    /**
     * Checks and wraps {@code count} items at item {@code first} of {@code buffer}.
     *
     * @param argument the buffer's argument name, for messages
     * @param receive  whether results will be written into it
     */
    public static TypedData of(Communicator scope, String call, String argument, Object buffer, long first, int count,
            DataType type, boolean receive) {
        return atByte(scope, call, argument, buffer, type == null ? 0 : first * type.layout().extent(), count, type,
                receive);
    }

    /** Like {@link #of} with the run starting {@code originBytes} bytes into the buffer (MPI_Alltoallw). */
    public static TypedData atByte(Communicator scope, String call, String argument, Object buffer, long originBytes,
            int count, DataType type, boolean receive) {
        if (count < 0) {
            throw scope.error(ErrorClass.COUNT, call + ": count=" + count + " must not be negative");
        }
        if (type == null) {
            throw scope.error(ErrorClass.TYPE, call + ": datatype is null");
        }
        type.checkUsableForTransfer(scope, call, "datatype");
        TypeLayout layout = type.layout();
        if (buffer == null && count > 0 && layout.size() > 0) {
            throw scope.error(ErrorClass.BUFFER, call + ": " + argument + " is null");
        }
        if (count == 0 || layout.size() == 0) {
            return new TypedData(buffer == null ? null : ElementBuffer.of(buffer), 0, count, layout);
        }
        MessageBuffer.of(scope, call, argument, buffer, 0, type, receive);
        ElementBuffer elements = ElementBuffer.of(buffer);
        long origin = originBytes;
        long last = origin + (long) (count - 1) * layout.extent();
        long lowest = Math.min(origin + layout.trueLb(), last + layout.trueLb());
        long highest = Math.max(origin + layout.trueUb(), last + layout.trueUb());
        if (lowest < 0 || highest > elements.capacityBytes()) {
            throw scope.error(ErrorClass.COUNT, call + ": " + count + " items of " + type.name() + " at byte "
                    + origin + " do not fit " + argument + " " + elements);
        }
        return new TypedData(elements, origin, count, layout);
    }

    /** Packed bytes of one item of {@code type}. */
    public static int itemBytes(DataType type) {
        return (int) type.layout().size();
    }

    /** Packed bytes of the run. */
    public int bytes() {
        return (int) ((long) count * layout.size());
    }

    /**
     * The run's own bytes, to send from and receive into as they are, when it is one contiguous run of a byte
     * array or ByteBuffer (what OSU-style programs pass); null otherwise, when it must be packed.
     */
    public ByteBuffer inPlace() {
        return transfersInPlace() ? ((ElementBuffer.Bytes) elements).bytesAt(origin, bytes()) : null;
    }

    /** Whether {@link #inPlace} gives the run's own bytes (else it must be packed and unpacked). */
    public boolean transfersInPlace() {
        return elements != null && elements.transfersInPlace(layout);
    }

    /** A new native-order buffer holding the packed run. */
    public ByteBuffer pack() {
        ByteBuffer packed = allocate(bytes());
        packInto(packed);
        packed.clear();
        return packed;
    }

    /** Packs at {@code target}'s position, which advances by {@link #bytes()}. */
    public void packInto(ByteBuffer target) {
        if (elements != null) {
            Packer.pack(elements, origin, count, layout, target);
        }
    }

    /**
     * Unpacks the bytes from {@code packed}'s position (which advances) to its limit into the run, at most
     * {@link #bytes()}; fewer fill the run's leading part (a broadcast's root may send less than a receiver's count).
     */
    public void unpackFrom(ByteBuffer packed) {
        if (elements != null) {
            Packer.unpack(packed, elements, origin, count, layout, packed.remaining());
        }
    }

    /** A native-order heap buffer of {@code bytes} bytes. */
    public static ByteBuffer allocate(long bytes) {
        return MessageBuffer.allocate(bytes);
    }

    /** Lays {@code items} packed items of {@code type} out as in memory (count × extent bytes, from the lower bound). */
    public static ByteBuffer expand(DataType type, ByteBuffer packed, int items) {
        TypeLayout layout = type.layout();
        ByteBuffer laidOut = allocate((long) items * layout.extent());
        ByteBuffer source = packed.duplicate().order(ByteOrder.nativeOrder());
        source.clear();
        for (int c = 0; c < items; c++) {
            long at = c * layout.extent() - layout.lb();
            for (int i = 0; i < layout.blockCount(); i++) {
                int length = layout.blockLength(i);
                laidOut.put((int) (at + layout.blockOffset(i)), source, source.position(), length);
                source.position(source.position() + length);
            }
        }
        return laidOut;
    }

    /** The inverse of {@link #expand}: packs laid-out items into {@code packed}. */
    public static void compact(DataType type, ByteBuffer laidOut, ByteBuffer packed, int items) {
        TypeLayout layout = type.layout();
        int position = 0;
        for (int c = 0; c < items; c++) {
            long at = c * layout.extent() - layout.lb();
            for (int i = 0; i < layout.blockCount(); i++) {
                int length = layout.blockLength(i);
                packed.put(position, laidOut, (int) (at + layout.blockOffset(i)), length);
                position += length;
            }
        }
    }
}
