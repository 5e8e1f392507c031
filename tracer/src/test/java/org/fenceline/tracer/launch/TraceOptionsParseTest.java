package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.model.RmaEventModel;
import org.junit.jupiter.api.Test;

/** The trace options of {@code fenceline run}. */
class TraceOptionsParseTest {
    private static LaunchOptions parse(String... argv) {
        return LaunchOptions.parse(List.of(argv));
    }

    @Test
    void defaultsAreTheExtendedModelMpiCallsAndMainAndTheWritersBuffer() {
        TraceOptions t = parse("-np", "2", "--trace", "out", "App").trace();
        assertEquals(TraceOptions.to(Path.of("out")), t);
        assertEquals(RmaEventModel.EXTENDED, t.rmaModel());
        assertEquals(LocalTraceWriter.DEFAULT_BUFFER_BYTES, t.bufferBytes());
        assertNull(parse("-np", "2", "App").trace());
    }

    @Test
    void everyTraceOption() {
        TraceOptions t = parse("-np", "2", "--trace", "out", "--rma-model", "basic", "--instrument", "auto",
                "--filter", "f.txt", "--trace-buffer", "64k", "--force", "App", "x").trace();
        assertEquals(new TraceOptions(Path.of("out"), RmaEventModel.BASIC, true, true, Path.of("f.txt"), 65536), t);
        assertEquals(2 << 20, parse("-np", "1", "--trace", "o", "--trace-buffer", "2M", "A").trace().bufferBytes());
    }

    @Test
    void mistakesAreOneLine() {
        assertEquals("--instrument needs --trace DIR", assertThrows(IllegalArgumentException.class,
                () -> parse("-np", "2", "--instrument", "auto", "App")).getMessage());
        assertEquals("--filter needs --instrument auto", assertThrows(IllegalArgumentException.class,
                () -> parse("-np", "2", "--trace", "o", "--filter", "f", "App")).getMessage());
        assertEquals("--rma-model must be basic or extended, not fast", assertThrows(IllegalArgumentException.class,
                () -> parse("-np", "2", "--trace", "o", "--rma-model", "fast", "App")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> parse("-np", "2", "--trace", "o", "--trace-buffer", "12", "App")).getMessage()
                .startsWith("--trace-buffer must be at least"));
    }

    @Test
    void clockAndComputeScaleDefaultToVirtualTimeWithMeasuredComputation() {
        LaunchOptions defaults = parse("-np", "2", "Main");
        assertEquals(ClockMode.VIRTUAL, defaults.clock());
        assertEquals(1.0, defaults.computeScale());
        LaunchOptions wall = parse("-np", "2", "--clock", "wall", "--compute-scale", "0", "Main");
        assertEquals(ClockMode.WALL, wall.clock());
        assertEquals(0.0, wall.computeScale());
        assertEquals("--clock must be virtual or wall, not host",
                assertThrows(IllegalArgumentException.class, () -> parse("-np", "2", "--clock", "host", "Main"))
                        .getMessage());
        assertEquals("--compute-scale must be a finite number >= 0, not -1",
                assertThrows(IllegalArgumentException.class,
                        () -> parse("-np", "2", "--compute-scale", "-1", "Main")).getMessage());
    }

    @Test
    void traceBuffersShareAQuarterOfTheHeap() {
        assertEquals(4 << 20, TraceSession.bufferPerRank(4 << 20, 4, 24L << 30));
        assertEquals((int) ((4L << 30) / 4 / 1024), TraceSession.bufferPerRank(4 << 20, 1024, 4L << 30));
        assertEquals(1024, TraceSession.bufferPerRank(4 << 20, 1 << 20, 1L << 30));
    }
}
