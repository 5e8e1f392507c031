package org.fenceline.analyzer.trace;

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
 * A {@link ColumnStore} off the heap: a temporary file mapped into memory, from which columns take chunks of
 * {@link #CHUNK_BYTES}. The heap holds only the columns' chunk references; the operating system keeps the chunks in
 * the page cache while there is room and writes them out when there is not, so a trace larger than the heap can
 * be analysed. The file is removed from its directory as soon as it is created (where the operating system allows
 * an open file to be removed; elsewhere when it is closed, or at exit), so no run, however it ends, leaves it
 * behind; its disk space is freed once the mappings are collected or the process ends. Writing chunks when the
 * disk is full fails with an {@link InternalError} from the mapped memory.
 */
public final class SpillFile implements ColumnStore, AutoCloseable {
    /** What a column takes from the file at a time (untouched pages of a chunk cost neither memory nor disk). */
    public static final int CHUNK_BYTES = 1 << 20;
    /** How much of the file is mapped at once; chunks are cut from the current mapping. */
    private static final long REGION_BYTES = 64L * CHUNK_BYTES;

    private final Path path;
    private final FileChannel channel;
    private MappedByteBuffer region;
    private int regionUsed;
    private long chunks;

    private SpillFile(Path path, FileChannel channel) {
        this.path = path;
        this.channel = channel;
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

    /** A fresh chunk of {@link #CHUNK_BYTES} zero bytes in native byte order. */
    synchronized ByteBuffer chunk() {
        if (region == null || regionUsed == REGION_BYTES) {
            try {
                region = channel.map(FileChannel.MapMode.READ_WRITE, chunks * CHUNK_BYTES, REGION_BYTES);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot extend the spill file " + path, e);
            }
            regionUsed = 0;
        }
        ByteBuffer chunk = region.slice(regionUsed, CHUNK_BYTES).order(ByteOrder.nativeOrder());
        regionUsed += CHUNK_BYTES;
        chunks++;
        return chunk;
    }

    /** Bytes handed out to columns so far (an upper bound of what the file holds on disk). */
    public synchronized long bytes() {
        return chunks * CHUNK_BYTES;
    }

    /** Closes the file; the columns stay readable until collected (their mappings outlive the channel). */
    @Override
    public void close() throws IOException {
        channel.close();
    }
}
