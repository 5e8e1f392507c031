package org.fenceline.trace.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.global.EventColumn;
import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.global.GlobalTraceWriter;
import org.fenceline.trace.model.Event;

/**
 * Writes and reads a synthetic trace ({@link SyntheticTrace}, 64 locations) and measures the global form
 * against the physical baseline of fixed 40-byte rows through a FileChannel, all in one run. Each measurement
 * is one method returning a {@link Measurement}, so further ones (local append, merge) plug in beside them.
 * Generating events is not timed.
 */
public final class TraceFormatBenchmark {
    public static final int LOCATIONS = 64;
    /** The columns of the projected read: what a replay needs to walk the call tree. */
    public static final Set<EventColumn> REPLAY_COLUMNS =
            EnumSet.of(EventColumn.LOCATION, EventColumn.TIME, EventColumn.TYPE, EventColumn.REGION);
    private static final int RAW_ROW_BYTES = 40;
    private static final int RAW_BUFFER_BYTES = 1 << 20;

    private final int locations;

    public TraceFormatBenchmark(int locations) {
        this.locations = locations;
    }

    public TraceFormatBenchmark() {
        this(LOCATIONS);
    }

    /** Runs every measurement on about {@code events} events in {@code dir} and prints a report. */
    public List<Measurement> run(Path dir, long events, PrintStream out) throws IOException {
        int iterations = SyntheticTrace.iterationsFor(events, locations);
        Path traceDir = dir.resolve("trace");
        Path rawFile = dir.resolve("events.raw");
        List<Measurement> results = new ArrayList<>();
        results.add(writeGlobal(traceDir, iterations));
        results.add(readGlobal(traceDir, REPLAY_COLUMNS, "global read, 4 columns"));
        results.add(readGlobal(traceDir, EnumSet.allOf(EventColumn.class), "global read, all 13 columns"));
        results.add(writeRaw(rawFile, iterations));
        results.add(readRaw(rawFile));
        print(results, out);
        return results;
    }

    /** Appends all events to a {@link GlobalTraceWriter} and closes it (ZSTD, footer, rename included). */
    public Measurement writeGlobal(Path traceDir, int iterations) throws IOException {
        Stopwatch watch = new Stopwatch();
        long count = 0;
        try (GlobalTraceWriter writer = GlobalTraceWriter.create(traceDir, SyntheticTrace.definitions(locations), true)) {
            for (int location = 0; location < locations; location++) {
                List<Event> events = SyntheticTrace.events(location, locations, iterations);
                watch.start();
                for (Event e : events) {
                    writer.append(e);
                }
                watch.stop();
                count += events.size();
            }
            watch.start();
        }
        watch.stop();
        return watch.result("global write", count, Files.size(TraceLayout.events(traceDir)), 0);
    }

    /**
     * Reads every location with a cursor over {@code columns}. The checksum covers location, time, type and
     * region (the projected read's columns), so it is comparable across reads and with the raw baseline.
     */
    public Measurement readGlobal(Path traceDir, Set<EventColumn> columns, String what) throws IOException {
        Stopwatch watch = new Stopwatch();
        long count = 0;
        long checksum = 0;
        watch.start();
        try (GlobalTrace trace = GlobalTrace.open(traceDir)) {
            boolean allColumns = columns.size() == EventColumn.values().length;
            for (int location = 0; location < trace.locationCount(); location++) {
                try (EventCursor cursor = trace.cursor(location, columns)) {
                    while (cursor.next()) {
                        checksum += cursor.location() + cursor.time() + cursor.typeCode() + cursor.region();
                        if (allColumns) {
                            checksum += 31L * (cursor.callSite() + cursor.comm() + cursor.window() + cursor.partner()
                                    + cursor.tag() + cursor.bytes() + cursor.recvBytes() + cursor.request()
                                    + cursor.flags());
                        }
                        count++;
                    }
                }
            }
        }
        watch.stop();
        return watch.result(what, count, Files.size(TraceLayout.events(traceDir)), checksum);
    }

    /** Writes the same events as fixed 40-byte little-endian rows through a FileChannel: the physical limit. */
    public Measurement writeRaw(Path file, int iterations) throws IOException {
        Stopwatch watch = new Stopwatch();
        long count = 0;
        ByteBuffer buffer = ByteBuffer.allocateDirect(RAW_BUFFER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            for (int location = 0; location < locations; location++) {
                List<Event> events = SyntheticTrace.events(location, locations, iterations);
                watch.start();
                for (Event e : events) {
                    if (buffer.remaining() < RAW_ROW_BYTES) {
                        drain(buffer, channel);
                    }
                    buffer.putInt(e.location()).putLong(e.time()).putInt(e.type().code()).putInt(e.region())
                            .putInt(e.partner()).putInt(e.tag()).putInt(e.comm()).putLong(e.bytes());
                }
                watch.stop();
                count += events.size();
            }
            watch.start();
            drain(buffer, channel);
        }
        watch.stop();
        return watch.result("raw FileChannel write, 40-byte rows", count, Files.size(file), 0);
    }

    /** Reads the raw rows back, decoding location, time, type and region (same checksum as the 4-column read). */
    public Measurement readRaw(Path file) throws IOException {
        Stopwatch watch = new Stopwatch();
        long count = 0;
        long checksum = 0;
        ByteBuffer buffer = ByteBuffer.allocateDirect(RAW_BUFFER_BYTES - RAW_BUFFER_BYTES % RAW_ROW_BYTES)
                .order(ByteOrder.LITTLE_ENDIAN);
        watch.start();
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            while (channel.read(buffer) >= 0 || buffer.position() > 0) {
                buffer.flip();
                while (buffer.remaining() >= RAW_ROW_BYTES) {
                    int row = buffer.position();
                    checksum += buffer.getInt(row) + buffer.getLong(row + 4) + buffer.getInt(row + 12)
                            + buffer.getInt(row + 16);
                    buffer.position(row + RAW_ROW_BYTES);
                    count++;
                }
                buffer.compact();
                if (buffer.position() > 0 && channel.position() == channel.size()) {
                    throw new IOException(file + ": truncated row at the end");
                }
            }
        }
        watch.stop();
        return watch.result("raw FileChannel read, 4 of 8 fields", count, Files.size(file), checksum);
    }

    private static void drain(ByteBuffer buffer, FileChannel channel) throws IOException {
        buffer.flip();
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
        buffer.clear();
    }

    private static void print(List<Measurement> results, PrintStream out) {
        out.printf("%-38s %12s %10s %12s %12s %10s%n", "measurement", "events", "wall s", "events/s", "events/cpu-s",
                "bytes/evt");
        for (Measurement m : results) {
            out.printf("%-38s %12d %10.3f %12.0f %12.0f %10.2f%n", m.what(), m.events(), m.wallNanos() / 1e9,
                    m.eventsPerSecond(), m.eventsPerCpuSecond(), m.bytesPerEvent());
        }
        long projected = results.stream().filter(m -> m.what().contains("4 columns")).mapToLong(Measurement::checksum)
                .findFirst().orElse(0);
        long raw = results.stream().filter(m -> m.what().startsWith("raw FileChannel read"))
                .mapToLong(Measurement::checksum).findFirst().orElse(0);
        out.println("checksums of the 4-column read and the raw read " + (projected == raw ? "agree" : "DIFFER")
                + " (" + projected + ")");
    }

    /** {@code java ... TraceFormatBenchmark DIR [EVENTS]}: the same as {@code fenceline bench trace}. */
    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: TraceFormatBenchmark DIR [EVENTS]");
            System.exit(2);
        }
        long events = args.length > 1 ? Long.parseLong(args[1]) : 20_000_000L;
        new TraceFormatBenchmark().run(Path.of(args[0]), events, System.out);
    }
}
