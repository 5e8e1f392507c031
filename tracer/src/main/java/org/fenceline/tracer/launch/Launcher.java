package org.fenceline.tracer.launch;

import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.fenceline.tracer.device.JobAbortedException;
import org.fenceline.tracer.device.MessageDevice;
import org.fenceline.tracer.device.SciDevice;
import org.fenceline.tracer.sci.Clock;
import org.fenceline.tracer.sci.TimingProfile;
import org.fenceline.tracer.sci.Topology;

/**
 * Runs an MPI program as {@code np} rank threads in this JVM (what {@code fenceline run} does). Each rank gets
 * its own {@link RankClassLoader}, has its runtime bound to the shared device through the runtime's
 * {@code RankBootstrap}, then runs {@code main}. A failing rank aborts the job; ranks that do not stop within
 * {@link #ABORT_GRACE_NANOS} of an abort are abandoned (their threads are daemons).
 */
public final class Launcher {
    static final long ABORT_GRACE_NANOS = TimeUnit.SECONDS.toNanos(2);
    private static final String BOOTSTRAP = "org.fenceline.tracer.runtime.RankBootstrap";
    /** Exit status of a run in which a rank failed or returned without MPI_Finalize. */
    static final int EXIT_FAILURE = 1;

    private Launcher() {
    }

    /** Runs the program to the end; returns the exit status (0 when every rank returned normally). */
    public static int run(LaunchOptions options, PrintStream err) {
        // Said out loud rather than dropped silently: tracing comes with the measurement layer.
        if (options.traceDir() != null) {
            err.println("fenceline: --trace is not implemented yet; running without a trace");
        }
        int np = options.np();
        DeadlockDetector detector = new DeadlockDetector(np, options.deadlockTimeout(), err);
        TimingProfile profile = TimingProfile.named(options.interconnect());
        Topology topology = Topology.parse(options.topology() == null ? "ring" : options.topology(), np);
        if (topology.nodes() != np) {
            throw new IllegalArgumentException("--topology " + options.topology() + " has " + topology.nodes()
                    + " nodes but -np is " + np + " (one rank per node)");
        }
        try (SciDevice device = SciDevice.create(topology, profile, Clock.system(), detector)) {
            detector.watch(device);
            AsyncProgress progress = options.asyncProgress() ? AsyncProgress.start(device) : null;
            Job job = new Job(np, detector);
            URL[] classpath = urls(options.classpath());
            for (int r = 0; r < np; r++) {
                int rank = r;
                RankClassLoader loader = new RankClassLoader(rank, classpath, Launcher.class.getClassLoader());
                Thread thread = new Thread(() -> job.finish(rank, runRank(rank, loader, device, options)),
                        "rank-" + rank);
                thread.setContextClassLoader(loader);
                thread.setDaemon(true);
                job.start(rank, thread);
            }
            job.awaitEnd();
            detector.stop();
            if (progress != null) {
                progress.stop();
            }
            return JobReport.of(job.outcomes(), detector.deadlocked()).print(err);
        }
    }

    private static RankOutcome runRank(int rank, ClassLoader loader, MessageDevice device, LaunchOptions options) {
        try {
            Class<?> bootstrap = loader.loadClass(BOOTSTRAP);
            bootstrap.getMethod("install", MessageDevice.class, int.class, String.class)
                    .invoke(null, device, rank, "fenceline-node" + rank);
            Method main = mainMethod(Class.forName(options.mainClass(), true, loader));
            main.invoke(null, (Object) options.args().toArray(new String[0]));
            @SuppressWarnings("unchecked")
            List<String> problems = (List<String>) bootstrap.getMethod("leftovers").invoke(null);
            boolean missedFinalize = (Boolean) bootstrap.getMethod("missedFinalize").invoke(null);
            return new RankOutcome.Returned(problems, missedFinalize);
        } catch (InvocationTargetException e) {
            return failure(e.getCause(), rank, device);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return failure(e, rank, device);
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
