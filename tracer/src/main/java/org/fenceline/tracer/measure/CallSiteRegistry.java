package org.fenceline.tracer.measure;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.model.Event;
import org.fenceline.tracer.measure.job.FacadePackage;
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
    /**
     * Per source location (id in the job's table): the trace's call-site id + 1 for the region first entered
     * there, and that region; 0 if not defined yet. The trace's call sites are (location, region) pairs, so a
     * line with two MPI calls has two call sites; the rarer second region of a location is in {@link #more}.
     */
    private int[] firstSite = new int[64];
    private int[] firstRegion = new int[64];
    private final Map<Long, Integer> more = new HashMap<>();
    private int nextSite;

    CallSiteRegistry(SourceTable table, LocalTraceWriter trace) {
        this.table = table;
        this.trace = trace;
    }

    /** The trace's call-site id of the MPI call entering {@code region} now (defined at first use), or NONE. */
    int callSite(int region) {
        int site = CallSiteTag.take();
        if (site < 0) {
            site = walk();
            if (site < 0) {
                return Event.NONE;
            }
        }
        if (site >= firstSite.length) {
            int length = Math.max(site + 1, 2 * firstSite.length);
            firstSite = Arrays.copyOf(firstSite, length);
            firstRegion = Arrays.copyOf(firstRegion, length);
        }
        if (firstSite[site] == 0) {
            firstSite[site] = define(site, region) + 1;
            firstRegion[site] = region;
        } else if (firstRegion[site] != region) {
            return more.computeIfAbsent(((long) site << 32) | region, key -> define((int) (key >>> 32), region));
        }
        return firstSite[site] - 1;
    }

    private int define(int location, int region) {
        SourceLocation at = table.get(location);
        int id = nextSite++;
        trace.defineCallSite(id, at.file(), at.line(), at.function(), region);
        return id;
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
        return FacadePackage.contains(className) || className.startsWith("org.fenceline.tracer.measure.");
    }
}
