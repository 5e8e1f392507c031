package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.RmaEventModel;
import org.fenceline.trace.validate.TraceValidator;
import org.fenceline.tracer.programs.rma.OneSidedPatterns;
import org.fenceline.tracer.programs.rma.OpenMpiLeniency;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The real window facade traced: a valid global trace whose one-sided records match the calls made. */
class TracedWindowTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(RmaEventModel.class)
    void everyEpochKindLeavesAValidTrace(RmaEventModel model) throws Exception {
        TracedRuns.run(4, OneSidedPatterns.class, TraceOptions.to(dir).withRmaModel(model), "emulated")
                .expectSuccess();
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(List.of(), new TraceValidator(trace).validate());
        }
        List<String> rank0 = TraceText.between(dir, 0, "MPI_Win_create", "MPI_Win_free");
        assertTrue(rank0.get(1).startsWith("WINCOLLEXIT MPI_Win_create win#"), rank0.get(1));
        // Per pattern round: 3 exclusive locks, 1 shared or exclusive, 1 lock_all; three rounds.
        assertEquals(15, count(rank0, "LOCK_ACQUIRED"), String.join("\n", rank0));
        assertEquals(15, count(rank0, "LOCK_RELEASE"));
        assertTrue(count(rank0, "PUT_1TS") > 0 && count(rank0, "GET_1TE") > 0);
        assertTrue(rank0.stream().anyMatch(l -> l.startsWith("WINEXIT MPI_Win_complete") && l.contains(
                "EPOCH_CLOSING")), String.join("\n", rank0));
    }

    /** rPut and rGet in fence, PSCW and lock epochs: their records are matched as put's and get's are. */
    @ParameterizedTest
    @EnumSource(RmaEventModel.class)
    void requestBasedOperationsInEveryEpochKindAreMatched(RmaEventModel model) throws Exception {
        TracedRuns.run(3, OpenMpiLeniency.class, TraceOptions.to(dir).withRmaModel(model), "emulated")
                .expectSuccess();
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(List.of(), new TraceValidator(trace).validate());
        }
        List<String> rank0 = TraceText.between(dir, 0, "MPI_Win_create", "MPI_Finalize");
        // Three epochs with one rPut and one rGet each, then one rAccumulate.
        assertEquals(4, count(rank0, "PUT_1TS"), String.join("\n", rank0));
        assertEquals(3, count(rank0, "GET_1TO"), String.join("\n", rank0));
        assertEquals(3, count(rank0, "GET_1TE"), String.join("\n", rank0));
    }

    private static long count(List<String> lines, String prefix) {
        return lines.stream().filter(l -> l.startsWith(prefix)).count();
    }
}
