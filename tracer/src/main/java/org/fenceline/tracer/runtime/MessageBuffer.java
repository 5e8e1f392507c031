package org.fenceline.tracer.runtime;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * A user buffer with a count and a datatype, checked against each other: every byte the typemap touches must
 * lie inside the buffer, so a wrong count raises an error instead of corrupting memory. The buffer's element
 * type need not be the datatype's (Open MPI moves the array's memory image, see {@link ElementBuffer}). Packs
 * to and unpacks from the contiguous bytes the device moves.
 */
final class MessageBuffer {
    private final ElementBuffer elements;
    private final int count;
    private final TypeLayout layout;

    private MessageBuffer(ElementBuffer elements, int count, TypeLayout layout) {
        this.elements = elements;
        this.count = count;
        this.layout = layout;
    }

    /**
     * Checks and wraps a buffer argument.
     *
     * @param call     the MPI call, for messages
     * @param argument the buffer argument's name ("buf", "sendbuf", ...)
     * @param receive  whether data will be written into the buffer
     */
    static MessageBuffer of(Communicator scope, String call, String argument, Object buffer, int count,
            DataType type, boolean receive) {
        if (count < 0) {
            throw scope.error(ErrorClass.COUNT, call + ": count=" + count + " must not be negative");
        }
        if (type == null) {
            throw scope.error(ErrorClass.TYPE, call + ": datatype is null");
        }
        type.checkUsableForTransfer(scope, call, "datatype");
        TypeLayout layout = type.layout();
        if (buffer == null) {
            if (count == 0 || layout.size() == 0) {
                return new MessageBuffer(null, count, layout);
            }
            throw scope.error(ErrorClass.BUFFER, call + ": " + argument + " is null");
        }
        ElementBuffer elements = ElementBuffer.of(buffer);
        if (elements == null) {
            throw scope.error(ErrorClass.BUFFER, call + ": " + argument + " must be a primitive array or an NIO "
                    + "buffer, not " + buffer.getClass().getName());
        }
        if (receive && elements.isReadOnly()) {
            throw scope.error(ErrorClass.BUFFER, call + ": " + argument + " " + elements + " is read-only");
        }
        if (count > 0 && layout.size() > 0) {
            long last = (long) (count - 1) * layout.extent();
            long lowest = Math.min(layout.trueLb(), last + layout.trueLb());
            long highest = Math.max(layout.trueUb(), last + layout.trueUb());
            if (lowest < 0 || highest > elements.capacityBytes()) {
                throw scope.error(ErrorClass.COUNT, call + ": count=" + count + " of " + type.name()
                        + " reaches bytes " + lowest + ".." + (highest - 1) + " but " + argument + " is " + elements
                        + " (" + elements.capacityBytes() + " bytes)");
            }
        }
        return new MessageBuffer(elements, count, layout);
    }

    /**
     * Open MPI's rule for non-blocking and persistent calls: the buffer must be a direct NIO buffer, because the
     * transfer outlives the call. Like Open MPI's binding this is an IllegalArgumentException, not an MPI error,
     * so it reaches the program whatever the error handler.
     */
    static void requireDirect(String call, Object buffer) {
        if (buffer != null && !(buffer instanceof Buffer b && b.isDirect())) {
            ElementBuffer elements = ElementBuffer.of(buffer);
            throw new IllegalArgumentException(call + ": The buffer must be direct (use MPI.newXxxBuffer); got "
                    + (elements == null ? buffer.getClass().getName() : elements.toString()));
        }
    }

    /** Packed length in bytes. */
    long bytes() {
        return (long) count * layout.size();
    }

    /** Contiguous bytes of a byte-addressed buffer can go to the device as they are. */
    private boolean isDirectlyTransferable() {
        return elements != null && elements.transfersInPlace(layout);
    }

    /** The user's own bytes of the message; only when {@link #isDirectlyTransferable()}. */
    private ByteBuffer userBytes() {
        return ((ElementBuffer.Bytes) elements).bytesAt(0, (int) bytes());
    }

    /** The bytes to send: a view of the user's buffer when contiguous, else a packed copy. */
    ByteBuffer sendBytes() {
        if (isDirectlyTransferable()) {
            return userBytes();
        }
        ByteBuffer packed = allocate(bytes());
        packInto(packed);
        packed.flip();
        return packed;
    }

    /** Packs at {@code target}'s position (which advances by {@link #bytes()}). */
    void packInto(ByteBuffer target) {
        if (elements != null) {
            Packer.pack(elements, 0, count, layout, target);
        }
    }

    /** Where the device should land incoming bytes: the user's buffer itself when possible, else a staging area. */
    ByteBuffer receiveTarget() {
        if (isDirectlyTransferable()) {
            return userBytes();
        }
        return allocate(bytes());
    }

    /** Moves {@code received} bytes from a staging {@code target} into the user's buffer (no-op for direct landing). */
    void completeReceive(ByteBuffer target, long received) {
        if (isDirectlyTransferable()) {
            return;
        }
        unpackStaged(target, received);
    }

    /** Moves {@code received} bytes from a staging area (never the user's buffer) into the user's buffer. */
    void unpackStaged(ByteBuffer staged, long received) {
        if (elements == null) {
            return;
        }
        ByteBuffer packed = staged.duplicate().order(ByteOrder.nativeOrder());
        packed.clear();
        unpackFrom(packed, received);
    }

    /** Unpacks {@code available} bytes from {@code packed}'s position into the user's buffer. */
    void unpackFrom(ByteBuffer packed, long available) {
        Packer.unpack(packed, elements, 0, count, layout, available);
    }

    static ByteBuffer allocate(long bytes) {
        if (bytes > Integer.MAX_VALUE) {
            throw ErrorHandling.unattached(ErrorClass.COUNT, "a message of " + bytes + " bytes exceeds 2 GiB");
        }
        return ByteBuffer.allocate((int) bytes).order(ByteOrder.nativeOrder());
    }
}
