package org.fenceline.trace.global;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.apache.parquet.bytes.HeapByteBufferAllocator;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.ColumnWriteStore;
import org.apache.parquet.column.ColumnWriter;
import org.apache.parquet.column.ParquetProperties;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.compression.CompressionCodecFactory.BytesInputCompressor;
import org.apache.parquet.hadoop.ColumnChunkPageWriteStore;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.schema.MessageType;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.model.Event;

/**
 * Writes events into a Parquet file, column by column, cutting a row group whenever the location changes or
 * the row group is full. ParquetWriter cannot be told where to cut row groups, so this drives parquet's
 * column write store and file writer directly (which also skips the per-value RecordConsumer layer).
 * Performs no ordering checks: that is {@link GlobalTraceWriter}'s job.
 */
final class EventFileWriter {
    /**
     * Rows per row group at most. Bounds the memory a reader needs to decode one row group of one location
     * (128 Ki rows x 68 bytes for all columns), while keeping per-row-group footer overhead negligible.
     */
    static final int DEFAULT_MAX_ROW_GROUP_ROWS = 1 << 17;

    /** Row groups are aligned to file-system blocks only on HDFS-like outputs; a local file has none. */
    private static final long NO_BLOCK_ALIGNMENT = 0;
    private static final EventColumn[] COLUMNS = EventColumn.values();

    private final MessageType schema = EventSchema.full();
    private final ParquetProperties properties;
    private final BytesInputCompressor compressor;
    private final ParquetFileWriter file;
    private final LocationIndex.Builder index;
    private final int maxRowGroupRows;
    private final ColumnWriter[] writers = new ColumnWriter[COLUMNS.length];
    private ColumnChunkPageWriteStore pages;
    private ColumnWriteStore columns;
    private int rowGroupLocation = -1;
    private long rowGroupRows;

    EventFileWriter(Path path, int locationCount, int maxRowGroupRows) throws IOException {
        this.maxRowGroupRows = maxRowGroupRows;
        // PARQUET_2_0: DELTA_BINARY_PACKED for time (dictionary off: timestamps are nearly unique, and within a
        // row group they are one location's ascending clock, so deltas are small) and RLE_DICTIONARY elsewhere.
        this.properties = ParquetProperties.builder()
                .withWriterVersion(WriterVersion.PARQUET_2_0)
                .withDictionaryEncoding(true)
                .withDictionaryEncoding(EventColumn.TIME.columnName(), false)
                .build();
        this.compressor = new NoHadoopCodecFactory().getCompressor(CompressionCodecName.ZSTD);
        this.file = new ParquetFileWriter(new LocalOutputFile(path), schema, ParquetFileWriter.Mode.OVERWRITE,
                NO_BLOCK_ALIGNMENT, 0, null, properties);
        this.index = new LocationIndex.Builder(locationCount);
        file.start();
    }

    void write(Event e) throws IOException {
        if (e.location() != rowGroupLocation || rowGroupRows == maxRowGroupRows) {
            flushRowGroup();
            startRowGroup(e.location());
        }
        writers[EventColumn.LOCATION.ordinal()].write(e.location(), 0, 0);
        writers[EventColumn.TIME.ordinal()].write(e.time(), 0, 0);
        writers[EventColumn.TYPE.ordinal()].write(e.type().code(), 0, 0);
        writers[EventColumn.REGION.ordinal()].write(e.region(), 0, 0);
        writers[EventColumn.CALL_SITE.ordinal()].write(e.callSite(), 0, 0);
        writers[EventColumn.COMM.ordinal()].write(e.comm(), 0, 0);
        writers[EventColumn.WINDOW.ordinal()].write(e.window(), 0, 0);
        writers[EventColumn.PARTNER.ordinal()].write(e.partner(), 0, 0);
        writers[EventColumn.TAG.ordinal()].write(e.tag(), 0, 0);
        writers[EventColumn.BYTES.ordinal()].write(e.bytes(), 0, 0);
        writers[EventColumn.RECV_BYTES.ordinal()].write(e.recvBytes(), 0, 0);
        writers[EventColumn.REQUEST.ordinal()].write(e.request(), 0, 0);
        writers[EventColumn.FLAGS.ordinal()].write(e.flags(), 0, 0);
        columns.endRecord();
        rowGroupRows++;
    }

    /** Writes the last row group and the footer. The file is complete afterwards. */
    void finish() throws IOException {
        flushRowGroup();
        Map<String, String> footer = new HashMap<>(index.build().toFooter());
        footer.put(FooterKeys.FORMAT, TraceLayout.FORMAT_VERSION);
        file.end(footer);
    }

    /** Gives up: closes the file without a footer (the caller deletes it). */
    void abort() {
        file.abort();
        try {
            file.close();
        } catch (IOException | RuntimeException ignored) {
            // The file is deleted next; a failure to close it properly changes nothing.
        }
    }

    private void startRowGroup(int location) {
        pages = new ColumnChunkPageWriteStore(compressor, schema, HeapByteBufferAllocator.getInstance(),
                properties.getColumnIndexTruncateLength(), properties.getPageWriteChecksumEnabled());
        columns = properties.newColumnWriteStore(schema, pages);
        for (int i = 0; i < COLUMNS.length; i++) {
            ColumnDescriptor descriptor = schema.getColumnDescription(new String[] {COLUMNS[i].columnName()});
            writers[i] = columns.getColumnWriter(descriptor);
        }
        rowGroupLocation = location;
        rowGroupRows = 0;
    }

    private void flushRowGroup() throws IOException {
        if (rowGroupRows == 0) {
            return;
        }
        // flush() writes the pending pages; close() would flush a second time (libraries.md §1).
        columns.flush();
        file.startBlock(rowGroupRows);
        pages.flushToFileWriter(file);
        file.endBlock();
        index.rowGroupWritten(rowGroupLocation, rowGroupRows);
        pages.close();
        rowGroupRows = 0;
    }
}
