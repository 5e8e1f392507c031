package org.fenceline.trace.global;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import org.apache.parquet.bytes.HeapByteBufferAllocator;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.column.Encoding;
import org.apache.parquet.column.statistics.SizeStatistics;
import org.apache.parquet.column.statistics.Statistics;
import org.apache.parquet.column.statistics.geospatial.GeospatialStatistics;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.column.ParquetProperties;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.compression.CompressionCodecFactory.BytesInputCompressor;
import org.apache.parquet.hadoop.ColumnChunkPageWriteStore;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.schema.MessageType;
import org.fenceline.trace.TaskFailures;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.WorkerThreads;
import org.fenceline.trace.model.EventType;

/**
 * Writes events into a Parquet file, cutting a row group whenever the location changes or the row group is
 * full. ParquetWriter cannot be told where to cut row groups, so this drives parquet's column write store and
 * file writer directly (which also skips the per-value RecordConsumer layer).
 *
 * <p>Each location's rows are filled through its own {@link Lane}, which one thread fills while other threads fill
 * other locations' lanes (the merge writes locations in parallel). Rows are collected in a {@link RowGroupBuffer}
 * and encoded on encoder threads while the next one fills: encoding costs several times what filling does, so a
 * few row groups are encoded at once, each on its own thread. The file holds the row groups in location order,
 * each location's in the order they were filled: a lane's encoded row groups wait while a lower location is
 * still open (at most {@link #MAX_WAITING_ROW_GROUPS} of them; beyond that, filling a higher lane waits for the
 * lower ones to close). Whichever thread hands off or closes a lane writes the encoded row groups that are next
 * in the file. Performs no ordering checks: that is {@link GlobalTraceWriter}'s job.
 */
final class EventFileWriter {
    /**
     * Rows per row group at most. Bounds the memory a reader needs to decode one row group of one location
     * (128 Ki rows x 68 bytes for all columns), while keeping per-row-group footer overhead negligible.
     */
    static final int DEFAULT_MAX_ROW_GROUP_ROWS = 1 << 17;

    /**
     * Row groups of higher locations that may wait, encoded, for lower ones to be written (about 0.3 MiB each
     * after ZSTD in the benchmarks): the memory a parallel write may hold beyond its buffers.
     */
    static final int MAX_WAITING_ROW_GROUPS = 64;

    /**
     * Page size bound, above any column's encoded row group (128 Ki delta-packed values take at most about
     * 1 MiB, even with 64-bit deltas), so the row count limit decides the pages.
     */
    private static final int PAGE_BYTES = 4 << 20;

    /** Row groups are aligned to file-system blocks only on HDFS-like outputs; a local file has none. */
    private static final long NO_BLOCK_ALIGNMENT = 0;

    private final MessageType schema = EventSchema.full();
    private final ColumnDescriptor[] descriptors = new ColumnDescriptor[EventColumn.values().length];
    private final ParquetProperties properties;
    private final NoHadoopCodecFactory codecs = new NoHadoopCodecFactory();
    private final ParquetFileWriter file;
    private final LocationIndex.Builder index;
    private final ExecutorService encoders;
    private final int maxRowGroupRows;
    /** Row groups being encoded at most: each holds its buffer (up to 8.5 MiB) until it is encoded. */
    private final Semaphore encodeSlots;
    private final Queue<RowGroupBuffer> spare = new ConcurrentLinkedQueue<>();
    /** Each encoder thread's page encoder and location column. */
    private final ThreadLocal<PageEncoder> pageEncoders = ThreadLocal.withInitial(this::newPageEncoder);
    /** Every page encoder made, to release their compressors when the file is done. */
    private final List<PageEncoder> pageEncodersMade = new ArrayList<>();
    /** Each location's lane once opened (guarded by this). */
    private final Lane[] lanes;
    /** The lowest location whose row groups are not all in the file yet (guarded by this). */
    private int head;
    /** Row groups handed off by lanes above {@link #head} and not yet written (guarded by this). */
    private int waiting;
    private volatile boolean aborted;

    /** A row group's encoded pages. */
    private record Encoded(int location, int rows, ColumnChunkPageWriteStore pages) {
    }

    /** What encoding a row group needs besides the rows: one per encoder thread. */
    private static final class PageEncoder {
        final DeltaBinaryPackedWriter deltas = new DeltaBinaryPackedWriter();
        final BytesInputCompressor compressor;
        int[] locationColumn = new int[0];

        PageEncoder(BytesInputCompressor compressor) {
            this.compressor = compressor;
        }
    }

    private PageEncoder newPageEncoder() {
        PageEncoder encoder = new PageEncoder(codecs.getCompressor(CompressionCodecName.ZSTD));
        synchronized (pageEncodersMade) {
            pageEncodersMade.add(encoder);
        }
        return encoder;
    }

    /**
     * Frees the compressors' native memory once the encoder threads (shut down) have ended; an encoder that was
     * interrupted stops after its row group. If this thread is interrupted meanwhile, the compressors are left to
     * the collector rather than freed under a running encoder.
     */
    private void releaseCompressorsWhenEncodersEnded() {
        try {
            while (!encoders.awaitTermination(1, TimeUnit.SECONDS)) {
                // An encoder is still at its last row group.
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        synchronized (pageEncodersMade) {
            pageEncodersMade.forEach(e -> e.compressor.release());
            pageEncodersMade.clear();
        }
    }

    EventFileWriter(Path path, int locationCount, int maxRowGroupRows) throws IOException {
        // PARQUET_2_0 gives DELTA_BINARY_PACKED to every column without a dictionary. Time needs exactly that:
        // a row group is one location's ascending clock. The other columns are mostly constant or alternate
        // between few values; after ZSTD, dictionaries saved only 0.3 bytes per event (2.03 against 2.34 in the
        // benchmark) but cost a hash lookup and a fall-back check per value, a third of the encoder's CPU.
        // One page per column and row group: the reader decodes whole row groups anyway, and fewer pages mean
        // fewer page headers, statistics and compressor calls.
        this.properties = ParquetProperties.builder()
                .withWriterVersion(WriterVersion.PARQUET_2_0)
                .withDictionaryEncoding(false)
                .withPageRowCountLimit(maxRowGroupRows)
                .withPageSize(PAGE_BYTES)
                .build();
        for (EventColumn column : EventColumn.values()) {
            descriptors[column.ordinal()] = schema.getColumnDescription(new String[] {column.columnName()});
        }
        this.file = new ParquetFileWriter(new LocalOutputFile(path), schema, ParquetFileWriter.Mode.OVERWRITE,
                NO_BLOCK_ALIGNMENT, 0, null, properties);
        this.index = new LocationIndex.Builder(locationCount);
        this.lanes = new Lane[locationCount];
        this.maxRowGroupRows = maxRowGroupRows;
        // As many encoders as processors (the filling threads need less than one each), at most 8: each row group
        // being encoded holds its buffer.
        int encoderThreads = Math.max(1, Math.min(8, Runtime.getRuntime().availableProcessors()));
        this.encodeSlots = new Semaphore(encoderThreads);
        ThreadPoolExecutor pool = new ThreadPoolExecutor(encoderThreads, encoderThreads, 1, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), new WorkerThreads("fenceline-parquet-encoder"));
        // Idle encoder threads end by themselves, even if a writer is dropped without close() or abort().
        pool.allowCoreThreadTimeOut(true);
        this.encoders = pool;
        file.start();
    }

    /**
     * The lane of {@code location}'s rows, to be filled by one thread at a time.
     *
     * @throws IllegalStateException if the location's lane was opened before or a higher location's is written
     */
    synchronized Lane lane(int location) {
        if (lanes[location] != null || location < head) {
            throw new IllegalStateException("the rows of location " + location + " were opened before");
        }
        lanes[location] = new Lane(location);
        return lanes[location];
    }

    /** Says that {@code location} has no rows (so that higher ones need not wait for it until the file is done). */
    void noRows(int location) throws IOException {
        lane(location).close();
    }

    /**
     * Writes the row groups not written yet and the footer. The file is complete afterwards.
     *
     * @throws IllegalStateException if a lane was opened and not closed
     */
    void finish() throws IOException {
        try {
            Future<Encoded> next;
            while ((next = nextToWrite()) != null) {
                // Awaited without the lock: an encoder's completion takes it to wake waiting lanes.
                Encoded rowGroup = await(next);
                synchronized (this) {
                    write(rowGroup);
                }
            }
            Map<String, String> footer = new HashMap<>(index.build().toFooter());
            footer.put(FooterKeys.FORMAT, TraceLayout.FORMAT_VERSION);
            file.end(footer);
        } finally {
            encoders.shutdown();
            releaseCompressorsWhenEncodersEnded();
        }
    }

    /**
     * The oldest row group not written once every lane is closed, null when all are written.
     *
     * @throws IllegalStateException if a lane was opened and not closed
     */
    private synchronized Future<Encoded> nextToWrite() {
        for (; head < lanes.length; head++) {
            Lane lane = lanes[head];
            if (lane == null) {
                continue;
            }
            if (!lane.closed) {
                throw new IllegalStateException("the rows of location " + head + " were not closed");
            }
            if (!lane.queued.isEmpty()) {
                return lane.queued.poll();
            }
        }
        return null;
    }

    /**
     * Gives up: stops encoding and closes the file without a footer (the caller deletes it). Lanes filled
     * meanwhile fail with an IOException.
     */
    void abort() {
        aborted = true;
        // Encoders never touch the file: they may be left to finish or be interrupted. Those never started give
        // their slots back here, so that no lane waits for them.
        encodeSlots.release(encoders.shutdownNow().size());
        releaseCompressorsWhenEncodersEnded();
        synchronized (this) {
            for (Lane lane : lanes) {
                if (lane != null) {
                    lane.queued.clear();
                }
            }
            notifyAll();
            file.abort();
            try {
                file.close();
            } catch (IOException | RuntimeException ignored) {
                // The file is deleted next; a failure to close it properly changes nothing.
            }
        }
    }

    /** One location's rows: filled by one thread at a time, beside other locations' lanes. */
    final class Lane {
        private final int location;
        private RowGroupBuffer filling;
        /** Row groups handed off and not written, oldest first (guarded by the writer). */
        private final ArrayDeque<Future<Encoded>> queued = new ArrayDeque<>();
        /** No more rows come (guarded by the writer). */
        private boolean closed;

        private Lane(int location) {
            this.location = location;
        }

        void write(long time, EventType type, int region, int callSite, int comm, int window, int partner, int tag,
                long bytes, long recvBytes, long request, int flags) throws IOException {
            if (filling == null || filling.isFull()) {
                if (filling != null) {
                    handOff();
                }
                filling = spareBuffer();
                filling.reset(location);
            }
            filling.add(time, type, region, callSite, comm, window, partner, tag, bytes, recvBytes, request, flags);
        }

        /** Hands off the last row group: the location has no more rows. */
        void close() throws IOException {
            if (filling != null && filling.rows > 0) {
                handOff();
            }
            filling = null;
            synchronized (EventFileWriter.this) {
                closed = true;
                writeReady();
            }
        }

        /**
         * Sends the filled buffer to an encoder once one is free, writes what is next in the file, and waits while
         * this lane is above the head and too many row groups wait already.
         */
        private void handOff() throws IOException {
            RowGroupBuffer full = filling;
            filling = null;
            try {
                encodeSlots.acquire();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while waiting for a row group encoder", e);
            }
            FutureTask<Encoded> encoded = new FutureTask<>(() -> {
                try {
                    return encode(full);
                } finally {
                    spare.add(full);
                    encodeSlots.release();
                }
            }) {
                @Override
                protected void done() {
                    // A lane waiting for the head location may now write it.
                    synchronized (EventFileWriter.this) {
                        EventFileWriter.this.notifyAll();
                    }
                }
            };
            try {
                checkNotAborted();
                encoders.execute(encoded);
            } catch (IOException | RuntimeException e) {
                encodeSlots.release();
                throw e;
            }
            synchronized (EventFileWriter.this) {
                queued.add(encoded);
                if (location != head) {
                    waiting++;
                }
                writeReady();
                while (location != head && waiting > MAX_WAITING_ROW_GROUPS) {
                    try {
                        EventFileWriter.this.wait();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IOException("interrupted while the rows of lower locations were written", e);
                    }
                    writeReady();
                }
            }
        }
    }

    private RowGroupBuffer spareBuffer() {
        RowGroupBuffer buffer = spare.poll();
        return buffer != null ? buffer : new RowGroupBuffer(maxRowGroupRows);
    }

    private void checkNotAborted() throws IOException {
        if (aborted) {
            throw new IOException("the event file was given up");
        }
    }

    /**
     * Writes the head location's encoded row groups that are ready, in order, and moves the head on past each
     * closed and written location. Called with the writer's lock held.
     */
    private void writeReady() throws IOException {
        checkNotAborted();
        while (head < lanes.length) {
            Lane lane = lanes[head];
            if (lane == null) {
                return;
            }
            while (!lane.queued.isEmpty() && lane.queued.peek().isDone()) {
                write(await(lane.queued.poll()));
            }
            if (!lane.closed || !lane.queued.isEmpty()) {
                return;
            }
            head++;
            if (head < lanes.length && lanes[head] != null) {
                waiting -= lanes[head].queued.size();
            }
            notifyAll();
        }
    }

    /** Appends a row group to the file. Called with the writer's lock held. */
    private void write(Encoded rowGroup) throws IOException {
        file.startBlock(rowGroup.rows());
        rowGroup.pages().flushToFileWriter(file);
        file.endBlock();
        rowGroup.pages().close();
        index.rowGroupWritten(rowGroup.location(), rowGroup.rows());
    }

    private static Encoded await(Future<Encoded> encoded) throws IOException {
        try {
            return encoded.get();
        } catch (ExecutionException e) {
            // An encoder out of heap stays the heap's problem, not a broken file.
            throw TaskFailures.passOn(e, "encoding a row group failed");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while encoding a row group", e);
        } catch (CancellationException e) {
            throw new IOException("encoding a row group was cancelled", e);
        }
    }

    /** Runs on an encoder thread: one row group's pages, column by column, compressed. */
    private Encoded encode(RowGroupBuffer rows) throws IOException {
        PageEncoder encoder = pageEncoders.get();
        ColumnChunkPageWriteStore pages = new ColumnChunkPageWriteStore(encoder.compressor, schema,
                HeapByteBufferAllocator.getInstance(), properties.getColumnIndexTruncateLength(),
                properties.getPageWriteChecksumEnabled());
        int n = rows.rows;
        if (encoder.locationColumn.length < n || encoder.locationColumn[0] != rows.location) {
            encoder.locationColumn = new int[Math.max(n, encoder.locationColumn.length)];
            Arrays.fill(encoder.locationColumn, rows.location);
        }
        DeltaBinaryPackedWriter deltas = encoder.deltas;
        // Column by column: one encoder's state stays in cache for the whole row group.
        writePage(pages, deltas, EventColumn.LOCATION, encoder.locationColumn, n);
        writePage(pages, deltas, EventColumn.TIME, rows.time, n);
        writePage(pages, deltas, EventColumn.TYPE, rows.type, n);
        writePage(pages, deltas, EventColumn.REGION, rows.region, n);
        writePage(pages, deltas, EventColumn.CALL_SITE, rows.callSite, n);
        writePage(pages, deltas, EventColumn.COMM, rows.comm, n);
        writePage(pages, deltas, EventColumn.WINDOW, rows.window, n);
        writePage(pages, deltas, EventColumn.PARTNER, rows.partner, n);
        writePage(pages, deltas, EventColumn.TAG, rows.tag, n);
        writePage(pages, deltas, EventColumn.BYTES, rows.bytes, n);
        writePage(pages, deltas, EventColumn.RECV_BYTES, rows.recvBytes, n);
        writePage(pages, deltas, EventColumn.REQUEST, rows.request, n);
        writePage(pages, deltas, EventColumn.FLAGS, rows.flags, n);
        return new Encoded(rows.location, n, pages);
    }

    private void writePage(ColumnChunkPageWriteStore pages, DeltaBinaryPackedWriter deltas, EventColumn column,
            int[] values, int n) throws IOException {
        deltas.encode(values, n);
        Statistics<?> statistics = statistics(column);
        statistics.updateStats((int) deltas.min());
        statistics.updateStats((int) deltas.max());
        writePage(pages, deltas, column, n, statistics);
    }

    private void writePage(ColumnChunkPageWriteStore pages, DeltaBinaryPackedWriter deltas, EventColumn column,
            long[] values, int n) throws IOException {
        deltas.encode(values, n);
        Statistics<?> statistics = statistics(column);
        statistics.updateStats(deltas.min());
        statistics.updateStats(deltas.max());
        writePage(pages, deltas, column, n, statistics);
    }

    /**
     * One data page (v2) holding the column's whole row group, with what parquet-java's column writer passes for a
     * flat REQUIRED column: no levels, no nulls, min/max statistics, and the size and geospatial statistics, which
     * hold nothing for such a column. The page writer compresses (and so copies) the encoded bytes at once.
     */
    private void writePage(ColumnChunkPageWriteStore pages, DeltaBinaryPackedWriter deltas, EventColumn column, int n,
            Statistics<?> statistics) throws IOException {
        ColumnDescriptor descriptor = descriptors[column.ordinal()];
        PrimitiveType type = descriptor.getPrimitiveType();
        pages.getPageWriter(descriptor).writePageV2(n, 0, n, BytesInput.empty(), BytesInput.empty(),
                Encoding.DELTA_BINARY_PACKED, BytesInput.from(deltas.bytes(), 0, deltas.size()), statistics,
                SizeStatistics.newBuilder(type, 0, 0).build(), GeospatialStatistics.newBuilder(type).build());
    }

    private Statistics<?> statistics(EventColumn column) {
        return Statistics.createStats(descriptors[column.ordinal()].getPrimitiveType());
    }
}
