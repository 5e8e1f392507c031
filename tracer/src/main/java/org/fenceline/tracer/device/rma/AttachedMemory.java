package org.fenceline.tracer.device.rma;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * The memory of a dynamic window (MPI_Win_create_dynamic): the regions attached so far. The Java API has no
 * MPI_Get_address, so a region's displacement is its place in attach order: the first region a rank attaches
 * begins at byte 0 and each further one right after the previous (detached ranges are not reused). An access
 * must lie inside one attached region.
 */
public final class AttachedMemory implements WindowMemory {
    private record Region(Buffer base, long start, BufferMemory memory) {
        boolean contains(long offset, long length) {
            return offset >= start && memory.covers(offset - start, length);
        }
    }

    private final List<Region> regions = new ArrayList<>();
    private long nextStart;

    /** Attaches {@code base}; returns the displacement at which it begins. */
    public synchronized long attach(Buffer base) {
        BufferMemory memory = new BufferMemory(base);
        Region region = new Region(base, nextStart, memory);
        regions.add(region);
        nextStart += memory.bytes();
        return region.start;
    }

    /** Detaches the region of {@code base}; false if it was not attached. */
    public synchronized boolean detach(Buffer base) {
        return regions.removeIf(r -> r.base == base);
    }

    @Override
    public synchronized boolean covers(long offset, long length) {
        return find(offset, length) != null;
    }

    @Override
    public synchronized String extent() {
        StringBuilder text = new StringBuilder("attached regions:");
        for (Region r : regions) {
            text.append(" bytes ").append(r.start).append('-').append(r.start + r.memory.bytes());
        }
        return regions.isEmpty() ? "nothing attached" : text.toString();
    }

    @Override
    public void read(long offset, ByteBuffer packed, int length) {
        Region region = region(offset, length);
        region.memory.read(offset - region.start, packed, length);
    }

    @Override
    public void write(ByteBuffer packed, long offset, int length) {
        Region region = region(offset, length);
        region.memory.write(packed, offset - region.start, length);
    }

    private synchronized Region region(long offset, long length) {
        Region region = find(offset, length);
        if (region == null) {
            throw new IllegalStateException("no attached region holds bytes " + offset + "+" + length);
        }
        return region;
    }

    private Region find(long offset, long length) {
        for (Region r : regions) {
            if (r.contains(offset, length)) {
                return r;
            }
        }
        return null;
    }
}
