package org.fenceline.trace.local;

/**
 * LEB128-style variable-length integers (7 bits per byte, low bits first, high bit = "more follows") on a
 * plain byte array, so appending costs a few array stores and no allocation. Optional ids are stored
 * as {@code id + 1} so that {@code Event.NONE} (-1) takes one byte; values that may be any int (tags,
 * partners) are zigzag-encoded for the same reason.
 */
final class Varint {
    private Varint() {
    }

    /** Writes {@code v} as an unsigned 64-bit varint at {@code p}; returns the next position. */
    static int putLong(byte[] b, int p, long v) {
        while ((v & ~0x7FL) != 0) {
            b[p++] = (byte) ((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        b[p++] = (byte) v;
        return p;
    }

    /** Writes {@code v} as an unsigned 32-bit varint (negative values take five bytes). */
    static int putInt(byte[] b, int p, int v) {
        while ((v & ~0x7F) != 0) {
            b[p++] = (byte) ((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        b[p++] = (byte) v;
        return p;
    }

    /** Writes an id that may be {@code Event.NONE}. */
    static int putId(byte[] b, int p, int id) {
        return putInt(b, p, id + 1);
    }

    static int putSigned(byte[] b, int p, int v) {
        return putInt(b, p, (v << 1) ^ (v >> 31));
    }

    static int putSignedLong(byte[] b, int p, long v) {
        return putLong(b, p, (v << 1) ^ (v >> 63));
    }

    static int zigzagDecode(int v) {
        return (v >>> 1) ^ -(v & 1);
    }

    static long zigzagDecode(long v) {
        return (v >>> 1) ^ -(v & 1);
    }
}
