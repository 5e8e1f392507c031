package org.fenceline.trace.global;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.column.statistics.IntStatistics;
import org.apache.parquet.column.statistics.LongStatistics;
import org.apache.parquet.column.statistics.Statistics;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.SeekableInputStream;
import org.apache.parquet.schema.MessageType;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.TraceLayout;

/**
 * An opened, checked {@code events.parquet}: its footer, its location index, and fresh column readers on
 * demand. Everything that can be checked without decoding pages is checked at open, so a foreign or
 * truncated file fails there with one clear line.
 */
final class EventFile {
    /** Every Parquet file starts and ends with these four bytes. */
    private static final byte[] PARQUET_MAGIC = "PAR1".getBytes(StandardCharsets.US_ASCII);
    /** Thrift appends "Struct: some.Class$Scheme@1a2b3c" to its messages: noise to a user. */
    private static final Pattern THRIFT_STRUCT_SUFFIX = Pattern.compile("!?\\s*Struct: \\S+$");

    private final Path path;
    private final InputFile input;
    private final ParquetMetadata footer;
    private final ParquetReadOptions options;
    private final LocationIndex index;
    private final long[] firstIndexOfRowGroup;

    private EventFile(Path path, InputFile input, ParquetMetadata footer, ParquetReadOptions options,
                      LocationIndex index, long[] firstIndexOfRowGroup) {
        this.path = path;
        this.input = input;
        this.footer = footer;
        this.options = options;
        this.index = index;
        this.firstIndexOfRowGroup = firstIndexOfRowGroup;
    }

    static EventFile open(Path path) throws CorruptTraceException {
        if (!Files.isRegularFile(path)) {
            throw new CorruptTraceException(path, "file not found");
        }
        // Never ParquetReadOptions.builder() without a configuration: that creates a Hadoop Configuration.
        ParquetReadOptions options = ParquetReadOptions.builder(new PlainParquetConfiguration())
                .withCodecFactory(new NoHadoopCodecFactory())
                .build();
        requireParquetMagic(path);
        InputFile input = new LocalInputFile(path);
        ParquetMetadata footer;
        try (SeekableInputStream stream = input.newStream()) {
            footer = ParquetFileReader.readFooter(input, options, stream);
        } catch (IOException | RuntimeException e) {
            throw new CorruptTraceException(path, "not a readable Parquet file (" + firstLine(e) + ")", e);
        }
        Map<String, String> keyValues = footer.getFileMetaData().getKeyValueMetaData();
        String format = keyValues.get(FooterKeys.FORMAT);
        if (format == null) {
            throw new CorruptTraceException(path, "not a Fenceline trace (no '" + FooterKeys.FORMAT
                    + "' entry in the Parquet metadata)");
        }
        if (!TraceLayout.FORMAT_VERSION.equals(format)) {
            throw new CorruptTraceException(path, "format version '" + format + "' is not supported (expected '"
                    + TraceLayout.FORMAT_VERSION + "')");
        }
        String schemaProblem = EventSchema.problemWith(footer.getFileMetaData().getSchema());
        if (schemaProblem != null) {
            throw new CorruptTraceException(path, "not a Fenceline event table: " + schemaProblem);
        }
        LocationIndex index;
        try {
            index = LocationIndex.fromFooter(keyValues);
        } catch (IllegalArgumentException e) {
            throw new CorruptTraceException(path, "bad location index: " + e.getMessage());
        }
        long[] firstIndexOfRowGroup = checkRowGroups(path, footer.getBlocks(), index);
        return new EventFile(path, input, footer, options, index, firstIndexOfRowGroup);
    }

    /**
     * Checks the index against the row groups (each location's row groups hold exactly its events, and
     * nothing else according to the location column's statistics) and returns, per row group, the index
     * of its first event within its location.
     */
    private static long[] checkRowGroups(Path path, List<BlockMetaData> blocks, LocationIndex index)
            throws CorruptTraceException {
        if (index.totalRowGroups() != blocks.size()) {
            throw new CorruptTraceException(path, "the location index names " + index.totalRowGroups()
                    + " row groups, the file has " + blocks.size());
        }
        long[] firstIndex = new long[blocks.size()];
        for (int location = 0; location < index.locationCount(); location++) {
            long events = 0;
            int first = index.firstRowGroup(location);
            for (int g = first; g < first + index.rowGroupCount(location); g++) {
                firstIndex[g] = events;
                events += blocks.get(g).getRowCount();
                checkLocationStatistics(path, blocks.get(g), g, location);
            }
            if (events != index.eventCount(location)) {
                throw new CorruptTraceException(path, "location " + location + " has " + events
                        + " rows in its row groups but " + index.eventCount(location) + " in the location index");
            }
        }
        return firstIndex;
    }

    private static void checkLocationStatistics(Path path, BlockMetaData block, int rowGroup, int location)
            throws CorruptTraceException {
        for (ColumnChunkMetaData column : block.getColumns()) {
            if (column.getPath().toDotString().equals(EventColumn.LOCATION.columnName())) {
                Statistics<?> stats = column.getStatistics();
                if (stats instanceof IntStatistics ints && ints.hasNonNullValue()
                        && ints.getMin() == location && ints.getMax() == location) {
                    return;
                }
                throw new CorruptTraceException(path, "row group " + rowGroup + " should hold only location "
                        + location + " but its location statistics say " + stats);
            }
        }
        throw new CorruptTraceException(path, "row group " + rowGroup + " has no location column");
    }

    /**
     * The earliest and latest event time in the file, from the time column's min/max statistics of each row
     * group in the footer: no page is read. Empty when the file has no events.
     *
     * @throws CorruptTraceException if a row group has no time statistics (Fenceline's writer always writes them)
     */
    Optional<TimeBounds> timeBounds() throws CorruptTraceException {
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        List<BlockMetaData> blocks = footer.getBlocks();
        for (int g = 0; g < blocks.size(); g++) {
            if (blocks.get(g).getRowCount() == 0) {
                continue;
            }
            LongStatistics time = timeStatistics(blocks.get(g), g);
            first = Math.min(first, time.getMin());
            last = Math.max(last, time.getMax());
        }
        return first <= last ? Optional.of(new TimeBounds(first, last)) : Optional.empty();
    }

    private LongStatistics timeStatistics(BlockMetaData block, int rowGroup) throws CorruptTraceException {
        for (ColumnChunkMetaData column : block.getColumns()) {
            if (column.getPath().toDotString().equals(EventColumn.TIME.columnName())) {
                if (column.getStatistics() instanceof LongStatistics time && time.hasNonNullValue()) {
                    return time;
                }
                break;
            }
        }
        throw new CorruptTraceException(path, "row group " + rowGroup + " has no min/max statistics of its "
                + EventColumn.TIME.columnName() + " column");
    }

    /** A reader of this file's row groups, projected to {@code columns}; the caller closes it. */
    ParquetFileReader newReader(Set<EventColumn> columns) throws IOException {
        ParquetFileReader reader = ParquetFileReader.open(input, footer, options, input.newStream());
        reader.setRequestedSchema(projection(columns));
        return reader;
    }

    static MessageType projection(Set<EventColumn> columns) {
        return EventSchema.of(columns.isEmpty() ? EnumSet.noneOf(EventColumn.class) : EnumSet.copyOf(columns));
    }

    Path path() {
        return path;
    }

    LocationIndex index() {
        return index;
    }

    long rowCount(int rowGroup) {
        return footer.getBlocks().get(rowGroup).getRowCount();
    }

    /** Index (within its location) of the row group's first event. */
    long firstIndexOf(int rowGroup) {
        return firstIndexOfRowGroup[rowGroup];
    }

    long sizeOnDisk() throws IOException {
        return input.getLength();
    }

    /** The gist of a library exception, for a one-line message: its first line, without thrift's object dump. */
    /** A foreign or cut-off file, told apart by Parquet's magic bytes before the footer is parsed. */
    private static void requireParquetMagic(Path path) throws CorruptTraceException {
        ByteBuffer head = ByteBuffer.allocate(PARQUET_MAGIC.length);
        ByteBuffer tail = ByteBuffer.allocate(PARQUET_MAGIC.length);
        long size;
        try (FileChannel channel = FileChannel.open(path)) {
            size = channel.size();
            if (size >= PARQUET_MAGIC.length) {
                channel.read(head, 0);
                channel.read(tail, size - PARQUET_MAGIC.length);
            }
        } catch (IOException e) {
            throw new CorruptTraceException(path, "cannot be read (" + firstLine(e) + ")", e);
        }
        if (!Arrays.equals(head.array(), PARQUET_MAGIC)) {
            throw new CorruptTraceException(path, "not a Parquet file (it does not begin with 'PAR1')");
        }
        if (!Arrays.equals(tail.array(), PARQUET_MAGIC)) {
            throw new CorruptTraceException(path, "truncated Parquet file (" + size
                    + " bytes and no footer: it does not end with 'PAR1')");
        }
    }

    static String firstLine(Throwable e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return e.getClass().getSimpleName();
        }
        String line = message.lines().findFirst().orElse(message);
        return THRIFT_STRUCT_SUFFIX.matcher(line).replaceFirst("");
    }
}
