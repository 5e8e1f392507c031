package org.fenceline.tracer.launch;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.InetAddress;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.fenceline.trace.merge.MergeProgress;
import org.fenceline.tracer.measure.job.RankTrace;
import org.fenceline.tracer.device.JobAbortedException;
import org.fenceline.tracer.device.MessageDevice;
import org.fenceline.tracer.device.SciDevice;
import org.fenceline.tracer.kernel.RankClock;
import org.fenceline.tracer.sci.TimingProfile;
import org.fenceline.tracer.sci.Topology;

/**
 * Runs an MPI program as {@code np} rank threads in this JVM (what {@code fenceline run} does). Each rank gets
 * its own {@link RankClassLoader}, has its runtime bound to the shared device through the runtime's
 * {@code RankBootstrap}, then runs {@code main}. A failing rank aborts the job; ranks that do not stop within
 * {@link #ABORT_GRACE_NANOS} of an abort are abandoned (their threads are daemons). A traced run
 * ({@link TraceSession}) instruments the program's classes as the rank loaders define them, installs each rank's
 * measurement before its main method, and merges the trace once every rank ended, whatever the outcome.
 */
public final class Launcher {
    static final long ABORT_GRACE_NANOS = TimeUnit.SECONDS.toNanos(2);
    private static final String BOOTSTRAP = "org.fenceline.tracer.rank.RankBootstrap";
    private static final String MEASUREMENT_BOOTSTRAP = "org.fenceline.tracer.measure.MeasurementBootstrap";
    /** Exit status of a run in which a rank failed or returned without MPI_Finalize. */
    static final int EXIT_FAILURE = 1;

    private Launcher() {
    }

    /** Runs the program to the end; returns the exit status (0 when every rank returned normally). */
    public static int run(LaunchOptions options, PrintStream err) {
        return run(options, err, MergeProgress.NONE);
    }

    /**
     * Runs the program to the end and, if it is traced, merges its trace (also after a failed run, so the trace
     * up to the failure can be analysed); {@code mergeProgress} hears about the merge, e.g. for a progress bar.
     * Returns the exit status (0 when every rank returned normally).
     *
     * @throws IllegalArgumentException for a bad option, or a trace directory that holds a global trace already
     *                                  (without {@code --force})
     */
    public static int run(LaunchOptions options, PrintStream err, MergeProgress mergeProgress) {
        return run(options, err, mergeProgress, RankClocks.SYSTEM);
    }

    static int run(LaunchOptions options, PrintStream err, MergeProgress mergeProgress, RankClocks clocks) {
        requireMainClass(options);
        JobTime time = JobTime.of(options, clocks, options.asyncProgress() ? options.np() : 0);
        if (options.trace() == null) {
            return runRanks(options, err, null, time);
        }
        TraceSession trace;
        try {
            trace = TraceSession.open(options, time.traceClocks());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a trace to " + options.trace().dir() + ": " + e.getMessage(),
                    e);
        }
        int status = runRanks(options, err, trace, time);
        return TraceReport.finish(trace, status, mergeProgress, err);
    }

    private static int runRanks(LaunchOptions options, PrintStream err, TraceSession trace, JobTime time) {
        int np = options.np();
        DeadlockDetector detector = new DeadlockDetector(np, options.deadlockTimeout(), err);
        TimingProfile profile = TimingProfile.named(options.interconnect());
        Topology topology = Topology.parse(options.topology() == null ? "ring" : options.topology(), np);
        if (topology.nodes() != np) {
            throw new IllegalArgumentException("--topology " + options.topology() + " has " + topology.nodes()
                    + " nodes but -np is " + np + " (one rank per node)");
        }
        try (SciDevice device = SciDevice.create(topology, profile, time.deviceClock(), detector);
                ForegroundCompilation jit = time.isVirtual() ? ForegroundCompilation.begin() : null) {
            StallWatch stalls = null;
            if (time.isVirtual()) {
                // Virtual time knows a deadlock the moment no rank can run; what it cannot see is a rank that
                // waits outside MPI, which the stall watch reports after the deadlock timeout.
                time.kernel().onDeadlock(() -> detector.declareAll(device));
                stalls = StallWatch.start(time.kernel(), options.deadlockTimeout(), err);
            } else {
                detector.watch(device);
            }
            AsyncProgress progress = options.asyncProgress() ? AsyncProgress.start(device, time) : null;
            Job job = new Job(np, detector);
            URL[] classpath = urls(options.classpath());
            String host = hostName();
            long jobStartMillis = System.currentTimeMillis();
            for (int r = 0; r < np; r++) {
                int rank = r;
                RankClassLoader loader = new RankClassLoader(rank, classpath, Launcher.class.getClassLoader(),
                        trace == null ? null : trace.instrumenter(), options.clock() == ClockMode.VIRTUAL);
                RankTrace rankTrace = trace == null ? null : trace.rank(rank);
                Thread thread = new Thread(() -> {
                    RankOutcome outcome = new RankOutcome.Unresponsive();
                    try {
                        outcome = runRank(rank, loader, device, host, options, rankTrace, time.startActor(rank),
                                jobStartMillis);
                    } finally {
                        time.endActor();
                        job.finish(rank, outcome);
                    }
                }, "rank-" + rank);
                thread.setContextClassLoader(loader);
                thread.setDaemon(true);
                job.start(rank, thread);
            }
            job.awaitEnd();
            detector.stop();
            if (stalls != null) {
                stalls.stop();
            }
            if (progress != null) {
                progress.stop();
            }
            return JobReport.of(job.outcomes(), detector.deadlocked()).print(err);
        }
    }

    /** The emulated node of {@code rank}: its node in the trace's system tree. */
    static String nodeName(int rank) {
        return "fenceline-node" + rank;
    }

    /**
     * MPI_Get_processor_name (and MPI_INFO_ENV's "host") of every rank: the host's name, as Open MPI reports it
     * (its gethostname(); Java's getLocalHost().getHostName() gives the same name, and Open MPI's test
     * environment/Procname compares the two). The ranks run on this one host; the emulated nodes are the trace's.
     */
    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException unresolvable) {
            // A host whose own name does not resolve (a bare container): Java knows no name for it but loopback's.
            return InetAddress.getLoopbackAddress().getHostName();
        }
    }

    private static RankOutcome runRank(int rank, RankClassLoader loader, MessageDevice device, String host,
            LaunchOptions options, RankTrace trace, RankClock clock, long jobStartMillis) {
        ProgramTime.bind(clock, jobStartMillis);
        loader.meterWith(clock);
        try {
            // The clock first: from now on a facade method pauses and resumes the same meter.
            Class<?> measurement = loader.loadClass(MEASUREMENT_BOOTSTRAP);
            measurement.getMethod("bind", RankClock.class).invoke(null, clock);
            Class<?> bootstrap = loader.loadClass(BOOTSTRAP);
            bootstrap.getMethod("install", MessageDevice.class, RankClock.class, int.class, String.class,
                    String.class, List.class)
                    .invoke(null, device, clock, rank, host, options.mainClass(), options.args());
            if (trace != null) {
                measurement.getMethod("install", RankTrace.class).invoke(null, trace);
            }
            Method main = mainMethod(Class.forName(options.mainClass(), true, loader));
            Integer exitStatus = invokeMain(main, options.args().toArray(new String[0]));
            List<String> problems = new ArrayList<>();
            boolean missedFinalize = (Boolean) bootstrap.getMethod("missedFinalize").invoke(null);
            if (missedFinalize) {
                String how = exitStatus == null ? "returned from main" : "called System.exit(" + exitStatus + ")";
                problems.add(how + " without calling MPI.Finalize()");
                // The others would wait for this rank in MPI_Finalize's fence forever: end the job, as mpirun
                // does when a process exits without finalizing.
                device.abort(new JobAbortedException("rank " + rank + " " + problems.get(0),
                        exitStatus == null || exitStatus == 0 ? EXIT_FAILURE : exitStatus));
            }
            @SuppressWarnings("unchecked")
            List<String> pending = (List<String>) bootstrap.getMethod("leftovers").invoke(null);
            problems.addAll(pending);
            return new RankOutcome.Returned(problems, missedFinalize, exitStatus == null ? 0 : exitStatus);
        } catch (InvocationTargetException e) {
            return failure(e.getCause(), rank, device);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return failure(e, rank, device);
        }
    }

    /** Runs main; returns the status of the System.exit that ended it ({@link ProcessExit}), null if it returned. */
    private static Integer invokeMain(Method main, String[] args) throws ReflectiveOperationException {
        try {
            main.invoke(null, (Object) args);
            return null;
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof ProcessExit.Request exit) {
                return exit.status();
            }
            throw e;
        }
    }

    private static RankOutcome failure(Throwable cause, int rank, MessageDevice device) {
        if (cause instanceof JobAbortedException aborted) {
            return new RankOutcome.Aborted(aborted.getMessage(), aborted.exitCode());
        }
        device.abort(new JobAbortedException("rank " + rank + " failed: " + cause, EXIT_FAILURE));
        return new RankOutcome.Failed(cause);
    }

    private static Method mainMethod(Class<?> mainClass) throws NoSuchMethodException {
        Method main = mainClass.getMethod("main", String[].class);
        if (!Modifier.isStatic(main.getModifiers())) {
            throw new NoSuchMethodException(mainClass.getName() + ".main(String[]) is not static");
        }
        main.setAccessible(true);
        return main;
    }

    /**
     * Loads the main class as a rank will (the {@code -cp} classpath, then Fenceline's own, which holds the samples;
     * package {@code mpi} only for the API's own classes), so that a mistyped name is one error rather than the
     * failure of every rank.
     */
    private static void requireMainClass(LaunchOptions options) {
        try (RankClassLoader loader = new RankClassLoader(0, urls(options.classpath()),
                Launcher.class.getClassLoader(), null, false)) {
            Class.forName(options.mainClass(), false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalArgumentException("main class " + options.mainClass() + (e instanceof ClassNotFoundException
                    ? " not found" : " cannot be loaded: " + e) + " ("
                    + (options.classpath().isEmpty() ? "no -cp given" : "-cp " + options.classpath().stream()
                            .map(Path::toString).collect(Collectors.joining(File.pathSeparator)))
                    + ")");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static URL[] urls(List<Path> classpath) {
        URL[] urls = new URL[classpath.size()];
        for (int i = 0; i < urls.length; i++) {
            try {
                urls[i] = classpath.get(i).toAbsolutePath().toUri().toURL();
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException("bad classpath entry " + classpath.get(i), e);
            }
        }
        return urls;
    }
}
