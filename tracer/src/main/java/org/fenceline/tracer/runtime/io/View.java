package org.fenceline.tracer.runtime.io;

import java.util.Arrays;
import org.fenceline.tracer.runtime.BaseType;
import org.fenceline.tracer.runtime.DataType;
import org.fenceline.tracer.runtime.TypeLayout;

/**
 * A file view (MPI_File_set_view): from byte {@code disp} on, the file is tiled with copies of {@code filetype};
 * the bytes its blocks cover, in typemap order, are the data a rank sees, counted in etypes. Offsets and file
 * pointers are in etypes of the view; this class maps them to byte regions of the file.
 */
public record View(long disp, DataType etype, DataType filetype) {
    /** The only data representation supported: the bytes as the runtime packs them (native order). */
    public static final String NATIVE = "native";
    /** MPI_DISPLACEMENT_CURRENT (Open MPI's value): the view starts at the shared pointer (sequential files). */
    public static final int DISPLACEMENT_CURRENT = -54278278;
    /** MPI_MAX_DATAREP_STRING, as in Open MPI. */
    public static final int MAX_DATAREP_STRING = 128;

    /** The view every file starts with: bytes from 0. */
    static View initial() {
        DataType bytes = DataType.predefined(BaseType.BYTE);
        return new View(0, bytes, bytes);
    }

    long etypeBytes() {
        return etype.layout().size();
    }

    /** Contiguous file regions, as positions and lengths in bytes. */
    record Regions(long[] positions, int[] lengths) {
    }

    /** The file regions holding {@code bytes} bytes of view data from etype {@code offset} on. */
    Regions regions(long offset, long bytes) {
        TypeLayout tile = filetype.layout();
        long[] positions = new long[4];
        int[] lengths = new int[4];
        int n = 0;
        long data = offset * etypeBytes();
        long copy = data / tile.size();
        long within = data % tile.size();
        int block = 0;
        while (within >= tile.blockLength(block)) {
            within -= tile.blockLength(block);
            block++;
        }
        for (long left = bytes; left > 0; ) {
            int length = (int) Math.min(tile.blockLength(block) - within, left);
            long position = disp + copy * tile.extent() + tile.blockOffset(block) + within;
            if (n > 0 && positions[n - 1] + lengths[n - 1] == position
                    && (long) lengths[n - 1] + length <= Integer.MAX_VALUE) {
                lengths[n - 1] += length;
            } else {
                if (n == positions.length) {
                    positions = Arrays.copyOf(positions, 2 * n);
                    lengths = Arrays.copyOf(lengths, 2 * n);
                }
                positions[n] = position;
                lengths[n] = length;
                n++;
            }
            left -= length;
            within = 0;
            if (++block == tile.blockCount()) {
                block = 0;
                copy++;
            }
        }
        return new Regions(Arrays.copyOf(positions, n), Arrays.copyOf(lengths, n));
    }

    /** MPI_File_get_byte_offset: the file byte where etype {@code offset} of the view lies. */
    long byteOffset(long offset) {
        return regions(offset, 1).positions()[0];
    }

    /** The view offset (in etypes, rounded up) of file byte {@code position}: where MPI_SEEK_END counts from. */
    long offsetAt(long position) {
        if (position <= disp) {
            return 0;
        }
        TypeLayout tile = filetype.layout();
        long relative = position - disp;
        long data = relative / tile.extent() * tile.size();
        long within = relative % tile.extent();
        for (int b = 0; b < tile.blockCount(); b++) {
            data += Math.max(0, Math.min(tile.blockLength(b), within - tile.blockOffset(b)));
        }
        return (data + etypeBytes() - 1) / etypeBytes();
    }

    /**
     * Why {@code filetype} cannot tile a view of {@code etype}, or null: it must hold whole etypes, and its blocks
     * must lie in ascending order inside one extent (MPI-3.1 §13.3: non-negative, monotonically non-decreasing).
     */
    static String tilingProblem(DataType etype, DataType filetype) {
        TypeLayout e = etype.layout();
        TypeLayout f = filetype.layout();
        if (e.size() == 0) {
            return "etype " + etype.name() + " holds no data";
        }
        if (f.size() == 0 || f.size() % e.size() != 0) {
            return "filetype " + filetype.name() + " (" + f.size() + " bytes) is not made of whole etypes "
                    + etype.name() + " (" + e.size() + " bytes)";
        }
        long previousEnd = 0;
        for (int b = 0; b < f.blockCount(); b++) {
            if (f.blockOffset(b) < previousEnd) {
                return "filetype " + filetype.name() + " has a block at byte " + f.blockOffset(b)
                        + " below the end of the previous one (" + previousEnd + ")";
            }
            previousEnd = f.blockOffset(b) + f.blockLength(b);
        }
        if (previousEnd > f.extent()) {
            return "filetype " + filetype.name() + " reaches byte " + previousEnd + ", beyond its extent of "
                    + f.extent() + " bytes, so its copies would overlap";
        }
        return null;
    }
}
