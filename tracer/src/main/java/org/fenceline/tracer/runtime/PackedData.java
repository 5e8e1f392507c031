package org.fenceline.tracer.runtime;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** MPI_Pack, MPI_Unpack and MPI_Pack_size over byte arrays, using the same packer as messages. */
public final class PackedData {
    private PackedData() {
    }

    /** Packs at {@code position} of {@code out}; returns the position after the packed data. */
    public static int pack(Communicator comm, Object in, int count, DataType type, byte[] out, int position) {
        String call = "MPI_Pack";
        MessageBuffer data = MessageBuffer.of(comm, call, "inbuf", in, count, type, false);
        ByteBuffer target = window(comm, call, out, position, data.bytes());
        data.packInto(target);
        return target.position();
    }

    /** Unpacks from {@code position} of {@code in}; returns the position after the consumed data. */
    public static int unpack(Communicator comm, byte[] in, int position, Object out, int count, DataType type) {
        String call = "MPI_Unpack";
        MessageBuffer data = MessageBuffer.of(comm, call, "outbuf", out, count, type, true);
        ByteBuffer source = window(comm, call, in, position, data.bytes());
        data.unpackFrom(source, data.bytes());
        return source.position();
    }

    public static int packSize(Communicator comm, int count, DataType type) {
        if (count < 0) {
            throw comm.error(ErrorClass.COUNT, "MPI_Pack_size: count=" + count + " must not be negative");
        }
        return (int) (count * type.layout().size());
    }

    private static ByteBuffer window(Communicator comm, String call, byte[] bytes, int position, long needed) {
        if (bytes == null) {
            throw comm.error(ErrorClass.BUFFER, call + ": the packed byte array is null");
        }
        if (position < 0 || position + needed > bytes.length) {
            throw comm.error(ErrorClass.TRUNCATE, call + ": position=" + position + " plus " + needed
                    + " bytes lies outside the packed array of " + bytes.length + " bytes");
        }
        return ByteBuffer.wrap(bytes).order(ByteOrder.nativeOrder()).position(position);
    }
}
