package org.fenceline.tracer.runtime;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.tracer.device.DeviceRequest;
import org.fenceline.tracer.device.SendMode;

/**
 * The buffer a program attached for buffered sends (MPI_Buffer_attach). Each MPI_Bsend packs its message
 * into a free region of the user's byte array, reserving MPI_BSEND_OVERHEAD on top, and the device sends from
 * there; the region is reused once the device request completes. A message that does not fit is an error,
 * as MPI requires. Messages up to the device's inline limit never come here (see PointToPoint#startSend).
 */
final class AttachedBuffer {
    private record Region(int offset, int length, DeviceRequest request) {
    }

    private final RankRuntime runtime;
    private byte[] buffer;
    /** Regions in use, ordered by offset. */
    private final List<Region> inUse = new ArrayList<>();

    AttachedBuffer(RankRuntime runtime) {
        this.runtime = runtime;
    }

    synchronized void attach(byte[] userBuffer) {
        if (userBuffer == null) {
            throw runtime.error(ErrorClass.BUFFER, "MPI_Buffer_attach: buffer is null");
        }
        if (buffer != null) {
            throw runtime.error(ErrorClass.BUFFER, "MPI_Buffer_attach: a buffer of " + buffer.length
                    + " bytes is already attached; detach it first");
        }
        buffer = userBuffer;
    }

    /** MPI_Buffer_detach: waits until every buffered message has left the buffer, then hands it back. */
    byte[] detach() {
        drain("MPI_Buffer_detach");
        synchronized (this) {
            byte[] detached = buffer;
            buffer = null;
            return detached;
        }
    }

    /** Waits for all buffered sends to leave (also done by MPI_Finalize). */
    void drain(String call) {
        runtime.block(this::allSent, call + "(waiting for buffered sends to leave the attached buffer)");
        synchronized (this) {
            inUse.clear();
        }
    }

    private synchronized boolean allSent() {
        inUse.removeIf(r -> r.request().isComplete());
        return inUse.isEmpty() && runtime.outgoingDelivered();
    }

    synchronized void send(Communicator comm, String call, MessageBuffer data, int worldDest, int tag) {
        long needed = data.bytes() + MpiConstants.BSEND_OVERHEAD;
        if (buffer == null) {
            throw comm.error(ErrorClass.BUFFER, call + ": no buffer attached (MPI.attachBuffer) for a message of "
                    + data.bytes() + " bytes");
        }
        inUse.removeIf(r -> r.request().isComplete());
        int offset = findFree(needed);
        if (offset < 0) {
            throw comm.error(ErrorClass.BUFFER, call + ": the attached buffer (" + buffer.length + " bytes, "
                    + (buffer.length - usedBytes()) + " free) has no room for a message of " + data.bytes()
                    + " bytes plus MPI.BSEND_OVERHEAD=" + MpiConstants.BSEND_OVERHEAD);
        }
        ByteBuffer region = ByteBuffer.wrap(buffer, offset, (int) data.bytes()).slice().order(ByteOrder.nativeOrder());
        data.packInto(region);
        region.flip();
        DeviceRequest request = runtime.device().startSend(runtime.worldRank(), worldDest, comm.pointToPointContext(),
                tag, region, SendMode.BUFFERED);
        Region used = new Region(offset, (int) needed, request);
        int at = 0;
        while (at < inUse.size() && inUse.get(at).offset() < offset) {
            at++;
        }
        inUse.add(at, used);
    }

    /** First fit over the gaps between regions in use. */
    private int findFree(long needed) {
        int start = 0;
        for (Region r : inUse) {
            if (r.offset() - start >= needed) {
                return start;
            }
            start = r.offset() + r.length();
        }
        return buffer.length - start >= needed ? start : -1;
    }

    private int usedBytes() {
        return inUse.stream().mapToInt(Region::length).sum();
    }
}
