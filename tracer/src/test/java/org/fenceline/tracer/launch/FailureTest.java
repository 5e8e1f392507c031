package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.validate.TraceValidator;
import org.fenceline.tracer.programs.Failures;
import org.fenceline.tracer.programs.FatalErrorHandlers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Nothing hangs and nothing is lost: failures end the run with a report and a non-zero status. */
class FailureTest {
    @TempDir
    Path dir;

    @Test
    void uncaughtExceptionAbortsAllRanksAndIsReported() {
        MpiRun.Result r = MpiRun.run(3, Failures.class, "throw");
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().contains("rank 1 failed with an uncaught exception"), r.err());
        assertTrue(r.err().contains("IllegalStateException: rank one gives up"), r.err());
        assertTrue(r.err().contains("org.fenceline.tracer.programs.Failures.main(Failures.java"), r.err());
    }

    @Test
    void abortExitsWithItsCode() {
        MpiRun.Result r = MpiRun.run(3, Failures.class, "abort");
        assertEquals(3, r.status(), r.err());
        assertTrue(r.err().contains("rank 1 called MPI_Abort(MPI_COMM_WORLD, 3)"), r.err());
    }

    @Test
    void ranksStoppedOutsideMpiByAnAbortAreNotFailuresAndKeepItsCode() {
        // The waiting ranks block on a latch outside MPI, which stalls virtual time (the kernel runs one rank at
        // a time and a rank outside MPI never yields): this is a wall-clock matter.
        MpiRun.Result r = MpiRun.run(LaunchOptions.of(3, Failures.class.getName(), "abort-while-outside-mpi")
                .withClock(ClockMode.WALL));
        assertEquals(3, r.status(), r.err());
        assertFalse(r.err().contains("uncaught exception"), r.err());
    }

    @Test
    void inVirtualTimeRanksPollingWithSleepsLetAnAbortHappen() {
        MpiRun.Result r = MpiRun.run(3, Failures.class, "abort-while-sleeping");
        assertEquals(3, r.status(), r.err());
        assertTrue(r.err().contains("rank 0 called MPI_Abort(MPI_COMM_WORLD, 3)"), r.err());
        assertFalse(r.err().contains("has computed outside MPI"), r.err());
    }

    @Test
    void fatalErrorHandlerAbortsTheJobWithTheErrorClassAsItsStatus() {
        MpiRun.Result r = MpiRun.run(2, Failures.class, "fatal");
        assertEquals(2, r.status(), "MPI_ERR_COUNT\n" + r.err());
        assertTrue(r.err().contains("fenceline: job aborted: rank 1: MPI_Send: count=2"), r.err());
        assertTrue(r.err().contains("(MPI_ERRORS_ARE_FATAL)"), r.err());
        assertFalse(r.err().contains("uncaught exception"), r.err());
    }

    /** Open MPI's CommErrhandler, WinErrhandler and FileErrhandler runs exit 5, 53 and 30. */
    @ParameterizedTest
    @CsvSource({"comm, 5", "win, 53", "file, 30"})
    void callingAFatalHandlerExitsWithTheErrorCodeAsOpenMpiDoes(String object, int code) {
        MpiRun.Result r = MpiRun.run(2, FatalErrorHandlers.class, object, dir.toString());
        assertEquals(code, r.status(), r.err());
        assertTrue(r.err().contains("(MPI_ERRORS_ARE_FATAL)"), r.err());
    }

    @Test
    void aFatalErrorsTraceIsMergedUpToTheError() throws Exception {
        MpiRun.Result r = TracedRuns.run(2, FatalErrorHandlers.class, TraceOptions.to(dir), "comm");
        assertEquals(5, r.status(), r.err());
        assertTrue(r.err().contains("the trace holds its events up to the failure"), r.err());
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(List.of(), new TraceValidator(trace).validate());
        }
        List<String> rank1 = TraceText.of(dir, 1);
        assertEquals(List.of("ENTER MPI_Comm_call_errhandler @" + FatalErrorHandlers.class.getName() + ".main:26",
                "EXIT MPI_Comm_call_errhandler"), rank1.subList(rank1.size() - 3, rank1.size() - 1));
    }

    @Test
    void deadlockIsReportedWithEachPendingOperation() {
        MpiRun.Result r = MpiRun.runWithDeadlockTimeout(Duration.ofMillis(300), 3, Failures.class, "deadlock");
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().contains("deadlock"), r.err());
        for (int rank = 0; rank < 3; rank++) {
            assertTrue(r.err().contains("rank " + rank + ": blocked in MPI_Recv(source=" + (rank + 1) % 3
                    + ", tag=42, comm=MPI_COMM_WORLD)"), r.err());
        }
    }

    @Test
    void aRankComputingOutsideMpiIsNotADeadlock() {
        Duration timeout = Duration.ofMillis(100);
        MpiRun.Result r = MpiRun.runWithDeadlockTimeout(timeout, 2, Failures.class, "compute",
                String.valueOf(timeout.multipliedBy(5).toNanos())).expectSuccess();
        assertFalse(r.err().contains("deadlock"), r.err());
    }

    @Test
    void aRankThatKeepsTheHostOutsideMpiWhileOthersAreDueIsReported() {
        Duration timeout = Duration.ofMillis(100);
        MpiRun.Result r = MpiRun.runWithDeadlockTimeout(timeout, 2, Failures.class, "wait-outside-mpi",
                String.valueOf(timeout.multipliedBy(6).toNanos())).expectSuccess();
        assertTrue(r.err().contains("rank 1 has computed outside MPI for")
                && r.err().contains("virtual time cannot advance"),
                r.err());
        // Once per rank, though the stall lasts six timeouts; on a loaded host rank 0's start may be named too.
        assertEquals(1, r.err().split("rank 1 has computed outside MPI", -1).length - 1, r.err());
    }

    @Test
    void returningWithoutFinalizeIsReported() {
        MpiRun.Result r = MpiRun.run(2, Failures.class, "no-finalize");
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().contains("rank 0 returned from main without calling MPI.Finalize()"), r.err());
    }

    @Test
    void pendingRequestsAtTheEndAreReported() {
        MpiRun.Result r = MpiRun.run(2, Failures.class, "pending").expectSuccess();
        assertTrue(r.err().contains("rank 1 request still pending: MPI_Irecv(source=MPI_ANY_SOURCE, tag=5, "
                + "comm=MPI_COMM_WORLD)"), r.err());
    }
}
