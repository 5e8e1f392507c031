package org.fenceline.tracer.launch;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import org.fenceline.tracer.kernel.RankClock;
import org.fenceline.tracer.measure.job.FacadeBoundary;
import org.fenceline.tracer.measure.job.FacadePackage;
import org.fenceline.tracer.measure.job.MethodInstrumenter;

/**
 * The class loader of one rank. Classes whose static state must be per rank are defined by this loader: the
 * {@code mpi} facade, the rank's binding to its runtime ({@code org.fenceline.tracer.rank}) and the measurement
 * (always from Fenceline's own class files, even if the program's classpath carries another {@code mpi} package),
 * and the program's classes (child first: from the program's classpath, else copied from Fenceline's classpath).
 * The facade is the classes of package {@code mpi} that Fenceline's own class files hold: a program's classes in
 * sub-packages of {@code mpi} (OSU's benchmarks are {@code mpi.pt2pt.OSULatency}, {@code mpi.common.BenchmarkUtils},
 * ...) or in {@code mpi} itself are the program's. The JDK and the job-wide machinery (runtime, device, emulated
 * network, simulation kernel, launcher, trace format, the job-wide measurement tables) come from the parent, so all
 * ranks share one device and the JIT compiles one copy of the runtime for the job (its per-rank state lives in
 * instances and {@code RankLocal}s, never in statics). The program's classes get their {@code System.exit} calls
 * redirected to end only their rank, their sleeps to move its clock and their clock readings to read it
 * ({@link ProgramCalls}), and in a traced
 * run they are instrumented as they are defined ({@link MethodInstrumenter}).
 */
final class RankClassLoader extends URLClassLoader {
    static {
        registerAsParallelCapable();
    }

    private static final String[] RANK_PRIVATE_FENCELINE = {"org.fenceline.tracer.rank.",
        "org.fenceline.tracer.measure."};
    /** Fenceline's own class files (the tracer jar or classes directory), where the API's classes are. */
    private static final URLClassLoader FENCELINE = new URLClassLoader(new URL[] {Classpath.forUsersUrl()}, null);
    private static final String[] SHARED_PREFIXES = {"org.fenceline.tracer.runtime.",
        "org.fenceline.tracer.device.", "org.fenceline.tracer.sci.",
        "org.fenceline.tracer.kernel.", "org.fenceline.trace.", "org.fenceline.tracer.measure.job.",
        "org.objectweb.asm."};
    /** The launcher package itself is shared; its subpackages (the benchmark programs) are rank private. */
    private static final String SHARED_PACKAGE = "org.fenceline.tracer.launch";

    private final ClassLoader platform = ClassLoader.getPlatformClassLoader();
    /** Rewrites the program's classes for tracing; null in an untraced run (classes are defined as they are). */
    private final MethodInstrumenter instrumenter;
    /**
     * Whether the job runs in virtual time: only then do the facade's methods pause the rank's meter of computation
     * and the program's clock readings read the rank's clock. In wall-clock time there is no meter, the facade is
     * defined as it is (the hooks' calls into the shared clock would cost the profiled JIT tier's warm-up there),
     * and {@code System.nanoTime} stays the JDK's intrinsic.
     */
    private final boolean virtualTime;
    /** The rank's clock once its main thread runs; null before. */
    private volatile RankClock clock;
    /** Class loads in progress on the rank's main thread (one may load others); touched by that thread only. */
    private int loading;

    RankClassLoader(int rank, URL[] programClasspath, ClassLoader parent, MethodInstrumenter instrumenter,
            boolean virtualTime) {
        super("rank-" + rank, programClasspath, parent);
        this.instrumenter = instrumenter;
        this.virtualTime = virtualTime;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                c = locateUnmetered(name);
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    /**
     * From now on, loading a class for the rank's main thread is no computation of the rank's: reading, rewriting
     * ({@link ProgramCalls}, the tracing instrumentation) and defining a class are the launcher's and the
     * measurement's work, and a class that every rank needs (the JDK's, ASM's) is loaded by whichever rank gets
     * there first. Linking, verification and static initialisers run later, on first use, and still count.
     */
    void meterWith(RankClock rankClock) {
        clock = rankClock;
    }

    private Class<?> locateUnmetered(String name) throws ClassNotFoundException {
        RankClock meter = clock;
        if (meter == null || !meter.isOwner()) {
            return locate(name);
        }
        if (loading++ == 0) {
            meter.pauseComputation();
        }
        try {
            return locate(name);
        } finally {
            if (--loading == 0) {
                meter.resumeComputation();
            }
        }
    }

    private Class<?> locate(String name) throws ClassNotFoundException {
        if (isShared(name)) {
            return getParent().loadClass(name);
        }
        try {
            return platform.loadClass(name);
        } catch (ClassNotFoundException notInTheJdk) {
            // Not a JDK class: a rank-private one.
        }
        if (startsWithAny(name, RANK_PRIVATE_FENCELINE)) {
            return define(name, getParent().getResource(resource(name)), Origin.FENCELINE);
        }
        if (FacadePackage.contains(name)) {
            URL api = FENCELINE.findResource(resource(name));
            if (api != null) {
                return define(name, api, Origin.FACADE);
            }
        }
        URL own = findResource(resource(name));
        return define(name, own != null ? own : getParent().getResource(resource(name)), Origin.PROGRAM);
    }

    private static boolean isShared(String name) {
        return packageOf(name).equals(SHARED_PACKAGE) || startsWithAny(name, SHARED_PREFIXES);
    }

    private static String packageOf(String className) {
        int dot = className.lastIndexOf('.');
        return dot < 0 ? "" : className.substring(0, dot);
    }

    private static boolean startsWithAny(String name, String[] prefixes) {
        for (String p : prefixes) {
            if (name.startsWith(p)) {
                return true;
            }
        }
        return false;
    }

    private static String resource(String className) {
        return className.replace('.', '/') + ".class";
    }

    /** Where a rank-private class comes from, which decides how it is rewritten. */
    private enum Origin {
        /** The rank's binding to its runtime and the measurement: defined as they are. */
        FENCELINE,
        /** The {@code mpi} API: in virtual time its methods pause the rank's meter ({@link FacadeBoundary}). */
        FACADE,
        /** The program's own: sleeps, clock readings and exits redirected, instrumented when the run is traced. */
        PROGRAM
    }

    /**
     * Defines this rank's own copy of a class: from the program's classpath, or copied from the parent's, so its
     * statics belong to this rank. The program's classes are instrumented when the run is traced.
     */
    private Class<?> define(String name, URL url, Origin origin) throws ClassNotFoundException {
        if (url == null) {
            throw new ClassNotFoundException(name);
        }
        byte[] bytes;
        try (InputStream in = url.openStream()) {
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new ClassNotFoundException(name + ": cannot read " + url, e);
        }
        String pkg = packageOf(name);
        if (!pkg.isEmpty() && getDefinedPackage(pkg) == null) {
            try {
                definePackage(pkg, null, null, null, null, null, null, null);
            } catch (IllegalArgumentException definedConcurrently) {
                // Another thread of this rank defined the package first: nothing left to do.
            }
        }
        if (origin == Origin.FACADE && virtualTime) {
            bytes = FacadeBoundary.rewrite(name, bytes);
        }
        boolean programClass = origin == Origin.PROGRAM;
        if (programClass) {
            try {
                bytes = ProgramCalls.redirect(bytes, virtualTime);
            } catch (RuntimeException unreadable) {
                // A class file ASM cannot read (a newer format, say) still runs; its exits end the whole JVM
                // and its sleeps wait on the host.
            }
        }
        if (programClass && instrumenter != null) {
            try {
                bytes = instrumenter.instrument(bytes);
            } catch (RuntimeException unreadable) {
                // A class file ASM cannot rewrite (a newer format, say) still runs, just without its records.
            }
        }
        return defineClass(name, bytes, 0, bytes.length);
    }
}
