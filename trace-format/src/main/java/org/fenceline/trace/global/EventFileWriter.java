package org.fenceline.trace.global;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
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
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.model.EventType;

/**
 * Writes events into a Parquet file, cutting a row group whenever the location changes or the row group is
 * full. ParquetWriter cannot be told where to cut row groups, so this drives parquet's column write store and
 * file writer directly (which also skips the per-value RecordConsumer layer). Rows are collected in a
 * {@link RowGroupBuffer} and encoded on encoder threads while the next one fills: encoding costs several times
 * what filling does, so a few row groups are encoded at once, each on its own thread, and written to the file
 * in their order by the appending thread. Performs no ordering checks: that is {@link GlobalTraceWriter}'s job.
 */
final class EventFileWriter {
    /**
     * Rows per row group at most. Bounds the memory a reader needs to decode one row group of one location
     * (128 Ki rows x 68 bytes for all columns), while keeping per-row-group footer overhead negligible.
     */
    static final int DEFAULT_MAX_ROW_GROUP_ROWS = 1 << 17;

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
    private final int encoderThreads;
    private final int maxRowGroupRows;
    private RowGroupBuffer filling;
    /** Row groups being encoded, oldest first, with the buffer each was filled in. */
    private final ArrayDeque<InFlight> encoding = new ArrayDeque<>();
    private final ArrayDeque<RowGroupBuffer> spare = new ArrayDeque<>();
    /** Each encoder thread's page encoder and location column. */
    private final ThreadLocal<PageEncoder> pageEncoders = ThreadLocal.withInitial(this::newPageEncoder);
    /** Every page encoder made, to release their compressors when the file is done. */
    private final List<PageEncoder> pageEncodersMade = new ArrayList<>();

    private record InFlight(RowGroupBuffer rows, Future<ColumnChunkPageWriteStore> pages) {
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
        this.maxRowGroupRows = maxRowGroupRows;
        this.filling = new RowGroupBuffer(maxRowGroupRows);
        // As many encoders as processors (the appending thread needs less than one), at most 4: each row group in
        // flight holds a buffer (up to 8.5 MiB).
        this.encoderThreads = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
        ThreadPoolExecutor pool = new ThreadPoolExecutor(encoderThreads, encoderThreads, 1, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), task -> {
                    Thread thread = new Thread(task, "fenceline-parquet-encoder");
                    thread.setDaemon(true);
                    return thread;
                });
        // Idle encoder threads end by themselves, even if a writer is dropped without close() or abort().
        pool.allowCoreThreadTimeOut(true);
        this.encoders = pool;
        file.start();
    }

    void write(int location, long time, EventType type, int region, int callSite, int comm, int window,
            int partner, int tag, long bytes, long recvBytes, long request, int flags) throws IOException {
        if (location != filling.location || filling.isFull()) {
            handOff();
            filling.reset(location);
        }
        filling.add(time, type, region, callSite, comm, window, partner, tag, bytes, recvBytes, request, flags);
    }

    /** Writes the last row group and the footer. The file is complete afterwards. */
    void finish() throws IOException {
        try {
            handOff();
            while (!encoding.isEmpty()) {
                writeOldest();
            }
            Map<String, String> footer = new HashMap<>(index.build().toFooter());
            footer.put(FooterKeys.FORMAT, TraceLayout.FORMAT_VERSION);
            file.end(footer);
        } finally {
            encoders.shutdown();
            releaseCompressorsWhenEncodersEnded();
        }
    }

    /** Gives up: stops encoding and closes the file without a footer (the caller deletes it). */
    void abort() {
        // Encoders never touch the file: they may be left to finish or be interrupted.
        encoders.shutdownNow();
        releaseCompressorsWhenEncodersEnded();
        encoding.clear();
        file.abort();
        try {
            file.close();
        } catch (IOException | RuntimeException ignored) {
            // The file is deleted next; a failure to close it properly changes nothing.
        }
    }

    /**
     * Sends the filled buffer to an encoder, once fewer than one per encoder thread are in flight (writing the
     * oldest to the file until then), and fills a free buffer next.
     */
    private void handOff() throws IOException {
        if (filling.rows == 0) {
            return;
        }
        while (encoding.size() >= encoderThreads) {
            writeOldest();
        }
        RowGroupBuffer full = filling;
        filling = spare.isEmpty() ? new RowGroupBuffer(maxRowGroupRows) : spare.poll();
        encoding.add(new InFlight(full, encoders.submit(() -> encode(full))));
    }

    /** Writes the oldest row group in flight to the file when it is encoded, and frees its buffer. */
    private void writeOldest() throws IOException {
        InFlight oldest = encoding.poll();
        ColumnChunkPageWriteStore pages = await(oldest.pages());
        RowGroupBuffer rows = oldest.rows();
        file.startBlock(rows.rows);
        pages.flushToFileWriter(file);
        file.endBlock();
        pages.close();
        index.rowGroupWritten(rows.location, rows.rows);
        spare.add(rows);
    }

    private static ColumnChunkPageWriteStore await(Future<ColumnChunkPageWriteStore> pages) throws IOException {
        try {
            return pages.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IOException("encoding a row group failed", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while encoding a row group", e);
        } catch (CancellationException e) {
            throw new IOException("encoding a row group was cancelled", e);
        }
    }

    /** Runs on an encoder thread: one row group's pages, column by column, compressed. */
    private ColumnChunkPageWriteStore encode(RowGroupBuffer rows) throws IOException {
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
        return pages;
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
