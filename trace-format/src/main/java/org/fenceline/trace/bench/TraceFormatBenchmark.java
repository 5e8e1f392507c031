package org.fenceline.trace.bench;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Consumer;

import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.global.EventColumn;
import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.global.GlobalTraceSink;
import org.fenceline.trace.global.GlobalTraceWriter;
import org.fenceline.trace.local.LocalTrace;
import org.fenceline.trace.local.LocalTraceReader;
import org.fenceline.trace.merge.MergeProgress;
import org.fenceline.trace.merge.TraceMerger;
import org.fenceline.trace.model.RmaEventModel;
import org.fenceline.trace.synth.Jacobi2D;
import org.fenceline.trace.synth.JacobiRun;

/**
 * The trace format's benchmark, every number from one run over the same data: a synthetic Jacobi run
 * ({@link Jacobi2D}, 8 ranks) is recorded through {@code LocalTraceWriter}s into real files; its events are
 * appended once more through fresh writers to time the writer alone; the local traces are read back, merged
 * (once into a counting sink, once end to end into Parquet), and the global trace is read with the replay's 4
 * columns and with all 13. The physical baseline is a plain FileChannel read of the same events as fixed
 * 40-byte rows. Every measurement is wall-clock and process CPU time ({@link Stopwatch}).
 */
public final class TraceFormatBenchmark {
    public static final int RANKS = 8;
    public static final long DEFAULT_EVENTS = 20_000_000L;
    /** The columns of the projected read: what a replay needs to walk the call tree. */
    public static final Set<EventColumn> REPLAY_COLUMNS =
            EnumSet.of(EventColumn.LOCATION, EventColumn.TIME, EventColumn.TYPE, EventColumn.REGION);
    private static final int RAW_ROW_BYTES = 40;
    private static final int RAW_BUFFER_BYTES = 1 << 20;

    /**
     * Runs every measurement on at least {@code events} events in {@code dir} (which it fills with a trace and
     * a raw file) and hands each measurement to {@code measured} as soon as it is taken.
     */
    public TraceFormatResults run(Path dir, long events, Consumer<Measurement> measured) throws IOException {
        Path traceDir = dir.resolve("trace");
        Path rawFile = dir.resolve("events.raw");
        JacobiRun run = JacobiRun.withAtLeast(events, RANKS, RmaEventModel.EXTENDED);
        TraceFormatResults results = new TraceFormatResults(
                report(measured, recordSynthetic(traceDir, run)),
                report(measured, appendLocal(traceDir, dir.resolve("append"))),
                report(measured, readLocal(traceDir)),
                report(measured, mergeWithoutParquet(traceDir)),
                report(measured, mergeToParquet(traceDir)),
                report(measured, readGlobal(traceDir, REPLAY_COLUMNS, "global read, 4 columns")),
                report(measured, readGlobal(traceDir, EnumSet.allOf(EventColumn.class), "global read, all 13 columns")),
                report(measured, readRaw(writeRaw(traceDir, rawFile))));
        if (results.projectedRead().checksum() != results.rawRead().checksum()) {
            throw new IllegalStateException("the 4-column read and the raw read saw different data");
        }
        return results;
    }

    private static Measurement report(Consumer<Measurement> measured, Measurement m) {
        measured.accept(m);
        return m;
    }

    /** Records the run through one LocalTraceWriter per rank (4 MiB buffers, real files), manifest included. */
    Measurement recordSynthetic(Path traceDir, JacobiRun run) throws IOException {
        Stopwatch watch = new Stopwatch();
        watch.start();
        long events = new Jacobi2D(run).write(traceDir, true);
        watch.stop();
        return watch.result("synthetic run recorded (" + run.ranks() + " ranks)", events, localBytes(traceDir), 0);
    }

    /** Appends each recorded local trace again through a fresh writer into {@code appendDir}: the writer alone. */
    Measurement appendLocal(Path traceDir, Path appendDir) throws IOException {
        Stopwatch watch = new Stopwatch();
        long events = 0;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(TraceLayout.localDir(traceDir), "*.bin")) {
            for (Path file : files) {
                events += new LocalTraceReplay(LocalTrace.read(file)).replay(appendDir, watch);
            }
        }
        return watch.result("local append (LocalTraceWriter, files)", events, localBytes(appendDir), 0);
    }

    /** Reads every local trace with the allocation-free cursor, as the merge's passes do. */
    Measurement readLocal(Path traceDir) throws IOException {
        Stopwatch watch = new Stopwatch();
        long count = 0;
        long checksum = 0;
        watch.start();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(TraceLayout.localDir(traceDir), "*.bin")) {
            for (Path file : files) {
                try (LocalTraceReader r = LocalTraceReader.open(file)) {
                    while (r.next()) {
                        if (!r.isDefinition()) {
                            checksum += r.time();
                            count++;
                        }
                    }
                }
            }
        }
        watch.stop();
        return watch.result("local read", count, localBytes(traceDir), checksum);
    }

    /** The merge's own cost: the output only counts the events. */
    Measurement mergeWithoutParquet(Path traceDir) throws IOException {
        Stopwatch watch = new Stopwatch();
        long events = merge(traceDir, (dir, definitions, replace) -> new CountingSink(), watch);
        return watch.result("merge into a counting sink (no Parquet)", events, 0, 0);
    }

    /** The merge end to end, as {@code fenceline trace merge} runs it: Parquet encoding, footer and rename included. */
    Measurement mergeToParquet(Path traceDir) throws IOException {
        Stopwatch watch = new Stopwatch();
        long events = merge(traceDir, GlobalTraceWriter::create, watch);
        return watch.result("merge local -> global (Parquet)", events, Files.size(TraceLayout.events(traceDir)), 0);
    }

    /** Merges with the extended RMA model into {@code output} (replacing an earlier result), timed by {@code watch}. */
    private static long merge(Path traceDir, GlobalTraceSink.Factory output, Stopwatch watch) throws IOException {
        watch.start();
        long events = new TraceMerger(output).merge(traceDir, RmaEventModel.EXTENDED, MergeProgress.NONE, true)
                .events();
        watch.stop();
        return events;
    }

    /**
     * Reads every location with a cursor over {@code columns}. The checksum covers location, time, type and
     * region (the projected read's columns), so it is comparable across reads and with the raw baseline.
     */
    Measurement readGlobal(Path traceDir, Set<EventColumn> columns, String what) throws IOException {
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

    /**
     * Writes the global trace's events as fixed 40-byte little-endian rows (location, time, type, region,
     * partner, tag, comm, bytes): the baseline's input. Not measured.
     */
    private static Path writeRaw(Path traceDir, Path file) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocateDirect(RAW_BUFFER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        try (GlobalTrace trace = GlobalTrace.open(traceDir);
                FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                        StandardOpenOption.TRUNCATE_EXISTING)) {
            for (int location = 0; location < trace.locationCount(); location++) {
                try (EventCursor e = trace.cursor(location)) {
                    while (e.next()) {
                        if (buffer.remaining() < RAW_ROW_BYTES) {
                            drain(buffer, channel);
                        }
                        buffer.putInt(e.location()).putLong(e.time()).putInt(e.typeCode()).putInt(e.region())
                                .putInt(e.partner()).putInt(e.tag()).putInt(e.comm()).putLong(e.bytes());
                    }
                }
            }
            drain(buffer, channel);
        }
        return file;
    }

    /** Reads the raw rows back, decoding location, time, type and region (same checksum as the 4-column read). */
    Measurement readRaw(Path file) throws IOException {
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

    private static long localBytes(Path traceDir) throws IOException {
        long bytes = 0;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(TraceLayout.localDir(traceDir), "*.bin")) {
            for (Path file : files) {
                bytes += Files.size(file);
            }
        }
        return bytes;
    }
}
