package org.fenceline.tracer.device;

import java.nio.ByteBuffer;

/**
 * One message of the short ring: the 32-byte header fields (type, tag, context, id, length, offset) and,
 * for short messages, the payload.
 */
record RingMessage(ControlType type, int tag, int context, int id, long length, long offset, ByteBuffer payload) {
    static final int TYPE = 0;
    static final int SLOTS = 1;
    static final int TAG = 4;
    static final int CONTEXT = 8;
    static final int ID = 12;
    static final int LENGTH = 16;
    static final int OFFSET = 24;

    /** The message whose header is {@code header} (little-endian); a short message's payload stays in the ring. */
    static RingMessage of(ByteBuffer header) {
        return new RingMessage(ControlType.of(header.get(TYPE)), header.getInt(TAG), header.getInt(CONTEXT),
                header.getInt(ID), header.getLong(LENGTH), header.getLong(OFFSET), null);
    }

    static RingMessage control(ControlType type, int id, long length, long offset) {
        return new RingMessage(type, 0, 0, id, length, offset, null);
    }

    /** Bytes carried in the slots after the header. */
    int payloadLength() {
        return payload == null ? 0 : payload.remaining();
    }

    /** The same message with its payload copied, for messages that must wait for credits. */
    RingMessage detached() {
        if (payload == null) {
            return this;
        }
        ByteBuffer copy = ByteBuffer.allocate(payload.remaining());
        copy.put(0, payload, payload.position(), payload.remaining());
        return new RingMessage(type, tag, context, id, length, offset, copy);
    }
}
