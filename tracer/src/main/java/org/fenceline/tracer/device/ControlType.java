package org.fenceline.tracer.device;

/** What a short-ring message is: a short message carrying data, or one of the protocols' control messages. */
enum ControlType {
    /** A (long) short message: envelope and data in the slots. */
    SHORT,
    /** Eager arrival notice: the data is in the eager buffer named by {@code id}. */
    EAGER,
    /** Rendezvous: a message of {@code length} bytes waits at the sender under transfer {@code id}. */
    REQUEST_TO_SEND,
    /** Rendezvous: write the next chunk of {@code length} bytes at pool {@code offset}. */
    OK_TO_SEND,
    /** Rendezvous: a pipeline block of {@code length} bytes lies at chunk {@code offset}. */
    BLOCK_READY,
    /** Rendezvous: the last block of the chunk; the chunk is complete. */
    CONTINUE,
    /** Single-copy rendezvous: the receiver has copied transfer {@code id} out of the sender's buffer. */
    RECEIVED;

    private static final ControlType[] VALUES = values();

    static ControlType of(int code) {
        return VALUES[code];
    }
}
