package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.ToolProvider;
import mpi.compat.osu.FlippedBuffers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What OSU's Java benchmarks (OMB-J) need to run unchanged: their classes live in sub-packages of {@code mpi}
 * ({@code mpi.pt2pt}, {@code mpi.collective}, {@code mpi.common}), and they pass direct buffers whose position and
 * limit they have {@code flip()}ped to 0.
 */
class OsuCompatibilityTest {
    /** A benchmark in OMB-J's layout, compiled to a directory of its own as a user would. */
    private static final Map<String, String> PROGRAM = Map.of(
            "mpi/common/Harness.java", """
                    package mpi.common;

                    public abstract class Harness {
                        protected final int iterations;

                        protected Harness(String[] args) {
                            iterations = Integer.parseInt(args[0]);
                        }
                    }
                    """,
            "mpi/pt2pt/PingPong.java", """
                    package mpi.pt2pt;

                    import java.nio.ByteBuffer;
                    import mpi.*;
                    import mpi.common.Harness;

                    public class PingPong extends Harness {
                        PingPong(String[] args) {
                            super(args);
                        }

                        public static void main(String[] args) throws MPIException {
                            PingPong test = new PingPong(args);
                            MPI.Init(args);
                            int peer = 1 - MPI.COMM_WORLD.getRank();
                            ByteBuffer b = ByteBuffer.allocateDirect(8);
                            for (int i = 0; i < test.iterations; i++) {
                                if (peer == 1) {
                                    MPI.COMM_WORLD.send(b, 8, MPI.BYTE, peer, 0);
                                    MPI.COMM_WORLD.recv(b, 8, MPI.BYTE, peer, 0);
                                } else {
                                    MPI.COMM_WORLD.recv(b, 8, MPI.BYTE, peer, 0);
                                    MPI.COMM_WORLD.send(b, 8, MPI.BYTE, peer, 0);
                                }
                            }
                            mpi.Helper.done();
                        }
                    }
                    """,
            "mpi/Helper.java", """
                    package mpi;

                    /** A program's own class in package mpi itself, which Fenceline's API does not have. */
                    public class Helper {
                        public static void done() throws MPIException {
                            MPI.COMM_WORLD.barrier();
                            MPI.Finalize();
                        }
                    }
                    """);

    @TempDir
    Path dir;

    @Test
    void programClassesUnderPackageMpiComeFromTheProgramsClasspath() throws IOException {
        compile();
        MpiRun.run(LaunchOptions.parse(List.of("-np", "2", "-cp", dir.toString(), "mpi.pt2pt.PingPong", "10")))
                .expectSuccess();
    }

    @Test
    void tracesAttributeMpiCallsToTheProgramsClassesUnderPackageMpi() throws IOException {
        compile();
        Path trace = dir.resolve("trace");
        TracedRuns.run(LaunchOptions.parse(List.of("-np", "2", "-cp", dir.toString(), "mpi.pt2pt.PingPong", "1"))
                .withTrace(TraceOptions.to(trace)), RankClocks.SYSTEM).expectSuccess();
        assertTrue(TraceText.of(trace, 0).contains("ENTER MPI_Send @mpi.pt2pt.PingPong.main:19"),
                String.join("\n", TraceText.of(trace, 0)));
    }

    @Test
    void aMainClassInASubPackageOfMpiThatIsNowhereIsOneError() throws IOException {
        compile();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MpiRun.run(
                LaunchOptions.parse(List.of("-np", "2", "-cp", dir.toString(), "mpi.pt2pt.OSULatency"))));
        assertTrue(e.getMessage().startsWith("main class mpi.pt2pt.OSULatency not found"), e.getMessage());
    }

    @Test
    void flippedDirectBuffersWorkInEveryCallOnTwoAndFourRanks() {
        MpiRun.run(2, FlippedBuffers.class).expectSuccess();
        MpiRun.run(4, FlippedBuffers.class).expectSuccess();
        MpiRun.run("sci-p3", 4, FlippedBuffers.class).expectSuccess(); // the pipelined broadcast
    }

    private void compile() throws IOException {
        List<String> javac = new ArrayList<>(List.of("-cp", Classpath.forUsers(), "-d", dir.toString()));
        for (Map.Entry<String, String> file : PROGRAM.entrySet()) {
            Path source = dir.resolve(file.getKey());
            Files.createDirectories(source.getParent());
            Files.writeString(source, file.getValue());
            javac.add(source.toString());
        }
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, javac.toArray(String[]::new)),
                "javac exit status");
    }
}
