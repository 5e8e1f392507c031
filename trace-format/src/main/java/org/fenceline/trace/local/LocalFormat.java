package org.fenceline.trace.local;

/**
 * Constants of the local binary trace layout ({@code <trace>/local/<location>.bin}); the layout itself is
 * described record by record in docs/trace-format.md.
 *
 * <pre>
 * file    = header frame* end-frame
 * header  = magic(8) version(u32) location(i32) baseTime(i64) crc32(u32 over the 24 bytes before it)
 * frame   = kind(u8) length(u32) crc32(u32 over payload) payload(length bytes)
 * CHUNK   = payload is a sequence of whole records (one buffer flush)
 * END     = payload is the number of CHUNK frames (u64): present only if the writer was closed
 * </pre>
 * All fixed-width integers are little-endian.
 */
final class LocalFormat {
    static final byte[] MAGIC = {'F', 'E', 'N', 'C', 'L', 'O', 'C', 'L'};
    static final int VERSION = 1;
    /** magic, version, location, base time, CRC-32 of those 24 bytes. */
    static final int HEADER_BYTES = 8 + 4 + 4 + 8 + 4;

    static final byte FRAME_CHUNK = 1;
    static final byte FRAME_END = 2;
    /** kind, payload length, payload CRC-32. */
    static final int FRAME_HEADER_BYTES = 1 + 4 + 4;
    static final int END_PAYLOAD_BYTES = 8;
    /** A sanity bound on a chunk's length, so a corrupt length field is reported instead of allocated. */
    static final int MAX_PAYLOAD_BYTES = 1 << 30;

    /*
     * Record tags: an event record starts with its EventType code (0..31); a definition record with one of
     * these. Definitions carry no time; events carry the time delta to the previous event as their second field.
     */
    static final int DEF_LOCATION = 0x20;
    static final int DEF_REGION = 0x21;
    static final int DEF_CALL_SITE = 0x22;
    static final int DEF_GROUP = 0x23;
    static final int DEF_COMMUNICATOR = 0x24;
    static final int DEF_WINDOW = 0x25;
    static final int DEF_CLOCK_SYNC = 0x26;
    static final int DEF_CART_TOPOLOGY = 0x27;

    /**
     * Upper bound of one encoded event record: tag (1), time delta (10) and at most six further varints (SEND:
     * 3 ints of 5 and 2 longs of 10, flags 5 = 40). The writer keeps this much room free after every append,
     * so an event never has to wait for a flush before it is stored.
     */
    static final int MAX_EVENT_BYTES = 64;
    /** Local ids are array indexes in the reader and the merge; this bound keeps those arrays small. */
    static final int MAX_LOCAL_ID = (1 << 24) - 1;
    static final int MAX_STRING_BYTES = 1 << 16;
    static final int MAX_GROUP_SIZE = 1 << 24;
    /** A sanity bound on a Cartesian topology's dimensions (MPI sets none; real grids have a handful). */
    static final int MAX_CART_DIMENSIONS = 1 << 10;

    private LocalFormat() {
    }
}
