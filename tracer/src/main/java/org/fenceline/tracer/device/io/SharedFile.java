package org.fenceline.tracer.device.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.LongUnaryOperator;

/**
 * A file the members of one communicator opened together: the channel all of them access through (positional
 * I/O, so members never disturb each other's position), the shared file pointer, and the collective steps that
 * move it. Members leave at MPI_File_close; the last one closes the channel and honours MPI_MODE_DELETE_ON_CLOSE.
 */
public final class SharedFile {
    /** The shared file pointer before and after a collective step. */
    public record Step(long before, long after) {
    }

    private final FileTable table;
    private final Path path;
    private final int members;
    private final FileChannel channel;
    private final IOException failure;
    private final boolean deleteOnClose;
    /** Held around each access of a member in atomic mode (MPI_File_set_atomicity), so accesses never interleave. */
    private final ReentrantLock atomicAccess = new ReentrantLock();
    /** Collective steps some member has applied and not every member has reached yet, by sequence number. */
    private final Map<Long, Arrival> steps = new HashMap<>();
    /** Where every file pointer starts: 0, or the size at opening for MPI_MODE_APPEND (in bytes, the first view's etype). */
    private final long startPointer;
    /** In etypes of the members' (identical) view. */
    private long sharedPointer;
    private int joined;
    private int left;

    private record Arrival(Step step, int members) {
    }

    private SharedFile(FileTable table, Path path, int members, FileChannel channel, IOException failure,
            boolean deleteOnClose, long startPointer) {
        this.table = table;
        this.path = path;
        this.members = members;
        this.channel = channel;
        this.failure = failure;
        this.deleteOnClose = deleteOnClose;
        this.startPointer = startPointer;
        this.sharedPointer = startPointer;
    }

    static SharedFile open(FileTable table, Path path, int members, Set<OpenOption> options, boolean deleteOnClose,
            boolean append) {
        try {
            FileChannel channel = FileChannel.open(path, options);
            // MPI_MODE_APPEND: every file pointer starts at the end (the initial view counts bytes).
            return new SharedFile(table, path, members, channel, null, deleteOnClose, append ? channel.size() : 0);
        } catch (IOException e) {
            return new SharedFile(table, path, members, null, e, false, 0);
        }
    }

    public Path path() {
        return path;
    }

    public long startPointer() {
        return startPointer;
    }

    /** Why opening failed, or null once the file is open. */
    public IOException failure() {
        return failure;
    }

    /** Counts one member in; true when it was the last. */
    synchronized boolean joined() {
        return ++joined == members;
    }

    public long size() throws IOException {
        return channel.size();
    }

    /** MPI_File_set_size: truncates, or extends with zeros. */
    public void resize(long size) throws IOException {
        long current = channel.size();
        if (size < current) {
            channel.truncate(size);
        } else if (size > current) {
            channel.write(ByteBuffer.allocate(1), size - 1);
        }
    }

    /** MPI_File_preallocate: extends to at least {@code size} bytes, keeping what is there. */
    public void preallocate(long size) throws IOException {
        if (size > channel.size()) {
            channel.write(ByteBuffer.allocate(1), size - 1);
        }
    }

    /** MPI_File_sync: what was written reaches the storage device. */
    public void force() throws IOException {
        channel.force(true);
    }

    /** Writes {@code data} (from position 0) to the file regions in turn. */
    public void write(long[] positions, int[] lengths, ByteBuffer data, boolean atomic) throws IOException {
        lockIf(atomic);
        try {
            int from = 0;
            for (int i = 0; i < positions.length; i++) {
                ByteBuffer part = data.slice(from, lengths[i]);
                long at = positions[i];
                while (part.hasRemaining()) {
                    at += channel.write(part, at);
                }
                from += lengths[i];
            }
        } finally {
            unlockIf(atomic);
        }
    }

    /** Reads the file regions in turn into {@code data} (from position 0); stops at the end of file. */
    public long read(long[] positions, int[] lengths, ByteBuffer data, boolean atomic) throws IOException {
        lockIf(atomic);
        try {
            int from = 0;
            for (int i = 0; i < positions.length; i++) {
                ByteBuffer part = data.slice(from, lengths[i]);
                long at = positions[i];
                while (part.hasRemaining()) {
                    int n = channel.read(part, at);
                    if (n < 0) {
                        return from + part.position();
                    }
                    at += n;
                }
                from += lengths[i];
            }
            return from;
        } finally {
            unlockIf(atomic);
        }
    }

    private void lockIf(boolean atomic) {
        if (atomic) {
            atomicAccess.lock();
        }
    }

    private void unlockIf(boolean atomic) {
        if (atomic) {
            atomicAccess.unlock();
        }
    }

    public synchronized long sharedPointer() {
        return sharedPointer;
    }

    /** An individual access with the shared pointer: takes {@code etypes} from it and returns where they start. */
    public synchronized long claim(long etypes) {
        long start = sharedPointer;
        sharedPointer += etypes;
        return start;
    }

    /**
     * A collective step on the shared pointer (ordered access, seek_shared, set_view): the first member to reach
     * step {@code sequence} applies {@code update}; every member gets the same before/after values, however late
     * it arrives. A negative result leaves the pointer where it was (the members report the error).
     */
    public synchronized Step step(long sequence, LongUnaryOperator update) {
        Arrival arrival = steps.get(sequence);
        if (arrival == null) {
            long after = update.applyAsLong(sharedPointer);
            arrival = new Arrival(new Step(sharedPointer, after), 0);
            if (after >= 0) {
                sharedPointer = after;
            }
        }
        arrival = new Arrival(arrival.step(), arrival.members() + 1);
        if (arrival.members() == members) {
            steps.remove(sequence);
        } else {
            steps.put(sequence, arrival);
        }
        return arrival.step();
    }

    /** One member closes; the last closes the channel and deletes the file if it was opened so. */
    public void leave() throws IOException {
        synchronized (this) {
            if (++left < members) {
                return;
            }
        }
        table.closed(this);
        channel.close();
        if (deleteOnClose) {
            Files.deleteIfExists(path);
        }
    }
}
