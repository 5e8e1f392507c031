package org.fenceline.trace.merge;

import static org.fenceline.trace.merge.MergeFixture.COMPLETE;
import static org.fenceline.trace.merge.MergeFixture.FENCE;
import static org.fenceline.trace.merge.MergeFixture.FLUSH_CALL;
import static org.fenceline.trace.merge.MergeFixture.FLUSH_LOCAL;
import static org.fenceline.trace.merge.MergeFixture.LOCK;
import static org.fenceline.trace.merge.MergeFixture.UNLOCK;
import static org.fenceline.trace.merge.MergeFixture.WIN;
import static org.fenceline.trace.merge.MergeFixture.POST;
import static org.fenceline.trace.merge.MergeFixture.START;
import static org.fenceline.trace.merge.MergeFixture.TEST;
import static org.fenceline.trace.merge.MergeFixture.WAIT;
import static org.fenceline.trace.merge.MergeFixture.WORK;
import static org.fenceline.trace.merge.MergeFixture.single;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.RmaEventModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The RMA event models on hand-built runs (digest 001 §3.7–3.8, §5.3–5.4). Times are exact. */
class ExtendedModelScenarioTest {
    @TempDir
    Path dir;

    /** Rank 0 puts to and gets from rank 1 in one fence epoch. */
    private MergeFixture fenceEpoch() throws Exception {
        MergeFixture f = new MergeFixture(dir, 2);
        f.fence(0, 0, 20);
        f.put(0, 30, 1, 1);
        f.get(0, 40, 1, 2);
        f.fence(0, 50, 100);
        f.fence(1, 12, 22);
        f.fence(1, 60, 90);
        return f;
    }

    @Test
    void fenceEpochBasicModelKeepsTransfersWhereRecorded() throws Exception {
        MergeFixture f = fenceEpoch();
        f.merge(RmaEventModel.BASIC);
        assertEquals(List.of(
                "0 ENTER MPI_Win_fence", "20 WINCOLLEXIT MPI_Win_fence",
                "30 ENTER MPI_Put", "31 PUT_1TS partner 1 rma 1", "33 EXIT MPI_Put",
                "40 ENTER MPI_Get", "41 GET_1TO partner 1 rma 2 synthetic", "42 GET_1TE partner 1 rma 2",
                "43 EXIT MPI_Get",
                "50 ENTER MPI_Win_fence", "100 WINCOLLEXIT MPI_Win_fence"), f.lines(0));
        assertEquals(List.of(
                "12 ENTER MPI_Win_fence", "22 WINCOLLEXIT MPI_Win_fence",
                "32 PUT_1TE partner 0 rma 1", "41 GET_1TS partner 0 rma 2",
                "60 ENTER MPI_Win_fence", "90 WINCOLLEXIT MPI_Win_fence"), f.lines(1));
    }

    @Test
    void fenceEpochExtendedModelMovesEndsBeforeTheClosingFences() throws Exception {
        MergeFixture f = fenceEpoch();
        MergeSummary s = f.merge(RmaEventModel.EXTENDED);
        assertEquals(List.of(
                "0 ENTER MPI_Win_fence", "20 WINCOLLEXIT MPI_Win_fence",
                "30 ENTER MPI_Put", "31 PUT_1TS partner 1 rma 1", "33 EXIT MPI_Put",
                "40 ENTER MPI_Get", "41 GET_1TO partner 1 rma 2 synthetic", "43 EXIT MPI_Get",
                "50 ENTER MPI_Win_fence", "99 GET_1TE partner 1 rma 2", "100 WINCOLLEXIT MPI_Win_fence"), f.lines(0));
        assertEquals(List.of(
                "12 ENTER MPI_Win_fence", "22 WINCOLLEXIT MPI_Win_fence",
                "41 GET_1TS partner 0 rma 2",
                "60 ENTER MPI_Win_fence", "89 PUT_1TE partner 0 rma 1", "90 WINCOLLEXIT MPI_Win_fence"), f.lines(1));
        assertEquals(List.of(), s.warnings());
        assertEquals(RmaEventModel.EXTENDED, f.sink.definitions.metadata().rmaModel());
    }

    @Test
    void aPutOfTheNextEpochIssuedBeforeTheTargetLeavesTheFenceIsNotFlushedEarly() throws Exception {
        MergeFixture f = new MergeFixture(dir, 2);
        f.fence(0, 0, 20);
        f.put(0, 30, 1, 1);          // epoch 1
        f.fence(0, 40, 50);          // rank 0 leaves fence 2 early ...
        f.put(0, 55, 1, 2);          // ... and issues epoch 2's put at 57, before rank 1 leaves fence 2 at 65
        f.fence(0, 70, 100);
        f.fence(1, 12, 22);
        f.fence(1, 35, 65);
        f.fence(1, 80, 110);
        f.merge(RmaEventModel.EXTENDED);
        assertEquals(List.of(
                "12 ENTER MPI_Win_fence", "22 WINCOLLEXIT MPI_Win_fence",
                "35 ENTER MPI_Win_fence", "64 PUT_1TE partner 0 rma 1", "65 WINCOLLEXIT MPI_Win_fence",
                "80 ENTER MPI_Win_fence", "109 PUT_1TE partner 0 rma 2", "110 WINCOLLEXIT MPI_Win_fence"),
                f.lines(1));
    }

    @Test
    void pscwEndsGoToCompleteAndToTheTestThatReturnedTrue() throws Exception {
        MergeFixture f = new MergeFixture(dir, 2);
        f.winSync(0, START, 10, 11, single(1), false);
        f.put(0, 20, 1, 1);
        f.get(0, 30, 1, 2);
        f.winSync(0, COMPLETE, 40, 50, single(1), true);
        f.winSync(1, POST, 0, 6, single(0), false);
        f.winSync(1, TEST, 25, 26, single(0), false);   // test returned false: epoch still open
        f.winSync(1, TEST, 55, 61, single(0), true);
        f.merge(RmaEventModel.EXTENDED);
        assertEquals(List.of(
                "10 ENTER MPI_Win_start", "11 WINEXIT MPI_Win_start",
                "20 ENTER MPI_Put", "21 PUT_1TS partner 1 rma 1", "23 EXIT MPI_Put",
                "30 ENTER MPI_Get", "31 GET_1TO partner 1 rma 2 synthetic", "33 EXIT MPI_Get",
                "40 ENTER MPI_Win_complete", "49 GET_1TE partner 1 rma 2", "50 WINEXIT MPI_Win_complete closes"),
                f.lines(0));
        assertEquals(List.of(
                "0 ENTER MPI_Win_post", "6 WINEXIT MPI_Win_post",
                "25 ENTER MPI_Win_test", "26 WINEXIT MPI_Win_test",
                "31 GET_1TS partner 0 rma 2",
                "55 ENTER MPI_Win_test", "60 PUT_1TE partner 0 rma 1", "61 WINEXIT MPI_Win_test closes"),
                f.lines(1));
    }

    @Test
    void twoPscwEpochsBackToBackMatchByCount() throws Exception {
        MergeFixture f = new MergeFixture(dir, 2);
        f.winSync(0, START, 0, 10, single(1), false);
        f.put(0, 20, 1, 1);
        f.winSync(0, COMPLETE, 30, 35, single(1), true);
        f.winSync(0, START, 40, 41, single(1), false);   // epoch 2 starts before the target's wait of epoch 1 ends
        f.put(0, 42, 1, 2);
        f.winSync(0, COMPLETE, 50, 55, single(1), true);
        f.winSync(1, POST, 1, 5, single(0), false);
        f.winSync(1, WAIT, 6, 70, single(0), true);
        f.winSync(1, POST, 75, 76, single(0), false);
        f.winSync(1, WAIT, 77, 90, single(0), true);
        f.merge(RmaEventModel.EXTENDED);
        assertEquals(List.of(
                "1 ENTER MPI_Win_post", "5 WINEXIT MPI_Win_post",
                "6 ENTER MPI_Win_wait", "69 PUT_1TE partner 0 rma 1", "70 WINEXIT MPI_Win_wait closes",
                "75 ENTER MPI_Win_post", "76 WINEXIT MPI_Win_post",
                "77 ENTER MPI_Win_wait", "89 PUT_1TE partner 0 rma 2", "90 WINEXIT MPI_Win_wait closes"),
                f.lines(1));
    }

    @Test
    void lockEpochsBackToBackCompleteAtTheOriginsUnlockExit() throws Exception {
        MergeFixture f = new MergeFixture(dir, 2);
        f.lock(0, 10, 1);
        f.put(0, 20, 1, 1);
        f.get(0, 30, 1, 2);
        f.unlock(0, 40, 50, 1);
        f.lock(0, 60, 1);
        f.put(0, 70, 1, 3);
        f.unlock(0, 80, 95, 1);
        f.w(1).enter(0, WORK, Event.NONE);
        f.w(1).exit(200, WORK);
        f.merge(RmaEventModel.EXTENDED);
        assertEquals(List.of(
                "10 ENTER MPI_Win_lock", "11 LOCK_REQUEST partner 1", "12 LOCK_ACQUIRED partner 1",
                "13 EXIT MPI_Win_lock",
                "20 ENTER MPI_Put", "21 PUT_1TS partner 1 rma 1", "23 EXIT MPI_Put",
                "30 ENTER MPI_Get", "31 GET_1TO partner 1 rma 2 synthetic", "33 EXIT MPI_Get",
                "40 ENTER MPI_Win_unlock", "41 LOCK_RELEASE partner 1", "49 GET_1TE partner 1 rma 2",
                "50 EXIT MPI_Win_unlock",
                "60 ENTER MPI_Win_lock", "61 LOCK_REQUEST partner 1", "62 LOCK_ACQUIRED partner 1",
                "63 EXIT MPI_Win_lock",
                "70 ENTER MPI_Put", "71 PUT_1TS partner 1 rma 3", "73 EXIT MPI_Put",
                "80 ENTER MPI_Win_unlock", "81 LOCK_RELEASE partner 1", "95 EXIT MPI_Win_unlock"), f.lines(0));
        assertEquals(List.of(
                "0 ENTER work", "31 GET_1TS partner 0 rma 2", "49 PUT_1TE partner 0 rma 1",
                "94 PUT_1TE partner 0 rma 3", "200 EXIT work"), f.lines(1));
    }

    @Test
    void aFlushCompletesThePassiveOperationsIssuedBeforeIt() throws Exception {
        MergeFixture f = new MergeFixture(dir, 2);
        f.lock(0, 10, 1);
        f.put(0, 20, 1, 1);
        f.w(0).enter(30, FLUSH_CALL, Event.NONE);
        f.w(0).exit(38, FLUSH_CALL);
        f.put(0, 40, 1, 2);
        f.unlock(0, 50, 60, 1);
        f.w(1).enter(0, WORK, Event.NONE);
        f.w(1).exit(100, WORK);
        f.merge(RmaEventModel.EXTENDED);
        assertEquals(List.of("0 ENTER work", "37 PUT_1TE partner 0 rma 1", "59 PUT_1TE partner 0 rma 2",
                "100 EXIT work"), f.lines(1));
    }

    @Test
    void unlockAllCompletesTheOperationsToEveryTarget() throws Exception {
        MergeFixture f = new MergeFixture(dir, 3);
        f.w(0).enter(10, LOCK, Event.NONE);
        f.w(0).lock(11, EventType.LOCK_REQUEST, WIN, Event.NONE, EventFlags.LOCK_ALL);
        f.w(0).exit(12, LOCK);
        f.put(0, 20, 1, 1);
        f.put(0, 30, 2, 2);
        f.w(0).enter(40, UNLOCK, Event.NONE);
        f.w(0).lock(41, EventType.LOCK_RELEASE, WIN, Event.NONE, EventFlags.LOCK_ALL);
        f.w(0).exit(70, UNLOCK);
        for (int r = 1; r < 3; r++) {
            f.w(r).enter(0, WORK, Event.NONE);
            f.w(r).exit(100, WORK);
        }
        f.merge(RmaEventModel.EXTENDED);
        assertEquals(List.of("0 ENTER work", "69 PUT_1TE partner 0 rma 1", "100 EXIT work"), f.lines(1));
        assertEquals(List.of("0 ENTER work", "69 PUT_1TE partner 0 rma 2", "100 EXIT work"), f.lines(2));
    }

    @Test
    void aFlushRecordedWithAGroupCompletesOnlyOperationsToItsMembers() throws Exception {
        MergeFixture f = new MergeFixture(dir, 3);
        f.lock(0, 0, 1);
        f.lock(0, 4, 2);
        f.put(0, 10, 1, 1);
        f.put(0, 20, 2, 2);
        f.w(0).enter(30, FLUSH_CALL, Event.NONE);
        f.w(0).winExit(35, FLUSH_CALL, WIN, single(1), false);   // MPI_Win_flush(1)
        f.unlock(0, 40, 50, 1);
        f.unlock(0, 60, 80, 2);
        for (int r = 1; r < 3; r++) {
            f.w(r).enter(1, WORK, Event.NONE);
            f.w(r).exit(100, WORK);
        }
        f.merge(RmaEventModel.EXTENDED);
        assertEquals(List.of("1 ENTER work", "34 PUT_1TE partner 0 rma 1", "100 EXIT work"), f.lines(1));
        assertEquals(List.of("1 ENTER work", "79 PUT_1TE partner 0 rma 2", "100 EXIT work"), f.lines(2));
    }

    @Test
    void aLocalFlushCompletesGetEndsButNotPutEnds() throws Exception {
        MergeFixture f = new MergeFixture(dir, 2);
        f.lock(0, 0, 1);
        f.put(0, 10, 1, 1);
        f.get(0, 20, 1, 2);
        f.w(0).enter(30, FLUSH_LOCAL, Event.NONE);
        f.w(0).exit(35, FLUSH_LOCAL);
        f.unlock(0, 40, 50, 1);
        f.w(1).enter(1, WORK, Event.NONE);
        f.w(1).exit(100, WORK);
        f.merge(RmaEventModel.EXTENDED);
        assertEquals(List.of(
                "0 ENTER MPI_Win_lock", "1 LOCK_REQUEST partner 1", "2 LOCK_ACQUIRED partner 1", "3 EXIT MPI_Win_lock",
                "10 ENTER MPI_Put", "11 PUT_1TS partner 1 rma 1", "13 EXIT MPI_Put",
                "20 ENTER MPI_Get", "21 GET_1TO partner 1 rma 2 synthetic", "23 EXIT MPI_Get",
                "30 ENTER MPI_Win_flush_local", "34 GET_1TE partner 1 rma 2", "35 EXIT MPI_Win_flush_local",
                "40 ENTER MPI_Win_unlock", "41 LOCK_RELEASE partner 1", "50 EXIT MPI_Win_unlock"), f.lines(0));
        assertEquals(List.of("1 ENTER work", "21 GET_1TS partner 0 rma 2", "49 PUT_1TE partner 0 rma 1",
                "100 EXIT work"), f.lines(1));
    }

    @Test
    void movedEndsCollidingWithOtherEventsArePushedForwardInOrder() throws Exception {
        MergeFixture f = new MergeFixture(dir, 4);
        for (int r = 0; r < 3; r++) {
            f.fence(r, r, 10 + r);
            f.put(r, 20, 3, 1);           // three puts to rank 3, each recorded with PUT_1TE_REMOTE at 22
            f.fence(r, 30, 120);
        }
        f.fence(3, 5, 15);
        f.w(3).enter(98, FENCE, Event.NONE);
        f.w(3).winCollExit(100, FENCE, MergeFixture.WIN);
        f.w(3).enter(101, WORK, Event.NONE);
        f.w(3).exit(110, WORK);
        f.merge(RmaEventModel.EXTENDED);
        // Desired: 97, 98, 99 before the exit at 100; the fence ENTER holds 98, so the ends follow it at 99, 100,
        // 101 (in origin order), and the exit and the next ENTER are pushed to 102 and 103.
        assertEquals(List.of(
                "5 ENTER MPI_Win_fence", "15 WINCOLLEXIT MPI_Win_fence",
                "98 ENTER MPI_Win_fence",
                "99 PUT_1TE partner 0 rma 1", "100 PUT_1TE partner 1 rma 1", "101 PUT_1TE partner 2 rma 1",
                "102 WINCOLLEXIT MPI_Win_fence", "103 ENTER work", "110 EXIT work"), f.lines(3));
    }

    @Test
    void movedEndsNeverGoBeforeTheirRecordedTime() throws Exception {
        MergeFixture f = new MergeFixture(dir, 3);
        for (int r = 0; r < 2; r++) {
            f.fence(r, r, 10 + r);
            f.put(r, 27, 2, 7);           // PUT_1TE_REMOTE at 29 on both origins
            f.fence(r, 40, 50);
        }
        f.fence(2, 5, 15);
        f.fence(2, 20, 30);               // the target's closing fence: exit at 30
        f.merge(RmaEventModel.EXTENDED);
        // Desired 28 and 29 before the exit at 30, but both ends were recorded at 29: they stay at or after it.
        assertEquals(List.of(
                "5 ENTER MPI_Win_fence", "15 WINCOLLEXIT MPI_Win_fence", "20 ENTER MPI_Win_fence",
                "29 PUT_1TE partner 0 rma 7", "30 PUT_1TE partner 1 rma 7", "31 WINCOLLEXIT MPI_Win_fence"),
                f.lines(2));
    }

    @Test
    void anEndWithoutCompletingSyncStaysWhereRecordedWithAWarning() throws Exception {
        MergeFixture f = new MergeFixture(dir, 2);
        f.fence(0, 0, 10);
        f.put(0, 20, 1, 1);               // no closing fence follows
        f.fence(1, 1, 11);
        MergeSummary s = f.merge(RmaEventModel.EXTENDED);
        assertEquals(List.of("1 ENTER MPI_Win_fence", "11 WINCOLLEXIT MPI_Win_fence", "22 PUT_1TE partner 0 rma 1"),
                f.lines(1));
        assertEquals(List.of("location 1: 1 transfer ends without a completing synchronisation, kept where recorded"),
                s.warnings());
    }

    /**
     * In virtual time a fence returns when the last transfer into its window has arrived, so the end and the exit
     * that completes it carry the same time: that is no clock skew, and the end moves in front of the exit.
     */
    @Test
    void anEndRecordedAtItsSyncExitsTimeMovesInFrontOfTheExit() throws Exception {
        MergeFixture f = new MergeFixture(dir, 2);
        f.fence(0, 0, 20);
        f.put(0, 30, 1, 1);                          // PUT_1TE_REMOTE at 32
        f.fence(0, 40, 100);
        f.fence(1, 1, 22);
        f.fence(1, 25, 32);                          // exits when the put has arrived
        MergeSummary s = f.merge(RmaEventModel.EXTENDED);
        assertEquals(List.of("1 ENTER MPI_Win_fence", "22 WINCOLLEXIT MPI_Win_fence", "25 ENTER MPI_Win_fence",
                "32 PUT_1TE partner 0 rma 1", "33 WINCOLLEXIT MPI_Win_fence"), f.lines(1));
        assertEquals(List.of(), s.warnings());
    }

    /**
     * Two puts land at the same nanosecond, when the target's fence returns; the origin's writer records the second
     * end 1 ns later (a local trace's times strictly increase). Both were at the exit: both move in front of it.
     */
    @Test
    void anEndTheWritersTieBreakPutAfterItsSyncExitMovesInFrontOfTheExit() throws Exception {
        MergeFixture f = new MergeFixture(dir, 2);
        f.fence(0, 0, 20);
        f.w(0).enter(30, MergeFixture.PUT, Event.NONE);
        f.w(0).rma(31, EventType.PUT_1TS, MergeFixture.WIN, 1, 8, 1, 0);
        f.w(0).rma(31, EventType.PUT_1TS, MergeFixture.WIN, 1, 8, 2, 0);    // written at 32
        f.w(0).rma(33, EventType.PUT_1TE_REMOTE, MergeFixture.WIN, 1, 8, 1, 0);
        f.w(0).rma(33, EventType.PUT_1TE_REMOTE, MergeFixture.WIN, 1, 8, 2, 0);    // written at 34
        f.w(0).exit(40, MergeFixture.PUT);
        f.fence(0, 50, 100);
        f.fence(1, 1, 22);
        f.fence(1, 25, 33);                          // exits when both puts have arrived
        MergeSummary s = f.merge(RmaEventModel.EXTENDED);
        assertEquals(List.of("1 ENTER MPI_Win_fence", "22 WINCOLLEXIT MPI_Win_fence", "25 ENTER MPI_Win_fence",
                "33 PUT_1TE partner 0 rma 1", "34 PUT_1TE partner 0 rma 2", "35 WINCOLLEXIT MPI_Win_fence"),
                f.lines(1));
        assertEquals(List.of(), s.warnings());
    }

    @Test
    void anEndWhoseSyncExitLiesBeforeItAfterClockCorrectionStaysWhereRecorded() throws Exception {
        MergeFixture f = new MergeFixture(dir, 2);
        f.fence(0, 0, 20);
        f.put(0, 30, 1, 1);                          // PUT_1TE_REMOTE at 32
        f.fence(0, 40, 100);
        f.w(1).clockSync(0, 1000);                   // rank 1's clock is 1000 ns ahead
        f.fence(1, 1012, 1022);
        f.fence(1, 1025, 1028);                      // corrected exit at 28: before the put's ENTER even
        MergeSummary s = f.merge(RmaEventModel.EXTENDED);
        assertEquals(List.of("12 ENTER MPI_Win_fence", "22 WINCOLLEXIT MPI_Win_fence", "25 ENTER MPI_Win_fence",
                "28 WINCOLLEXIT MPI_Win_fence", "32 PUT_1TE partner 0 rma 1"), f.lines(1));
        assertEquals(List.of("location 1: 1 transfer ends recorded after their completing synchronisation "
                + "(clock skew?), kept where recorded"), s.warnings());
    }

    /**
     * Locations are scanned in parallel on their local ids. Two local windows with the same key and name are one
     * global window, so their fences count together; and the target numbers that window differently, so the
     * put's completing fence is looked up under the target's own id.
     */
    @Test
    void fencesOfOneWindowUnderTwoLocalIdsCountTogetherAndTheTargetsIdIsItsOwn() throws Exception {
        MergeFixture f = new MergeFixture(dir, 2);
        f.w(0).defineWindow(1, 200, "halo", MergeFixture.WORLD);
        f.w(0).defineWindow(2, 200, "halo", MergeFixture.WORLD);
        f.w(1).defineWindow(4, 200, "halo", MergeFixture.WORLD);
        f.w(0).enter(0, FENCE, Event.NONE);
        f.w(0).winCollExit(20, FENCE, 1);
        f.w(0).enter(30, MergeFixture.PUT, Event.NONE);
        f.w(0).rma(31, EventType.PUT_1TS, 2, 1, 8, 1, 0);
        f.w(0).rma(32, EventType.PUT_1TE_REMOTE, 2, 1, 8, 1, 0);
        f.w(0).exit(33, MergeFixture.PUT);
        f.w(0).enter(50, FENCE, Event.NONE);
        f.w(0).winCollExit(100, FENCE, 2);
        f.w(1).enter(12, FENCE, Event.NONE);
        f.w(1).winCollExit(22, FENCE, 4);
        f.w(1).enter(60, FENCE, Event.NONE);
        f.w(1).winCollExit(90, FENCE, 4);
        MergeSummary s = f.merge(RmaEventModel.EXTENDED);
        assertEquals(List.of(
                "12 ENTER MPI_Win_fence", "22 WINCOLLEXIT MPI_Win_fence",
                "60 ENTER MPI_Win_fence", "89 PUT_1TE partner 0 rma 1", "90 WINCOLLEXIT MPI_Win_fence"), f.lines(1));
        assertEquals(List.of(), s.warnings());
        assertEquals(List.of("win", "halo"), f.sink.definitions.windows().stream().map(w -> w.name()).toList());
        assertEquals(List.of(1, 1, 1), f.sink.at(1).stream().filter(e -> e.window() != Event.NONE)
                .map(Event::window).toList());
    }
}
