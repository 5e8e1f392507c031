package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.RmaEventModel;
import org.fenceline.trace.validate.TraceValidator;
import org.fenceline.tracer.programs.traced.RmaRecords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one-sided records (driven by hand through the Measurement API, {@link RmaRecords}) after the merge, in
 * both RMA event models: fence, PSCW and lock epochs with put, get and accumulate, plus flush and locks.
 */
class TracedRmaTest {
    /** What the origin records, the same in both models but for where the Get's end lies. */
    private static final List<String> ORIGIN_HEAD = List.of(
            "ENTER MPI_Win_create",
            "WINCOLLEXIT MPI_Win_create halo",
            "ENTER MPI_Win_fence",
            "WINCOLLEXIT MPI_Win_fence halo",
            "ENTER MPI_Put",
            "PUT_1TS halo partner 1 64B rma 1",
            "EXIT MPI_Put",
            "ENTER MPI_Get",
            "GET_1TO halo partner 1 32B rma 2 [SYNTHETIC]");
    private static final List<String> ORIGIN_TAIL = List.of(
            "ENTER MPI_Win_start",
            "WINEXIT MPI_Win_start halo group [1]",
            "ENTER MPI_Put",
            "PUT_1TS halo partner 1 16B rma 4",
            "EXIT MPI_Put",
            "ENTER MPI_Win_complete",
            "WINEXIT MPI_Win_complete halo group [1] [EPOCH_CLOSING]",
            "ENTER MPI_Win_lock",
            "LOCK_REQUEST halo target 1 [EXCLUSIVE]",
            "LOCK_ACQUIRED halo target 1 [EXCLUSIVE]",
            "EXIT MPI_Win_lock",
            "ENTER MPI_Put",
            "PUT_1TS halo partner 1 24B rma 5",
            "EXIT MPI_Put",
            "ENTER MPI_Win_flush",
            "WINEXIT MPI_Win_flush halo group [1]",
            "ENTER MPI_Win_unlock",
            "LOCK_RELEASE halo target 1 [EXCLUSIVE]",
            "EXIT MPI_Win_unlock",
            "ENTER MPI_Win_free",
            "WINCOLLEXIT MPI_Win_free halo");

    @TempDir
    Path dir;

    private void run(RmaEventModel model) throws Exception {
        TracedRuns.run(2, RmaRecords.class, TraceOptions.to(dir).withRmaModel(model)).expectSuccess();
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(List.of(), new TraceValidator(trace).validate());
        }
    }

    private List<String> origin() throws Exception {
        return TraceText.between(dir, 0, "MPI_Win_create", "MPI_Win_free");
    }

    private List<String> target() throws Exception {
        return TraceText.between(dir, 1, "MPI_Win_create", "MPI_Win_free");
    }

    private static List<String> concat(List<String> a, List<String> b, List<String> c) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        all.addAll(c);
        return all;
    }

    @Test
    void basicModelKeepsEveryEndInsideItsCall() throws Exception {
        run(RmaEventModel.BASIC);
        assertEquals(concat(ORIGIN_HEAD, List.of(
                "GET_1TE halo partner 1 32B rma 2",
                "EXIT MPI_Get",
                "ENTER MPI_Accumulate",
                "PUT_1TS halo partner 1 8B rma 3 [ACCUMULATE,op=3]",
                "EXIT MPI_Accumulate",
                "ENTER MPI_Win_fence",
                "WINCOLLEXIT MPI_Win_fence halo"), ORIGIN_TAIL), origin());
        assertEquals(List.of(
                "ENTER MPI_Win_create",
                "WINCOLLEXIT MPI_Win_create halo",
                "ENTER MPI_Win_fence",
                "WINCOLLEXIT MPI_Win_fence halo",
                "ENTER MPI_Win_fence",
                "PUT_1TE halo partner 0 64B rma 1",
                "GET_1TS halo partner 0 32B rma 2",
                "PUT_1TE halo partner 0 8B rma 3 [ACCUMULATE,op=3]",
                "WINCOLLEXIT MPI_Win_fence halo",
                "ENTER MPI_Win_post",
                "WINEXIT MPI_Win_post halo group [0]",
                "ENTER MPI_Win_wait",
                "PUT_1TE halo partner 0 16B rma 4",
                "WINEXIT MPI_Win_wait halo group [0] [EPOCH_CLOSING]",
                "ENTER MPI_Win_free",
                "PUT_1TE halo partner 0 24B rma 5",
                "WINCOLLEXIT MPI_Win_free halo"), target());
    }

    @Test
    void extendedModelMovesEndsToTheCompletingSynchronisation() throws Exception {
        run(RmaEventModel.EXTENDED);
        assertEquals(concat(ORIGIN_HEAD, List.of(
                "EXIT MPI_Get",
                "ENTER MPI_Accumulate",
                "PUT_1TS halo partner 1 8B rma 3 [ACCUMULATE,op=3]",
                "EXIT MPI_Accumulate",
                "ENTER MPI_Win_fence",
                "GET_1TE halo partner 1 32B rma 2",
                "WINCOLLEXIT MPI_Win_fence halo"), ORIGIN_TAIL), origin());
        assertEquals(List.of(
                "ENTER MPI_Win_create",
                "WINCOLLEXIT MPI_Win_create halo",
                "ENTER MPI_Win_fence",
                "WINCOLLEXIT MPI_Win_fence halo",
                "ENTER MPI_Win_fence",
                "GET_1TS halo partner 0 32B rma 2",
                "PUT_1TE halo partner 0 64B rma 1",
                "PUT_1TE halo partner 0 8B rma 3 [ACCUMULATE,op=3]",
                "WINCOLLEXIT MPI_Win_fence halo",
                "ENTER MPI_Win_post",
                "WINEXIT MPI_Win_post halo group [0]",
                "ENTER MPI_Win_wait",
                "PUT_1TE halo partner 0 16B rma 4",
                "WINEXIT MPI_Win_wait halo group [0] [EPOCH_CLOSING]",
                "ENTER MPI_Win_free",
                "PUT_1TE halo partner 0 24B rma 5",
                "WINCOLLEXIT MPI_Win_free halo"), target());
    }
}
