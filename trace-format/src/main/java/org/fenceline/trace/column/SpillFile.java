package org.fenceline.trace.column;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A {@link ColumnStore} off the heap: a temporary file mapped into memory, from which columns take chunks, a page
 * ({@link #FIRST_CHUNK_BYTES}) at first and twice as much each time up to {@link #CHUNK_BYTES}, so that a short
 * column costs little and a long one few chunks. The heap holds only the columns' chunk references; the operating system keeps the chunks in
 * the page cache while there is room and writes them out when there is not, so a trace larger than the heap can
 * be analysed. The file is removed from its directory as soon as it is created (where the operating system allows
 * an open file to be removed; elsewhere when it is closed, or at exit), so no run, however it ends, leaves it
 * behind; its disk space is freed once the mappings are collected or the process ends. Writing chunks when the
 * disk is full fails with an {@link InternalError} from the mapped memory.
 */
public final class SpillFile implements ColumnStore, AutoCloseable {
    /** A column's first chunk: one page. */
    public static final int FIRST_CHUNK_BYTES = 1 << 12;
    /** The largest chunk: what a long column takes from the file at a time. */
    public static final int CHUNK_BYTES = 1 << 20;
    /** How much of the file is mapped at once; chunks are cut from the current mapping. */
    private static final int REGION_BYTES = 64 * CHUNK_BYTES;

    private final Path path;
    private final FileChannel channel;
    private MappedByteBuffer region;
    private long regionStart = -REGION_BYTES;
    private int regionUsed = REGION_BYTES;
    private long bytes;

    private SpillFile(Path path, FileChannel channel) {
        this.path = path;
        this.channel = channel;
    }

    /** A new, empty spill file in {@code java.io.tmpdir}. */
    public static SpillFile createTemporary() throws IOException {
        return create(Path.of(System.getProperty("java.io.tmpdir")));
    }

    /** A new, empty spill file in {@code directory} (such as {@code java.io.tmpdir}). */
    public static SpillFile create(Path directory) throws IOException {
        Path path = Files.createTempFile(directory, "fenceline-spill-", ".bin");
        FileChannel channel;
        try {
            channel = FileChannel.open(path, StandardOpenOption.READ, StandardOpenOption.WRITE,
                    StandardOpenOption.DELETE_ON_CLOSE);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(path);
            throw e;
        }
        try {
            Files.delete(path); // POSIX: the open channel and its mappings keep working
        } catch (IOException stillOpenElsewhere) {
            path.toFile().deleteOnExit(); // e.g. Windows: DELETE_ON_CLOSE or the exit removes it
        }
        return new SpillFile(path, channel);
    }

    @Override
    public IntColumn ints() {
        return new MappedIntColumn(this);
    }

    @Override
    public LongColumn longs() {
        return new MappedLongColumn(this);
    }

    /**
     * A fresh chunk of zero bytes in native byte order, of a power of two from {@link #FIRST_CHUNK_BYTES} to
     * {@link #CHUNK_BYTES} (so chunks never straddle two mappings, and at most a chunk's size of a mapping is
     * left unused).
     */
    synchronized ByteBuffer chunk(int size) {
        if (regionUsed + size > REGION_BYTES) {
            try {
                regionStart += REGION_BYTES;
                region = channel.map(FileChannel.MapMode.READ_WRITE, regionStart, REGION_BYTES);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot extend the spill file " + path, e);
            }
            regionUsed = 0;
        }
        ByteBuffer chunk = region.slice(regionUsed, size).order(ByteOrder.nativeOrder());
        regionUsed += size;
        bytes += size;
        return chunk;
    }

    /** Bytes handed out to columns so far (an upper bound of what the file holds on disk). */
    public synchronized long bytes() {
        return bytes;
    }

    /** Closes the file; the columns stay readable until collected (their mappings outlive the channel). */
    @Override
    public void close() throws IOException {
        channel.close();
    }
}
