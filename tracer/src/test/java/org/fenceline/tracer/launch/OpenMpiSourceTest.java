package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A program written for Open MPI's Java bindings (checked-style {@code throws MPIException}, direct buffers,
 * iSend/iRecv, Request.waitAll) compiles against {@code fenceline classpath} and runs unchanged, launched
 * in mpirun's {@code -np N java -cp DIR MAIN} form.
 */
class OpenMpiSourceTest {
    private static final String SOURCE = """
            import java.nio.IntBuffer;
            import mpi.*;

            public class RingApp {
                static int calls;

                public static void main(String[] args) throws MPIException {
                    MPI.Init(args);
                    calls++;
                    int rank = MPI.COMM_WORLD.getRank();
                    int size = MPI.COMM_WORLD.getSize();
                    IntBuffer out = MPI.newIntBuffer(2);
                    IntBuffer in = MPI.newIntBuffer(2);
                    out.put(0, rank).put(1, Integer.parseInt(args[0]));
                    Request[] requests = {
                        MPI.COMM_WORLD.iRecv(in, 2, MPI.INT, (rank + size - 1) % size, 0),
                        MPI.COMM_WORLD.iSend(out, 2, MPI.INT, (rank + 1) % size, 0)
                    };
                    Request.waitAll(requests);
                    if (in.get(0) != (rank + size - 1) % size || in.get(1) != 17 || calls != 1) {
                        throw new IllegalStateException("rank " + rank + " got " + in.get(0));
                    }
                    try {
                        MPI.COMM_WORLD.setErrhandler(MPI.ERRORS_RETURN);
                        MPI.COMM_WORLD.send(new int[1], 1, MPI.INT, size, 0);
                        throw new IllegalStateException("no error for a bad rank");
                    } catch (MPIException e) {
                        if (e.getErrorClass() != MPI.ERR_RANK) {
                            throw e;
                        }
                    }
                    MPI.Finalize();
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void compilesAgainstTheUserClasspathAndRunsInMpirunForm() throws IOException {
        Path source = dir.resolve("RingApp.java");
        Files.writeString(source, SOURCE);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int compiled = javac.run(null, null, null, "-cp", Classpath.forUsers(), "-d", dir.toString(),
                source.toString());
        assertEquals(0, compiled, "javac exit status");

        LaunchOptions options = LaunchOptions.parse(List.of("-np", "3", "java", "-Xmx64m", "-cp", dir.toString(),
                "RingApp", "17"));
        MpiRun.run(options).expectSuccess();
    }

    @Test
    void parsesFencelineOptions() {
        LaunchOptions o = LaunchOptions.parse(List.of("-np", "4", "--interconnect", "sci-p3", "--topology", "ring",
                "--deadlock-timeout", "2.5", "--async-progress", "-cp", "a" + java.io.File.pathSeparator + "b",
                "app.Main", "x", "-y"));
        assertEquals(4, o.np());
        assertEquals("sci-p3", o.interconnect());
        assertEquals("ring", o.topology());
        assertEquals(Duration.ofMillis(2500), o.deadlockTimeout());
        assertTrue(o.asyncProgress());
        assertEquals(List.of(Path.of("a"), Path.of("b")), o.classpath());
        assertEquals("app.Main", o.mainClass());
        assertEquals(List.of("x", "-y"), o.args());
    }

    @Test
    void asyncProgressRunsTheSameProgram() {
        MpiRun.run(LaunchOptions.of(3, org.fenceline.tracer.programs.Hello.class.getName()).withAsyncProgress(true))
                .expectSuccess();
    }
}
