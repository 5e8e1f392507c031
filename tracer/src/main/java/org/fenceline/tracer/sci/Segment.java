package org.fenceline.tracer.sci;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.PriorityQueue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A memory segment exported by one node (an SCI local segment). Remote writes do not change the memory
 * at once: they are queued as {@link Packet}s and applied when their emulated arrival time has come,
 * lazily, by whoever next looks at the segment ({@link #settle}). Memory is committed page by page on
 * first write, like physical pages, so large sparsely used segments cost nothing.
 *
 * <p>A packet's last word is published with release semantics after the rest of it, and flag words are
 * read with acquire semantics, so a reader that sees a flag also sees the data written before it.
 */
public final class Segment {
    static final int PAGE_BITS = 16;
    static final int PAGE = 1 << PAGE_BITS;
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** A little-endian int of any ByteBuffer, read without an order-changed duplicate of it. */
    private static final VarHandle BUFFER_INT =
            MethodHandles.byteBufferViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final AtomicLong SEQUENCE = new AtomicLong();

    private final Adapter owner;
    private final int id;
    private final long size;
    private final byte[][] pages;
    private final PriorityQueue<Packet> pending = new PriorityQueue<>();
    private volatile long nextArrival = Long.MAX_VALUE;

    Segment(Adapter owner, int id, long size) {
        this.owner = owner;
        this.id = id;
        this.size = size;
        this.pages = new byte[(int) ((size + PAGE - 1) >>> PAGE_BITS)][];
    }

    public Adapter owner() {
        return owner;
    }

    public int id() {
        return id;
    }

    public long size() {
        return size;
    }

    /** Earliest arrival among the packets still travelling to this segment; {@code Long.MAX_VALUE} if none. */
    public long nextArrival() {
        return nextArrival;
    }

    /** True while packets to this segment have not arrived yet. */
    public boolean hasPending() {
        return nextArrival != Long.MAX_VALUE;
    }

    /** Applies every packet that has arrived by {@code now}. Readers call this before reading. */
    public void settle(long now) {
        if (nextArrival > now) {
            return;
        }
        synchronized (pending) {
            Packet head;
            while ((head = pending.peek()) != null && head.arrival <= now) {
                pending.poll();
                apply(head.offset, head.data, 0, head.data.length);
            }
            nextArrival = head == null ? Long.MAX_VALUE : head.arrival;
        }
    }

    /**
     * Queues data arriving at {@code arrival}; in wall-clock time applies it at once if it has already arrived.
     * In virtual time the sender's {@code now} may lie ahead of the owner's: the data waits for the owner's
     * own {@link #settle}, so that it never shows before its arrival.
     */
    Packet deliver(long offset, byte[] data, long arrival, long now) {
        checkRange(offset, data.length);
        if (arrival <= now && !owner.network().clock().isVirtual()) {
            settle(now);
            synchronized (pending) {
                if (pending.isEmpty()) {
                    apply(offset, data, 0, data.length);
                    return null;
                }
            }
        }
        Packet packet = new Packet(this, offset, data, arrival, SEQUENCE.incrementAndGet());
        synchronized (pending) {
            pending.add(packet);
            nextArrival = pending.peek().arrival;
        }
        return packet;
    }

    /**
     * Writes data straight from the source buffer, without a packet: the path of an untimed network (the
     * ideal profile), where nothing is ever queued and everything has arrived at once.
     */
    void deliverDirect(long offset, ByteBuffer src, int length, int paddedLength) {
        checkRange(offset, paddedLength);
        if (hasPending()) {
            throw new IllegalStateException(this + ": direct delivery would overtake queued packets");
        }
        applyFrom(offset, src, length, paddedLength);
    }

    /** Withdraws a packet that has not arrived yet (a stream buffer merging a later write into it). */
    boolean withdraw(Packet packet) {
        synchronized (pending) {
            boolean removed = pending.remove(packet);
            Packet head = pending.peek();
            nextArrival = head == null ? Long.MAX_VALUE : head.arrival;
            return removed;
        }
    }

    // ---- access by the owning node (local memory) ----

    public int readIntAcquire(long offset) {
        byte[] page = pages[(int) (offset >>> PAGE_BITS)];
        return page == null ? 0 : (int) INT.getAcquire(page, (int) (offset & (PAGE - 1)));
    }

    public long readLongAcquire(long offset) {
        byte[] page = pages[(int) (offset >>> PAGE_BITS)];
        return page == null ? 0 : (long) LONG.getAcquire(page, (int) (offset & (PAGE - 1)));
    }

    public void writeLongRelease(long offset, long value) {
        LONG.setRelease(page(offset), (int) (offset & (PAGE - 1)), value);
    }

    /** Copies {@code length} bytes at {@code offset} into {@code dst} (from its position, which is left alone). */
    public void copyOut(long offset, ByteBuffer dst, int dstOffset, int length) {
        checkRange(offset, length);
        int done = 0;
        while (done < length) {
            long at = offset + done;
            int inPage = (int) (at & (PAGE - 1));
            int n = Math.min(length - done, PAGE - inPage);
            byte[] page = pages[(int) (at >>> PAGE_BITS)];
            if (page == null) {
                for (int i = 0; i < n; i++) {
                    dst.put(dstOffset + done + i, (byte) 0);
                }
            } else {
                dst.put(dstOffset + done, page, inPage, n);
            }
            done += n;
        }
    }

    /**
     * What a remote reader at time {@code now} sees: the memory with every packet arrived by then laid over it,
     * without applying any. The owner may be at an earlier time, for which those packets have not arrived.
     */
    public void copyOutAsOf(long offset, ByteBuffer dst, int dstOffset, int length, long now) {
        checkRange(offset, length);
        synchronized (pending) {
            copyOut(offset, dst, dstOffset, length);
            if (nextArrival > now) {
                return;
            }
            List<Packet> arrived = new ArrayList<>();
            for (Packet packet : pending) {
                if (packet.arrival <= now && packet.offset < offset + length && packet.end() > offset) {
                    arrived.add(packet);
                }
            }
            Collections.sort(arrived);
            for (Packet packet : arrived) {
                long from = Math.max(offset, packet.offset);
                long to = Math.min(offset + length, packet.end());
                dst.put(dstOffset + (int) (from - offset), packet.data, (int) (from - packet.offset), (int) (to - from));
            }
        }
    }

    /**
     * The little-endian word at {@code offset} as a remote reader at time {@code now} sees it, as
     * {@link #copyOutAsOf} gives it. Without a packet arrived by then (always on a network that keeps no time) it is
     * the memory's word, read without a buffer: a sender short of credits re-reads S_cnt on every poll, and a new
     * 8-byte buffer each time was a fifth of what an 8-B broadcast allocated.
     */
    public long readLongAsOf(long offset, long now) {
        checkRange(offset, 8);
        synchronized (pending) {
            if (nextArrival > now) {
                return readLongAcquire(offset);
            }
            ByteBuffer word = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
            copyOutAsOf(offset, word, 0, 8, now);
            return word.getLong(0);
        }
    }

    /** Zeroes the memory, e.g. a flag word the reader consumed. */
    public void clear(long offset, int length) {
        checkRange(offset, length);
        for (int i = 0; i < length; i++) {
            long at = offset + i;
            byte[] page = pages[(int) (at >>> PAGE_BITS)];
            if (page != null) {
                page[(int) (at & (PAGE - 1))] = 0;
            }
        }
    }

    private byte[] page(long offset) {
        int index = (int) (offset >>> PAGE_BITS);
        byte[] page = pages[index];
        if (page == null) {
            synchronized (pages) {
                page = pages[index];
                if (page == null) {
                    page = new byte[PAGE];
                    pages[index] = page;
                }
            }
        }
        return page;
    }

    /** Copies a packet in, publishing its last word after the rest (see the class comment). */
    private void apply(long offset, byte[] data, int from, int length) {
        int lastWord = length >= 4 && ((offset + length) & 3) == 0 ? 4 : 0;
        copyIn(offset, data, from, length - lastWord);
        if (lastWord > 0) {
            long at = offset + length - 4;
            INT.setRelease(page(at), (int) (at & (PAGE - 1)), (int) INT.get(data, from + length - 4));
        } else {
            VarHandle.releaseFence();
        }
    }

    private void applyFrom(long offset, ByteBuffer src, int length, int paddedLength) {
        int tailWord = paddedLength >= 4 && length == paddedLength && ((offset + length) & 3) == 0 ? 4 : 0;
        int body = length - tailWord;
        int done = 0;
        while (done < body) {
            long at = offset + done;
            int inPage = (int) (at & (PAGE - 1));
            int n = Math.min(body - done, PAGE - inPage);
            src.get(src.position() + done, page(at), inPage, n);
            done += n;
        }
        if (paddedLength > length) {
            clearTo(offset + length, paddedLength - length);
        }
        if (tailWord > 0) {
            long at = offset + length - 4;
            int value = (int) BUFFER_INT.get(src, src.position() + length - 4);
            INT.setRelease(page(at), (int) (at & (PAGE - 1)), value);
        } else {
            VarHandle.releaseFence();
        }
    }

    private void clearTo(long offset, int length) {
        for (int i = 0; i < length; i++) {
            long at = offset + i;
            page(at)[(int) (at & (PAGE - 1))] = 0;
        }
    }

    private void copyIn(long offset, byte[] data, int from, int length) {
        int done = 0;
        while (done < length) {
            long at = offset + done;
            int inPage = (int) (at & (PAGE - 1));
            int n = Math.min(length - done, PAGE - inPage);
            System.arraycopy(data, from + done, page(at), inPage, n);
            done += n;
        }
    }

    private void checkRange(long offset, long length) {
        if (offset < 0 || length < 0 || offset + length > size) {
            throw new IndexOutOfBoundsException("segment " + id + " of node " + owner.node() + ": range "
                    + offset + "+" + length + " outside 0.." + size);
        }
    }

    @Override
    public String toString() {
        return "segment " + id + "@node" + owner.node() + " (" + size + " B)";
    }
}
