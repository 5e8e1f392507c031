package org.fenceline.tracer.measure;

import java.util.Arrays;
import java.util.Optional;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.model.Event;
import org.fenceline.tracer.measure.job.SourceLocation;
import org.fenceline.tracer.measure.job.SourceTable;

/**
 * Resolves the call site of an MPI region and defines it in the rank's trace the first time it is used. The
 * site comes from the instrumented caller ({@link CallSiteTag}); only calls from code the instrumenter did not
 * see (a method reference's hidden class, reflection) are found by walking the stack, once per call.
 */
final class CallSiteRegistry {
    private static final StackWalker WALKER = StackWalker.getInstance();

    private final SourceTable table;
    private final LocalTraceWriter trace;
    /** Per call-site id: the local region id + 1 it was defined with, 0 if not defined yet. */
    private int[] definedRegion = new int[64];

    CallSiteRegistry(SourceTable table, LocalTraceWriter trace) {
        this.table = table;
        this.trace = trace;
    }

    /** The call-site id of the MPI call entering {@code region} now (defined in the trace), or NONE. */
    int callSite(int region) {
        int site = CallSiteTag.take();
        if (site < 0) {
            site = walk();
            if (site < 0) {
                return Event.NONE;
            }
        }
        if (site >= definedRegion.length) {
            definedRegion = Arrays.copyOf(definedRegion, Math.max(site + 1, 2 * definedRegion.length));
        }
        int defined = definedRegion[site];
        if (defined == 0) {
            SourceLocation at = table.get(site);
            trace.defineCallSite(site, at.file(), at.line(), at.function(), region);
            definedRegion[site] = region + 1;
            return site;
        }
        // A tag left behind by a call into mpi that records no region: the site belongs to another call.
        return defined == region + 1 ? site : Event.NONE;
    }

    /** The first frame outside the facade and the measurement: the user's call. */
    private int walk() {
        Optional<StackWalker.StackFrame> caller = WALKER.walk(frames -> frames
                .filter(f -> !isMpiOrMeasurement(f.getClassName()))
                .findFirst());
        return caller.map(f -> table.register(new SourceLocation(f.getClassName() + "." + f.getMethodName(),
                f.getFileName() == null ? "" : f.getFileName(), Math.max(0, f.getLineNumber())))).orElse(-1);
    }

    private static boolean isMpiOrMeasurement(String className) {
        return className.startsWith("mpi.") || className.startsWith("org.fenceline.tracer.measure.");
    }
}
