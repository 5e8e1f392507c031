package org.fenceline.patterns.delay;

import java.util.List;
import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/**
 * The kinds of wait state whose delay costs Fenceline computes, each with what its three metrics (the aggregate,
 * short-term and long-term costs) say about it. The formulas are the same for every kind (Böhme et al., ICPP
 * 2010), so they are written once here; the one-sided kinds add Fenceline's extension of the framework.
 */
enum DelayKind {
    BARRIER("Wait at Barrier", "delay_barrier_aggregate", "delay_collective",
            "delay_barrier", "delay_barrier_longterm", Extension.NONE,
            "Delay costs of Wait at Barrier wait states: the waiting time, direct and propagated, "
                + "charged to the delays on the last process to enter the barrier that caused it.",
            "Delays that directly cause Wait at Barrier wait states: the excess time of a call path on "
                + "the last process to enter the barrier over the waiting location's time in the same call "
                + "path since the two last synchronised, scaled to the waiting time.",
            "Delays that cause Wait at Barrier wait states indirectly: excess time that made some "
                + "location wait or late (in any kind of wait state), where that waiting then propagated, "
                + "through further wait states, into Wait at Barrier wait states.",
            "Load imbalance before the barrier: the process that enters last.",
            "Balance the work between barriers, moving it from the delaying call path and location to "
                + "the waiting ones; drop barriers correctness does not need.",
            List.of("mpi_barrier_wait")),

    EARLY_FENCE("Early Fence", "delay_rma_early_fence_aggregate", "delay_rma",
            "delay_rma_early_fence", "delay_rma_early_fence_longterm", Extension.ONE_SIDED,
            "Delay costs of Early Fence wait states (a target in MPI_Win_fence waiting for the last "
                + "operation that targets it): the waiting time, direct and propagated, charged to the delays "
                + "on the origin of that operation, before it issued it that caused it.",
            "Delays that directly cause Early Fence wait states (a target in MPI_Win_fence waiting for "
                + "the last operation that targets it): the excess time of a call path on the origin of that "
                + "operation, before it issued it over the waiting location's time in the same call path since "
                + "the two last synchronised, scaled to the waiting time.",
            "Delays that cause Early Fence wait states (a target in MPI_Win_fence waiting for the last "
                + "operation that targets it) indirectly: excess time that made some location wait or late (in "
                + "any kind of wait state), where that waiting then propagated, through further wait states, "
                + "into Early Fence wait states (a target in MPI_Win_fence waiting for the last operation that "
                + "targets it).",
            "An origin issues its access late in the epoch, after unbalanced work.",
            "Issue the one-sided operations as early as the data allows; balance the origins' work "
                + "before their accesses.",
            List.of("mpi_rma_early_fence")),

    EARLY_REDUCE("Early Reduce", "delay_n21_aggregate", "delay_collective",
            "delay_n21", "delay_n21_longterm", Extension.NONE,
            "Delay costs of Early Reduce wait states (the root of an n-to-1 operation waiting for the "
                + "last sender): the waiting time, direct and propagated, charged to the delays on the last "
                + "sender that caused it.",
            "Delays that directly cause Early Reduce wait states (the root of an n-to-1 operation "
                + "waiting for the last sender): the excess time of a call path on the last sender over the "
                + "waiting location's time in the same call path since the two last synchronised, scaled to "
                + "the waiting time.",
            "Delays that cause Early Reduce wait states (the root of an n-to-1 operation waiting for the "
                + "last sender) indirectly: excess time that made some location wait or late (in any kind of "
                + "wait state), where that waiting then propagated, through further wait states, into Early "
                + "Reduce wait states (the root of an n-to-1 operation waiting for the last sender).",
            "Imbalance before the n-to-1 operation on the processes that contribute last.",
            "Balance the work before the reduction or gather; a non-blocking collective lets the root "
                + "compute meanwhile.",
            List.of("mpi_earlyreduce")),

    EARLY_WAIT("Early Wait", "delay_rma_early_wait_aggregate", "delay_rma",
            "delay_rma_early_wait", "delay_rma_early_wait_longterm", Extension.ONE_SIDED,
            "Delay costs of Early Wait wait states (a target in MPI_Win_wait waiting for the last "
                + "origin's MPI_Win_complete), apart from their Late Complete part: the waiting time, direct "
                + "and propagated, charged to the delays on that origin before its last one-sided operation "
                + "that caused it.",
            "Delays that directly cause Early Wait wait states (a target in MPI_Win_wait waiting for the "
                + "last origin's MPI_Win_complete), apart from their Late Complete part: the excess time of a "
                + "call path on that origin before its last one-sided operation over the waiting location's "
                + "time in the same call path since the two last synchronised, scaled to the waiting time.",
            "Delays that cause Early Wait wait states (a target in MPI_Win_wait waiting for the last "
                + "origin's MPI_Win_complete), apart from their Late Complete part indirectly: excess time "
                + "that made some location wait or late (in any kind of wait state), where that waiting then "
                + "propagated, through further wait states, into Early Wait wait states (a target in "
                + "MPI_Win_wait waiting for the last origin's MPI_Win_complete), apart from their Late "
                + "Complete part.",
            "An origin reaches its accesses late, after unbalanced work.",
            "Balance the origins' work before their accesses; let the target compute before it calls "
                + "MPI_Win_wait.",
            List.of("mpi_rma_early_wait")),

    LATE_BROADCAST("Late Broadcast", "delay_12n_aggregate", "delay_collective",
            "delay_12n", "delay_12n_longterm", Extension.NONE,
            "Delay costs of Late Broadcast wait states (destinations of a 1-to-n operation waiting for "
                + "the root): the waiting time, direct and propagated, charged to the delays on the root that "
                + "caused it.",
            "Delays that directly cause Late Broadcast wait states (destinations of a 1-to-n operation "
                + "waiting for the root): the excess time of a call path on the root over the waiting "
                + "location's time in the same call path since the two last synchronised, scaled to the "
                + "waiting time.",
            "Delays that cause Late Broadcast wait states (destinations of a 1-to-n operation waiting "
                + "for the root) indirectly: excess time that made some location wait or late (in any kind of "
                + "wait state), where that waiting then propagated, through further wait states, into Late "
                + "Broadcast wait states (destinations of a 1-to-n operation waiting for the root).",
            "Work the root does before the broadcast or scatter that the others do not.",
            "Move work off the root, or let the destinations do useful work before they need the data.",
            List.of("mpi_latebroadcast")),

    LATE_COMPLETE("Late Complete", "delay_rma_late_complete_aggregate", "delay_rma",
            "delay_rma_late_complete", "delay_rma_late_complete_longterm", Extension.ONE_SIDED,
            "Delay costs of Late Complete wait states (the part of Early Wait between an origin's last "
                + "operation and its MPI_Win_complete): the waiting time, direct and propagated, charged to "
                + "the delays on that origin between its last operation and its complete that caused it.",
            "Delays that directly cause Late Complete wait states (the part of Early Wait between an "
                + "origin's last operation and its MPI_Win_complete): the excess time of a call path on that "
                + "origin between its last operation and its complete over the waiting location's time in the "
                + "same call path since the two last synchronised, scaled to the waiting time.",
            "Delays that cause Late Complete wait states (the part of Early Wait between an origin's "
                + "last operation and its MPI_Win_complete) indirectly: excess time that made some location "
                + "wait or late (in any kind of wait state), where that waiting then propagated, through "
                + "further wait states, into Late Complete wait states (the part of Early Wait between an "
                + "origin's last operation and its MPI_Win_complete).",
            "An origin does other work after its last access before it completes the epoch.",
            "Call MPI_Win_complete right after the last access; move the work after it.",
            List.of("mpi_rma_late_complete")),

    LATE_POST("Late Post", "delay_rma_late_post_aggregate", "delay_rma",
            "delay_rma_late_post", "delay_rma_late_post_longterm", Extension.ONE_SIDED,
            "Delay costs of Late Post wait states (an origin in MPI_Win_start, MPI_Win_complete or an "
                + "operation waiting for the target's MPI_Win_post): the waiting time, direct and propagated, "
                + "charged to the delays on the target before its post that caused it.",
            "Delays that directly cause Late Post wait states (an origin in MPI_Win_start, "
                + "MPI_Win_complete or an operation waiting for the target's MPI_Win_post): the excess time of "
                + "a call path on the target before its post over the waiting location's time in the same call "
                + "path since the two last synchronised, scaled to the waiting time.",
            "Delays that cause Late Post wait states (an origin in MPI_Win_start, MPI_Win_complete or an "
                + "operation waiting for the target's MPI_Win_post) indirectly: excess time that made some "
                + "location wait or late (in any kind of wait state), where that waiting then propagated, "
                + "through further wait states, into Late Post wait states (an origin in MPI_Win_start, "
                + "MPI_Win_complete or an operation waiting for the target's MPI_Win_post).",
            "The target opens its exposure epoch late, after work the origin does not have.",
            "Post earlier on the target (right after the previous epoch's data is consumed) or move work "
                + "from the target to the origin.",
            List.of("mpi_rma_sync_late_post", "mpi_rma_comm_late_post")),

    LATE_RECEIVER("Late Receiver", "delay_latereceiver_aggregate", "delay_p2p",
            "delay_latereceiver", "delay_latereceiver_longterm", Extension.NONE,
            "Delay costs of Late Receiver wait states (a synchronous or rendezvous send waiting for its "
                + "receive): the waiting time, direct and propagated, charged to the delays on the receiver "
                + "before it posts the receive that caused it.",
            "Delays that directly cause Late Receiver wait states (a synchronous or rendezvous send "
                + "waiting for its receive): the excess time of a call path on the receiver before it posts "
                + "the receive over the waiting location's time in the same call path since the two last "
                + "synchronised, scaled to the waiting time.",
            "Delays that cause Late Receiver wait states (a synchronous or rendezvous send waiting for "
                + "its receive) indirectly: excess time that made some location wait or late (in any kind of "
                + "wait state), where that waiting then propagated, through further wait states, into Late "
                + "Receiver wait states (a synchronous or rendezvous send waiting for its receive).",
            "Overload on the receiver before it posts the receive.",
            "Post the receive earlier (MPI_Irecv), or balance the work before it.",
            List.of("mpi_latereceiver")),

    LATE_SENDER("Late Sender", "delay_latesender_aggregate", "delay_p2p",
            "delay_latesender", "delay_latesender_longterm", Extension.NONE,
            "Delay costs of Late Sender wait states (a receive waiting for its send): the waiting time, "
                + "direct and propagated, charged to the delays on the sender before the send that caused it.",
            "Delays that directly cause Late Sender wait states (a receive waiting for its send): the "
                + "excess time of a call path on the sender before the send over the waiting location's time "
                + "in the same call path since the two last synchronised, scaled to the waiting time.",
            "Delays that cause Late Sender wait states (a receive waiting for its send) indirectly: "
                + "excess time that made some location wait or late (in any kind of wait state), where that "
                + "waiting then propagated, through further wait states, into Late Sender wait states (a "
                + "receive waiting for its send).",
            "Computation or communication overload on the sender before it sends.",
            "Reduce the work of the delaying call path or move part of it from the sender to the "
                + "receiver; post receives early and non-blocking.",
            List.of("mpi_latesender")),

    LOCK_CONTENTION("Lock Contention", "delay_rma_lock_contention_aggregate", "delay_rma",
            "delay_rma_lock_contention", "delay_rma_lock_contention_longterm", Extension.ONE_SIDED,
            "Delay costs of Lock Contention wait states (an origin waiting for a lock another origin "
                + "holds): the waiting time, direct and propagated, charged to the delays on the holder of the "
                + "lock, during its lock epoch that caused it.",
            "Delays that directly cause Lock Contention wait states (an origin waiting for a lock "
                + "another origin holds): the excess time of a call path on the holder of the lock, during its "
                + "lock epoch over the waiting location's time in the same call path since the two last "
                + "synchronised, scaled to the waiting time.",
            "Delays that cause Lock Contention wait states (an origin waiting for a lock another origin "
                + "holds) indirectly: excess time that made some location wait or late (in any kind of wait "
                + "state), where that waiting then propagated, through further wait states, into Lock "
                + "Contention wait states (an origin waiting for a lock another origin holds).",
            "Long lock epochs: the holder computes or communicates while it holds the lock.",
            "Keep lock epochs short (lock, access, unlock); use shared locks where accesses do not "
                + "conflict, or atomics instead of locks.",
            List.of("mpi_rma_sync_lock_competition", "mpi_rma_comm_lock_competition")),

    EARLY_SCAN("Early Scan", "delay_earlyscan_aggregate", "delay_collective",
            "delay_earlyscan", "delay_earlyscan_longterm", Extension.BEYOND_SCALASCA,
            "Delay costs of Early Scan wait states (a process in MPI_Scan or MPI_Exscan waiting for the last "
                + "lower-ranked process that sends data): the waiting time, direct and propagated, charged to the "
                + "delays on that process that caused it.",
            "Delays that directly cause Early Scan wait states (a process in MPI_Scan or MPI_Exscan waiting "
                + "for the last lower-ranked process that sends data): the excess time of a call path on that "
                + "process over the waiting location's time in the same call path since the two last "
                + "synchronised, scaled to the waiting time.",
            "Delays that cause Early Scan wait states indirectly: excess time that made some location wait "
                + "or late (in any kind of wait state), where that waiting then propagated, through further wait "
                + "states, into Early Scan wait states.",
            "Imbalance before the scan on the low ranks: every higher rank waits for the slowest below it.",
            "Balance the work before the scan, above all on the low ranks.",
            List.of("mpi_earlyscan")),

    WAIT_AT_FINALIZE("Wait at Finalize", "delay_finalize_aggregate", "delay_collective",
            "delay_finalize", "delay_finalize_longterm", Extension.BEYOND_SCALASCA,
            "Delay costs of Wait at Finalize wait states (a process in MPI_Finalize waiting for the last to "
                + "reach it): the waiting time, direct and propagated, charged to the delays on the last process "
                + "to enter MPI_Finalize that caused it.",
            "Delays that directly cause Wait at Finalize wait states: the excess time of a call path on the "
                + "last process to enter MPI_Finalize over the waiting location's time in the same call path "
                + "since the two last synchronised, scaled to the waiting time.",
            "Delays that cause Wait at Finalize wait states indirectly: excess time that made some location "
                + "wait or late (in any kind of wait state), where that waiting then propagated, through further "
                + "wait states, into Wait at Finalize wait states.",
            "Load imbalance in the last phase of the run: the process that finishes its work last.",
            "Balance the final phase's work, or give it to fewer processes.",
            List.of("mpi_finalize_wait")),

    N_X_N("Wait at N x N", "delay_n2n_aggregate", "delay_collective",
            "delay_n2n", "delay_n2n_longterm", Extension.NONE,
            "Delay costs of Wait at N x N wait states: the waiting time, direct and propagated, charged "
                + "to the delays on the last process to enter the n-to-n operation that caused it.",
            "Delays that directly cause Wait at N x N wait states: the excess time of a call path on the "
                + "last process to enter the n-to-n operation over the waiting location's time in the same "
                + "call path since the two last synchronised, scaled to the waiting time.",
            "Delays that cause Wait at N x N wait states indirectly: excess time that made some location "
                + "wait or late (in any kind of wait state), where that waiting then propagated, through "
                + "further wait states, into Wait at N x N wait states.",
            "Load imbalance before the all-to-all, allreduce or allgather.",
            "Balance the work before the operation; consider whether every process needs the result at "
                + "once.",
            List.of("mpi_wait_nxn")),

    WAIT_AT_FENCE("Wait at Fence", "delay_rma_wait_at_fence_aggregate", "delay_rma",
            "delay_rma_wait_at_fence", "delay_rma_wait_at_fence_longterm", Extension.ONE_SIDED,
            "Delay costs of Wait at Fence wait states (apart from their Early Fence part): the waiting "
                + "time, direct and propagated, charged to the delays on the last member of the window to "
                + "enter the fence that caused it.",
            "Delays that directly cause Wait at Fence wait states (apart from their Early Fence part): "
                + "the excess time of a call path on the last member of the window to enter the fence over the "
                + "waiting location's time in the same call path since the two last synchronised, scaled to "
                + "the waiting time.",
            "Delays that cause Wait at Fence wait states (apart from their Early Fence part) indirectly: "
                + "excess time that made some location wait or late (in any kind of wait state), where that "
                + "waiting then propagated, through further wait states, into Wait at Fence wait states (apart "
                + "from their Early Fence part).",
            "Load imbalance in the access epoch: every member waits for the slowest, whether it "
                + "communicates with it or not.",
            "Balance the work between fences; when only some processes communicate, synchronise only "
                + "them (post/start/complete/wait, locks).",
            List.of("mpi_rma_wait_at_fence")),

    WAIT_AT_CREATE("Wait at Create", "delay_rma_wait_at_create_aggregate", "delay_rma",
            "delay_rma_wait_at_create", "delay_rma_wait_at_create_longterm", Extension.ONE_SIDED,
            "Delay costs of Wait at Create wait states (a process in MPI_Win_create waiting for the last "
                + "member of the communicator to enter it): the waiting time, direct and propagated, charged to "
                + "the delays on that last member that caused it.",
            "Delays that directly cause Wait at Create wait states: the excess time of a call path on the "
                + "last member to enter MPI_Win_create over the waiting location's time in the same call path "
                + "since the two last synchronised, scaled to the waiting time.",
            "Delays that cause Wait at Create wait states indirectly: excess time that made some location "
                + "wait or late (in any kind of wait state), where that waiting then propagated, through further "
                + "wait states, into Wait at Create wait states.",
            "Load imbalance before the window is created: the member that enters the collective creation "
                + "last.",
            "Balance the work before the creation, or create the window where the processes meet anyway "
                + "(right after initialisation).",
            List.of("mpi_rma_wait_at_create")),

    WAIT_AT_FREE("Wait at Free", "delay_rma_wait_at_free_aggregate", "delay_rma",
            "delay_rma_wait_at_free", "delay_rma_wait_at_free_longterm", Extension.ONE_SIDED,
            "Delay costs of Wait at Free wait states (a process in MPI_Win_free waiting for the last member "
                + "of the communicator to enter it): the waiting time, direct and propagated, charged to the "
                + "delays on that last member that caused it.",
            "Delays that directly cause Wait at Free wait states: the excess time of a call path on the last "
                + "member to enter MPI_Win_free over the waiting location's time in the same call path since the "
                + "two last synchronised, scaled to the waiting time.",
            "Delays that cause Wait at Free wait states indirectly: excess time that made some location wait "
                + "or late (in any kind of wait state), where that waiting then propagated, through further wait "
                + "states, into Wait at Free wait states.",
            "Load imbalance in the last phase that uses the window: the member that enters the collective "
                + "deallocation last.",
            "Balance that phase; free windows where the processes meet anyway (at the end of the program) "
                + "rather than in the middle of unbalanced work.",
            List.of("mpi_rma_wait_at_free")),

    WAIT_FOR_PROGRESS("Wait for Progress", "delay_rma_wait_for_progress_aggregate", "delay_rma",
            "delay_rma_wait_for_progress", "delay_rma_wait_for_progress_longterm", Extension.ONE_SIDED,
            "Delay costs of Wait for Progress wait states (an origin's passive-target call waiting until "
                + "the target enters MPI): the waiting time, direct and propagated, charged to the delays on "
                + "the target, computing outside MPI that caused it.",
            "Delays that directly cause Wait for Progress wait states (an origin's passive-target call "
                + "waiting until the target enters MPI): the excess time of a call path on the target, "
                + "computing outside MPI over the waiting location's time in the same call path since the two "
                + "last synchronised, scaled to the waiting time.",
            "Delays that cause Wait for Progress wait states (an origin's passive-target call waiting "
                + "until the target enters MPI) indirectly: excess time that made some location wait or late "
                + "(in any kind of wait state), where that waiting then propagated, through further wait "
                + "states, into Wait for Progress wait states (an origin's passive-target call waiting until "
                + "the target enters MPI).",
            "The target computes without calling MPI, and the implementation needs the target to "
                + "progress the origin's request.",
            "Let the target call MPI (e.g. MPI_Iprobe or MPI_Win_flush) during long computations, or use "
                + "an implementation with asynchronous progress.",
            List.of("mpi_rma_sync_wait_for_progress", "mpi_rma_comm_wait_for_progress"));

    /** How the short-term costs are computed, the same for every kind. */
    private static final String SHORT_TERM_FORMULA =
            "Backward replay (Böhme et al., ICPP 2010): each wait state of <i>w</i> seconds ends at a "
                + "synchronisation of the waiting and the delaying location; its interval runs from their previous "
                + "synchronisation to this one. Per call path <i>c</i>, <i>d(c)</i> = max(0, "
                + "<i>t<sub>delayer</sub>(c)</i> &minus; <i>t<sub>waiter</sub>(c)</i>), times in the interval "
                + "without waiting time; <i>W</i> = the delayer's own waiting time in the interval. Short-term "
                + "cost: min(<i>w</i> / (&Sigma;<i>d</i> + <i>W</i>), 1) &middot; <i>d(c)</i>, charged to <i>c</i> "
                + "on the delaying location. The rest of <i>w</i> is propagated waiting (see the long-term costs).";

    /** How the long-term costs are computed, the same for every kind. */
    private static final String LONG_TERM_FORMULA =
            "Backward replay from the last wait state to the first. Each wait state carries its costs "
                + "<i>C<sub>k</sub></i>: the waiting of kind <i>k</i> it causes later on other locations "
                + "(accumulated before the replay reaches it). With <i>d(c)</i>, <i>W</i> and <i>w</i> as for the "
                + "short-term costs, each wait state adds <i>C<sub>k</sub></i> / (&Sigma;<i>d</i> + <i>W</i>) "
                + "&middot; <i>d(c)</i> to the long-term costs of kind <i>k</i> of <i>c</i> on its delayer (as "
                + "Scalasca, long-term costs are filed under the kind of the waiting they end in, not of the wait "
                + "state the delay caused first); each wait state of the delayer in the interval adds min(<i>w</i> "
                + "/ (&Sigma;<i>d</i> + <i>W</i>), 1) times its waiting time to its own costs of the first wait "
                + "state's kind and <i>C<sub>k</sub></i> / (&Sigma;<i>d</i> + <i>W</i>) times it to those of kind "
                + "<i>k</i>.";

    /** Whose analysis a kind is: Scalasca's, or Fenceline's extension of it, which its formula then names. */
    enum Extension {
        NONE(""),
        ONE_SIDED(" Fenceline's extension of Böhme's framework to one-sided synchronisation: the delaying location "
                + "is the one the pattern names as the cause; see rma-analysis.md."),
        BEYOND_SCALASCA(" Fenceline's; Scalasca has no delay costs for these wait states: the delaying location is "
                + "the one the pattern names as the cause, the last to enter; see rma-analysis.md.");

        private final String note;

        Extension(String note) {
            this.note = note;
        }
    }

    final String displayName;
    final String aggregateId;
    final String aggregateParent;
    final String shortTermId;
    final String longTermId;
    private final Extension extension;
    private final String aggregateMeaning;
    private final String shortTermMeaning;
    private final String longTermMeaning;
    private final String cause;
    private final String remedy;
    final List<String> waitStates;

    DelayKind(String displayName, String aggregateId, String aggregateParent, String shortTermId, String longTermId,
            Extension extension, String aggregateMeaning, String shortTermMeaning, String longTermMeaning, String cause,
            String remedy, List<String> waitStates) {
        this.displayName = displayName;
        this.aggregateId = aggregateId;
        this.aggregateParent = aggregateParent;
        this.shortTermId = shortTermId;
        this.longTermId = longTermId;
        this.extension = extension;
        this.aggregateMeaning = aggregateMeaning;
        this.shortTermMeaning = shortTermMeaning;
        this.longTermMeaning = longTermMeaning;
        this.cause = cause;
        this.remedy = remedy;
        this.waitStates = waitStates;
    }

    /** The aggregate metric's description: short-term plus long-term costs. */
    Description aggregateDescription() {
        return new Description(aggregateMeaning, "sum of its children.", cause, remedy);
    }

    /** The description of the short-term or long-term costs. */
    Description description(DelayTerm term) {
        boolean shortTerm = term == DelayTerm.SHORT;
        String formula = (shortTerm ? SHORT_TERM_FORMULA : LONG_TERM_FORMULA) + extension.note;
        return new Description(shortTerm ? shortTermMeaning : longTermMeaning, formula, cause, remedy);
    }
}
