package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.fenceline.tracer.programs.rma.Assertions;
import org.fenceline.tracer.programs.rma.LocationAccumulates;
import org.fenceline.tracer.programs.rma.NoProgress;
import org.fenceline.tracer.programs.rma.NoProgressInVirtualTime;
import org.fenceline.tracer.programs.rma.OneSidedErrors;
import org.fenceline.tracer.programs.rma.OneSidedPatterns;
import org.fenceline.tracer.programs.rma.OpenMpiLeniency;
import org.fenceline.tracer.programs.rma.RandomEpochs;
import org.fenceline.tracer.programs.rma.RequestsAndDynamicWindows;
import org.fenceline.tracer.programs.rma.StartWithoutPost;
import org.fenceline.tracer.sci.TimingProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** One-sided communication, each program run as real ranks through the Launcher. */
class OneSidedTest {
    @ParameterizedTest
    @CsvSource({"ideal, direct", "ideal, emulated", "sci-p3, direct", "sci-p3, emulated"})
    void everySynchronisationModeWithEveryOperation(String profile, String access) {
        MpiRun.run(profile, 4, OneSidedPatterns.class, access).expectSuccess();
    }

    @ParameterizedTest
    @CsvSource({"ideal, direct", "ideal, emulated", "sci-p3, emulated"})
    void requestBasedOperationsDynamicAndAllocatedWindows(String profile, String access) {
        MpiRun.run(profile, 3, RequestsAndDynamicWindows.class, access).expectSuccess();
    }

    /** Open MPI's leniencies its Java tests rely on: requests in every epoch, a size beyond the buffer. */
    @ParameterizedTest
    @CsvSource({"ideal, direct", "ideal, emulated", "sci-p3, direct", "sci-p3, emulated"})
    void requestsInEveryAccessEpochAndADeclaredSizeBeyondTheBuffer(String profile, String access) {
        MpiRun.run(profile, 3, OpenMpiLeniency.class, access).expectSuccess();
    }

    @ParameterizedTest
    @ValueSource(strings = {"direct", "emulated"})
    void assertionsAreAcceptedAndTheirShortcutsKeepTheData(String access) {
        MpiRun.run("sci-p3", 3, Assertions.class, access).expectSuccess();
    }

    /** Loose PSCW (the first access to a target waits for its post) through a profile file. */
    @ParameterizedTest
    @ValueSource(strings = {"direct", "emulated"})
    void loosePostStartCompleteWait(String access, @TempDir Path dir) throws Exception {
        Path profile = dir.resolve("loose.properties");
        Files.writeString(profile, TimingProfile.sciP3().toProperties()
                .replace("pscwSynchronisation=strict", "pscwSynchronisation=loose"));
        MpiRun.run(profile.toString(), 4, OneSidedPatterns.class, access).expectSuccess();
    }

    /** n-to-1 MINLOC/MAXLOC on MPI.INT2 and MPI.DOUBLE_INT: accumulate, fetch-and-op, get-accumulate. */
    @ParameterizedTest
    @CsvSource({"ideal, direct", "ideal, emulated", "sci-p3, direct", "sci-p3, emulated"})
    void locationAccumulatesOnThePairTypesTakeTheLowerIndexOnTies(String profile, String access) {
        MpiRun.run(profile, 5, LocationAccumulates.class, access).expectSuccess();
    }

    /** The target's progress thread applies the emulated MINLOC/MAXLOC of every origin. */
    @Test
    void locationAccumulatesAppliedByTheAsynchronousProgressThread() {
        MpiRun.run(LaunchOptions.of(5, LocationAccumulates.class.getName(), "emulated").withInterconnect("sci-p3")
                .withAsyncProgress(true)).expectSuccess();
    }

    @Test
    void semanticsErrorsNameTheWindowAndTheCall() {
        MpiRun.run(2, OneSidedErrors.class).expectSuccess();
    }

    @Test
    void aStartWhosePostNeverComesIsADeadlockNamingTheMissingPost() {
        MpiRun.Result result = MpiRun.runWithDeadlockTimeout(Duration.ofMillis(300), 2, StartWithoutPost.class);
        assertEquals(1, result.status(), result.err());
        assertTrue(result.err().contains("deadlock"), result.err());
        assertTrue(result.err().contains("MPI_Win_start(win#") && result.err().contains("waiting for MPI_Win_post "
                + "from rank 1"), result.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void emulatedUnlockWaitsUntilTheTargetEntersMpi(String profile) {
        MpiRun.run(LaunchOptions.of(2, NoProgress.class.getName(), "emulated", "waits-for-target",
                UUID.randomUUID().toString()).withInterconnect(profile).withClock(ClockMode.WALL)).expectSuccess();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void directUnlockNeedsNoTargetProgress() {
        MpiRun.run(LaunchOptions.of(2, NoProgress.class.getName(), "direct", "independent",
                UUID.randomUUID().toString()).withInterconnect("sci-p3").withClock(ClockMode.WALL)).expectSuccess();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void theAsynchronousProgressThreadRemovesTheNoProgressEffect() {
        MpiRun.run(LaunchOptions.of(2, NoProgress.class.getName(), "emulated", "independent",
                UUID.randomUUID().toString()).withInterconnect("sci-p3").withAsyncProgress(true)
                .withClock(ClockMode.WALL)).expectSuccess();
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void inVirtualTimeTheEmulatedUnlockReturnsOnlyOnceTheTargetEntersMpi(String profile) {
        MpiRun.run(profile, 2, NoProgressInVirtualTime.class, "emulated", "waits-for-target", "30").expectSuccess();
    }

    @Test
    void inVirtualTimeTheDirectUnlockReturnsWhileTheTargetComputes() {
        MpiRun.run("sci-p3", 2, NoProgressInVirtualTime.class, "direct", "independent", "30").expectSuccess();
    }

    @Test
    void inVirtualTimeTheProgressThreadServesTheTargetWhileItComputes() {
        MpiRun.run(LaunchOptions.of(2, NoProgressInVirtualTime.class.getName(), "emulated", "independent", "30")
                .withInterconnect("sci-p3").withAsyncProgress(true)).expectSuccess();
    }

    @ParameterizedTest
    @CsvSource({"ideal, direct", "ideal, emulated", "sci-p3, direct"})
    void sixteenRanksInRandomEpochsEndWithTheReplayedChecksums(String profile, String access) {
        MpiRun.run(profile, 16, RandomEpochs.class, access, "24", "20240611").expectSuccess();
    }
}
