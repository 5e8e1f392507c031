package org.fenceline.tracer.launch;

import java.nio.file.Path;
import java.util.Objects;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.model.RmaEventModel;

/**
 * How {@code fenceline run --trace DIR} traces.
 *
 * @param dir            the trace directory ({@code local/} during the run, the global trace after it)
 * @param rmaModel       the RMA event model of the global trace
 * @param force          replace a global trace already in {@code dir}
 * @param autoInstrument record the program's methods too ({@code --instrument auto}), not only MPI calls and
 *                       {@code main}
 * @param filter         which methods {@code --instrument auto} records (a filter file), or null for all
 * @param bufferBytes    each rank's trace buffer; written to its local file whenever it is full
 */
public record TraceOptions(Path dir, RmaEventModel rmaModel, boolean force, boolean autoInstrument, Path filter,
        int bufferBytes) {

    public TraceOptions {
        Objects.requireNonNull(dir, "dir");
        Objects.requireNonNull(rmaModel, "rmaModel");
        if (filter != null && !autoInstrument) {
            throw new IllegalArgumentException("--filter needs --instrument auto");
        }
        if (bufferBytes < LocalTraceWriter.MIN_BUFFER_BYTES) {
            throw new IllegalArgumentException("--trace-buffer must be at least " + LocalTraceWriter.MIN_BUFFER_BYTES
                    + " bytes, not " + bufferBytes);
        }
    }

    /** Defaults: extended RMA model, no replacing, MPI calls and main only, the writer's default buffer. */
    public static TraceOptions to(Path dir) {
        return new TraceOptions(dir, RmaEventModel.EXTENDED, false, false, null,
                LocalTraceWriter.DEFAULT_BUFFER_BYTES);
    }

    public TraceOptions withRmaModel(RmaEventModel model) {
        return new TraceOptions(dir, model, force, autoInstrument, filter, bufferBytes);
    }

    public TraceOptions withForce(boolean on) {
        return new TraceOptions(dir, rmaModel, on, autoInstrument, filter, bufferBytes);
    }

    /** {@code --instrument auto} with {@code filterFile} (null: every method). */
    public TraceOptions withAutoInstrument(Path filterFile) {
        return new TraceOptions(dir, rmaModel, force, true, filterFile, bufferBytes);
    }

    public TraceOptions withBufferBytes(int bytes) {
        return new TraceOptions(dir, rmaModel, force, autoInstrument, filter, bytes);
    }
}
