package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.validate.TraceValidator;
import org.fenceline.tracer.programs.FileErrors;
import org.fenceline.tracer.programs.FileRequests;
import org.fenceline.tracer.programs.FileViews;
import org.fenceline.tracer.programs.MissingFromFileCollective;
import org.fenceline.tracer.programs.SharedFilePointers;
import org.fenceline.tracer.programs.traced.FileCalls;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** MPI-IO (mpi.File) on the local file system, each program run as real ranks through the Launcher. */
class FileIoTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void viewsPlaceEachRanksDataWhereTheFiletypeSays(String profile) throws Exception {
        MpiRun.run(profile, 4, FileViews.class, dir.toString()).expectSuccess();
        // On disk: the 4 ranks' blocks of 4 native-order ints, one after the other.
        IntBuffer blocks = ByteBuffer.wrap(Files.readAllBytes(dir.resolve("blocks.dat")))
                .order(ByteOrder.nativeOrder()).asIntBuffer();
        assertEquals(16, blocks.remaining());
        for (int i = 0; i < 16; i++) {
            assertEquals(10 * (i / 4) + i % 4, blocks.get(i), "int " + i);
        }
    }

    @Test
    void sharedFilePointerOrderedAndUnorderedAccess() {
        MpiRun.run(4, SharedFilePointers.class, dir.toString()).expectSuccess();
    }

    @Test
    void nonBlockingAndSplitCollectiveAccess() {
        MpiRun.run(2, FileRequests.class, dir.toString()).expectSuccess();
    }

    @Test
    void errorsCarryTheirClassAndNameTheCallAndTheFile() {
        MpiRun.run(2, FileErrors.class, dir.toString()).expectSuccess();
    }

    @Test
    void aCollectiveFileCallSomeRankNeverMakesIsADeadlockNamingTheCallAndTheFile() {
        Path file = dir.resolve("stuck.dat");
        MpiRun.Result result = MpiRun.runWithDeadlockTimeout(Duration.ofMillis(300), 2,
                MissingFromFileCollective.class, file.toString());
        assertEquals(1, result.status(), result.err());
        assertTrue(result.err().contains("deadlock") && result.err().contains("MPI_File_write_all(" + file + ")"),
                result.err());
    }

    @Test
    void everyFileCallIsARegionOfItsRole(@TempDir Path trace) throws Exception {
        Path file = dir.resolve("traced.dat");
        TracedRuns.run(2, FileCalls.class, TraceOptions.to(trace), file.toString()).expectSuccess();
        assertFalse(Files.exists(file), "deleted on close");
        assertEquals(List.of(
                "ENTER MPI_File_open", "EXIT MPI_File_open",
                "ENTER MPI_File_set_view", "EXIT MPI_File_set_view",
                "ENTER MPI_File_write_at_all", "EXIT MPI_File_write_at_all",
                "ENTER MPI_File_iwrite_at", "EXIT MPI_File_iwrite_at",
                "ENTER MPI_Wait", "EXIT MPI_Wait",
                "ENTER MPI_File_read_ordered", "EXIT MPI_File_read_ordered",
                "ENTER MPI_File_read", "EXIT MPI_File_read",
                "ENTER MPI_File_get_size", "EXIT MPI_File_get_size",
                "ENTER MPI_File_close", "EXIT MPI_File_close"),
                TraceText.between(trace, 1, "MPI_File_open", "MPI_File_close"));
        try (GlobalTrace t = GlobalTrace.open(trace)) {
            assertEquals(List.of(), new TraceValidator(t).validate());
            Map<String, RegionRole> roles = t.definitions().regions().stream()
                    .collect(Collectors.toMap(Definitions.Region::name, Definitions.Region::role, (a, b) -> a));
            assertEquals(RegionRole.FILE_MANAGEMENT, roles.get("MPI_File_open"));
            assertEquals(RegionRole.FILE_MANAGEMENT, roles.get("MPI_File_set_view"));
            assertEquals(RegionRole.FILE_IO_COLLECTIVE, roles.get("MPI_File_write_at_all"));
            assertEquals(RegionRole.FILE_IO_COLLECTIVE, roles.get("MPI_File_read_ordered"));
            assertEquals(RegionRole.FILE_IO_INDIVIDUAL, roles.get("MPI_File_iwrite_at"));
            assertEquals(RegionRole.FILE_IO_INDIVIDUAL, roles.get("MPI_File_read"));
            assertEquals(RegionRole.FUNCTION, roles.get("MPI_File_get_size"));
        }
    }
}
