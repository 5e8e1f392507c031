package org.fenceline.tracer.device.rma;

import java.nio.ByteBuffer;

/**
 * The memory one rank exposes in a window, addressed in bytes from the window's base. Data moves as packed
 * bytes in native order; {@code packed} buffers are read or written from their position, which advances.
 */
public interface WindowMemory {
    /** Whether {@code [offset, offset + length)} lies inside the exposed memory. */
    boolean covers(long offset, long length);

    /** What the memory really holds, for error messages: "16 bytes", or the attached regions. */
    String extent();

    void read(long offset, ByteBuffer packed, int length);

    void write(ByteBuffer packed, long offset, int length);
}
