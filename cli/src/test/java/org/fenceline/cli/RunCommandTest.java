package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.fenceline.cli.programs.Aborting;
import org.fenceline.cli.programs.FatalError;
import org.fenceline.cli.programs.RingSum;
import org.fenceline.trace.TraceLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunCommandTest {
    @TempDir
    Path tmp;

    private static String programClasses() throws URISyntaxException {
        return Path.of(RingSum.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    @Test
    void runsEveryRankToTheEnd() throws Exception {
        Path result = tmp.resolve("sum");
        CommandRun run = CommandRun.of("run", "-np", "5", "-cp", programClasses(), RingSum.class.getName(),
                result.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals(Integer.toString(1 + 2 + 3 + 4 + 5), Files.readString(result));
    }

    @Test
    void acceptsOpenMpisJavaCommandForm() throws Exception {
        Path result = tmp.resolve("sum");
        CommandRun run = CommandRun.of("run", "-np", "3", "--interconnect", "sci-p3", "java", "-Xmx1g", "-cp",
                programClasses(), RingSum.class.getName(), result.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals("6", Files.readString(result));
    }

    @Test
    void abortCodeBecomesTheExitStatus() throws Exception {
        CommandRun run = CommandRun.of("run", "-np", "3", "-cp", programClasses(), Aborting.class.getName());
        assertEquals(7, run.status());
    }

    @Test
    void aFatalErrorExitsWithItsErrorCodeAndItsTraceIsAnalysed() throws Exception {
        Path trace = tmp.resolve("fatal");
        CommandRun run = CommandRun.of("run", "-np", "3", "--trace", trace.toString(), "-cp", programClasses(),
                FatalError.class.getName());
        assertEquals(5, run.status(), "MPI_ERR_COMM\n" + run.err());
        CommandRun analyze = CommandRun.of("analyze", trace.toString());
        assertEquals(0, analyze.status(), analyze.err());
    }

    @Test
    void badLaunchArgumentsAreOneLineWithStatusTwo() {
        CommandRun run = CommandRun.of("run", "-np", "2");
        assertEquals(2, run.status());
        assertEquals("fenceline: run: no main class given\n", run.err());
    }

    @Test
    void classpathNamesTheTracerClasses() throws IOException {
        CommandRun run = CommandRun.of("classpath");
        assertEquals(0, run.status());
        Path printed = Path.of(run.out().strip());
        assertTrue(Files.exists(printed.resolve("mpi/MPI.class")) || printed.toString().endsWith(".jar"), run.out());
    }

    @Test
    void unknownMainClassIsOneLineWithStatusTwo() throws Exception {
        CommandRun run = CommandRun.of("run", "-np", "2", "-cp", programClasses(), "org.example.Nope");
        assertEquals(2, run.status());
        assertEquals("fenceline: run: main class org.example.Nope not found (-cp " + programClasses() + ")\n",
                run.err());
    }

    @Test
    void missingFilterFileIsOneLineWithStatusTwo() throws Exception {
        Path filter = tmp.resolve("no-such.filter");
        CommandRun run = CommandRun.of("run", "-np", "2", "--trace", tmp.resolve("t").toString(), "--instrument",
                "auto", "--filter", filter.toString(), "-cp", programClasses(), RingSum.class.getName(),
                tmp.resolve("sum").toString());
        assertEquals(2, run.status());
        assertEquals("fenceline: run: --filter " + filter + ": no such file\n", run.err());
    }

    @Test
    void traceDirectoryThatCannotBeCreatedIsOneLineWithStatusTwo() throws Exception {
        Path file = Files.writeString(tmp.resolve("notes.txt"), "x");
        CommandRun run = CommandRun.of("run", "-np", "2", "--trace", file.toString(), "-cp", programClasses(),
                RingSum.class.getName(), tmp.resolve("sum").toString());
        assertEquals(2, run.status());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("fenceline: run: cannot write a trace to " + file), run.err());
    }

    @Test
    void nonPositiveDeadlockTimeoutIsNamed() throws Exception {
        CommandRun run = CommandRun.of("run", "-np", "2", "--deadlock-timeout", "-1", "-cp", programClasses(),
                RingSum.class.getName());
        assertEquals(2, run.status());
        assertEquals("fenceline: run: --deadlock-timeout must be a positive number of seconds, not -1\n", run.err());
    }

    @Test
    void localTracesOfACrashedRunAreOnlyReplacedWithForce() throws Exception {
        Path dir = tmp.resolve("t");
        Path manifest = TraceLayout.localManifest(dir);
        Files.createDirectories(manifest.getParent());
        Files.writeString(manifest, "{}");
        Path localTrace = Files.writeString(TraceLayout.localTrace(dir, 0), "the crashed run's events");

        CommandRun refused = CommandRun.of("run", "-np", "2", "--trace", dir.toString(), "-cp", programClasses(),
                RingSum.class.getName(), tmp.resolve("sum").toString());
        assertEquals(2, refused.status());
        assertEquals("fenceline: run: " + dir + ": holds the local traces of an earlier run; use --force to replace "
                + "them, or 'fenceline trace merge " + dir + "' to keep them\n", refused.err());
        assertEquals("the crashed run's events", Files.readString(localTrace));

        CommandRun forced = CommandRun.of("run", "-np", "2", "--trace", dir.toString(), "--force", "-cp",
                programClasses(), RingSum.class.getName(), tmp.resolve("sum").toString());
        assertEquals(0, forced.status(), forced.err());
        assertTrue(Files.exists(TraceLayout.events(dir)));
    }
}
