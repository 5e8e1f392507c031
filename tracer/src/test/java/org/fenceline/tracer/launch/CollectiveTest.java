package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.fenceline.tracer.programs.BroadcastCounts;
import org.fenceline.tracer.programs.CollectiveChecks;
import org.fenceline.tracer.programs.CollectiveErrors;
import org.fenceline.tracer.programs.InterAndNeighbourChecks;
import org.fenceline.tracer.programs.MismatchedRoots;
import org.fenceline.tracer.programs.MissingFromBarrier;
import org.fenceline.tracer.sci.TimingProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every collective against a sequential reference, run as real ranks through the Launcher. */
class CollectiveTest {
    /** 40 000 ints = 160 000 bytes: above the eager size, so the large-data algorithms run. */
    private static final String LARGE = "40000";

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 7, 8, 16})
    void everyCollectiveOnTheIdealNetwork(int np) {
        MpiRun.run("ideal", np, CollectiveChecks.class, LARGE).expectSuccess();
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4})
    void everyCollectiveOnTheSciP3Network(int np) {
        MpiRun.run("sci-p3", np, CollectiveChecks.class, LARGE).expectSuccess();
    }

    /**
     * The algorithms the profile can select on the ideal network besides its own: the rpipe reduction and the pcast
     * pipeline (sci-p3's), the generic tree, BAB, naive allgather.
     */
    @ParameterizedTest
    @CsvSource({"rabenseifner, exchange, naive, 131072, 7", "rabenseifner, exchange, naive, 131072, 8",
        "tree, segment, shift, 2147483647, 5", "pipeline, segment, shift, 131072, 4"})
    void alternativeAlgorithms(String reduce, String barrier, String allgather, int pipelinedBroadcastBytes, int np)
            throws IOException {
        String properties = TimingProfile.ideal().toProperties()
                .replaceAll("(?m)^largeReduceAlgorithm=.*$", "largeReduceAlgorithm=" + reduce)
                .replaceAll("(?m)^barrierAlgorithm=.*$", "barrierAlgorithm=" + barrier)
                .replaceAll("(?m)^allgatherAlgorithm=.*$", "allgatherAlgorithm=" + allgather)
                .replaceAll("(?m)^pipelinedBroadcastBytes=.*$", "pipelinedBroadcastBytes=" + pipelinedBroadcastBytes);
        assertTrue(properties.contains("largeReduceAlgorithm=" + reduce + "\n")
                && properties.contains("pipelinedBroadcastBytes=" + pipelinedBroadcastBytes + "\n"), properties);
        Path profile = Files.writeString(dir.resolve(reduce + np + ".properties"), properties);
        MpiRun.run(profile.toString(), np, CollectiveChecks.class, LARGE).expectSuccess();
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 4, 7})
    void broadcastReceiversMayPassALargerCountThanTheRoot(int np) {
        MpiRun.run("ideal", np, BroadcastCounts.class).expectSuccess();
    }

    @Test
    void aBroadcastReceiverWithASmallerCountThanTheRootGetsTruncate() {
        MpiRun.run("ideal", 2, BroadcastCounts.class, "truncate").expectSuccess();
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 5, 8})
    void intercommunicatorsAndNeighbourhoods(int np) {
        MpiRun.run("ideal", np, InterAndNeighbourChecks.class).expectSuccess();
    }

    @Test
    void disagreementsAcrossRanksAreMpiErrors() {
        MpiRun.run("ideal", 2, CollectiveErrors.class).expectSuccess();
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void aRankMissingFromABarrierIsNamedByTheDeadlockReport(String profile) {
        MpiRun.Result result = MpiRun.run(LaunchOptions.of(5, MissingFromBarrier.class.getName())
                .withInterconnect(profile).withDeadlockTimeout(Duration.ofMillis(500)));
        assertEquals(DeadlockDetector.EXIT_STATUS, result.status(), result.err());
        assertTrue(result.err().contains("MPI_Barrier(comm=MPI_COMM_WORLD) waiting for rank 4"), result.err());
        assertTrue(result.err().contains("rank 4: blocked in MPI_Recv"), result.err());
    }

    @Test
    void mismatchedRootsShowInTheDeadlockReport() {
        MpiRun.Result result = MpiRun.run(LaunchOptions.of(2, MismatchedRoots.class.getName())
                .withDeadlockTimeout(Duration.ofMillis(500)));
        assertEquals(DeadlockDetector.EXIT_STATUS, result.status(), result.err());
        assertTrue(result.err().contains("rank 0: blocked in MPI_Reduce(root=0, op=MPI_SUM"), result.err());
        assertTrue(result.err().contains("rank 1: blocked in MPI_Reduce(root=1, op=MPI_SUM"), result.err());
    }
}
