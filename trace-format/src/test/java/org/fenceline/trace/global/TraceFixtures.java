package org.fenceline.trace.global;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.io.SeekableInputStream;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;

import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/** Builds global traces for tests, including (through the package-private writer) defective ones. */
public final class TraceFixtures {
    private TraceFixtures() {
    }

    public static void write(Path dir, Definitions definitions, List<Event> events) throws IOException {
        try (GlobalTraceWriter writer = GlobalTraceWriter.create(dir, definitions)) {
            for (Event e : events) {
                writer.append(e);
            }
        }
    }

    /** Writes without the writer's time-order and local-only-type checks, to plant defects for the validator. */
    public static void writeUnchecked(Path dir, Definitions definitions, List<Event> events) throws IOException {
        write(dir, definitions, events, false, EventFileWriter.DEFAULT_MAX_ROW_GROUP_ROWS);
    }

    /** Writes with small row groups, so that locations span several. */
    public static void writeWithRowGroupRows(Path dir, Definitions definitions, List<Event> events, int rows)
            throws IOException {
        write(dir, definitions, events, true, rows);
    }

    private static void write(Path dir, Definitions definitions, List<Event> events, boolean checked, int rows)
            throws IOException {
        try (GlobalTraceWriter writer = GlobalTraceWriter.createForTest(dir, definitions, checked, rows)) {
            for (Event e : events) {
                writer.append(e);
            }
        }
    }

    /**
     * Writes a Parquet file with parquet's example writer, as any other tool might: {@code rows} give each
     * row's values in field order.
     */
    public static void writeParquet(Path file, MessageType schema, Map<String, String> keyValues, long[]... rows)
            throws IOException {
        Files.deleteIfExists(file);
        try (ParquetWriter<Group> writer = ExampleParquetWriter.builder(new LocalOutputFile(file))
                .withConf(new PlainParquetConfiguration())
                .withType(schema)
                .withCodecFactory(new NoHadoopCodecFactory())
                .withCompressionCodec(CompressionCodecName.ZSTD)
                .withExtraMetaData(keyValues)
                .build()) {
            SimpleGroupFactory groups = new SimpleGroupFactory(schema);
            for (long[] row : rows) {
                Group group = groups.newGroup();
                for (int i = 0; i < row.length; i++) {
                    if (schema.getType(i).asPrimitiveType().getPrimitiveTypeName() == PrimitiveTypeName.INT64) {
                        group.add(i, row[i]);
                    } else {
                        group.add(i, (int) row[i]);
                    }
                }
                writer.write(group);
            }
        }
    }

    /**
     * Random events with every column random (extremes included), sorted by (location, time) with strictly
     * increasing times per location. Local-only types are left out.
     */
    public static List<Event> randomEvents(long seed, int locations, int count) {
        SplittableRandom random = new SplittableRandom(seed);
        EventType[] types = java.util.Arrays.stream(EventType.values()).filter(t -> !t.isRemote())
                .toArray(EventType[]::new);
        List<Event> events = new ArrayList<>(count);
        long[] clock = new long[locations];
        for (int i = 0; i < count; i++) {
            int location = random.nextInt(locations);
            clock[location] += 1 + random.nextLong(1L << 40);
            events.add(new Event(location, clock[location], types[random.nextInt(types.length)],
                    random.nextInt(-1, 1000), random.nextInt(), random.nextInt(-1, 50), random.nextInt(-1, 5),
                    random.nextInt(-1, locations), random.nextInt(), random.nextLong(), random.nextLong(-1, 1 << 20),
                    random.nextLong(), random.nextInt()));
        }
        events.sort(Comparator.comparingInt(Event::location).thenComparingLong(Event::time));
        return events;
    }

    /** The footer of the trace's events file, read by parquet-java. */
    public static ParquetMetadata footer(Path traceDir) throws IOException {
        LocalInputFile input = new LocalInputFile(TraceLayout.events(traceDir));
        ParquetReadOptions options = ParquetReadOptions.builder(new PlainParquetConfiguration())
                .withCodecFactory(new NoHadoopCodecFactory()).build();
        try (SeekableInputStream stream = input.newStream()) {
            return ParquetFileReader.readFooter(input, options, stream);
        }
    }

    /** Overwrites {@code length} bytes of the file at {@code position} with zeros. */
    public static void zero(Path file, long position, long length) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.allocate((int) length), position);
        }
    }
}
