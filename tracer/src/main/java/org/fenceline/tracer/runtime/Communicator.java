package org.fenceline.tracer.runtime;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * One rank's view of a communicator: its group, the caller's rank in it, and two device contexts agreed by all
 * members: one for point-to-point traffic and one for collective traffic, so that neither can match the other.
 */
public final class Communicator {
    private final RankRuntime runtime;
    private final ProcessGroup group;
    private final int rank;
    private final int pointToPointContext;
    private final int collectiveContext;
    private final Topology topology;
    private volatile String name;
    private volatile ErrorMode errorMode;
    private volatile boolean freed;
    private final OperationLabels operationLabels = new OperationLabels(this);
    /** The remote group of an intercommunicator, else null. */
    private final ProcessGroup remoteGroup;
    /** For an intercommunicator: the local group's own communicator, which its collectives use inside the group. */
    private final Communicator localComm;
    private final AtomicInteger collectivesInProgress = new AtomicInteger();

    Communicator(RankRuntime runtime, ProcessGroup group, int pointToPointContext, String name, ErrorMode errorMode,
            Topology topology) {
        this.runtime = runtime;
        this.group = group;
        this.rank = group.rankOf(runtime.worldRank());
        this.pointToPointContext = pointToPointContext;
        this.collectiveContext = pointToPointContext + 1;
        this.name = name;
        this.errorMode = errorMode;
        this.topology = topology;
        this.remoteGroup = null;
        this.localComm = null;
    }

    /** An intercommunicator between the local group of {@code localComm} and {@code remoteGroup}. */
    Communicator(RankRuntime runtime, Communicator localComm, ProcessGroup remoteGroup, int pointToPointContext,
            ErrorMode errorMode) {
        this.runtime = runtime;
        this.group = localComm.group;
        this.rank = localComm.rank;
        this.pointToPointContext = pointToPointContext;
        this.collectiveContext = pointToPointContext + 1;
        this.name = "";
        this.errorMode = errorMode;
        this.topology = null;
        this.remoteGroup = remoteGroup;
        this.localComm = localComm;
    }

    public RankRuntime runtime() {
        return runtime;
    }

    public int rank() {
        return rank;
    }

    public int size() {
        return group.size();
    }

    public ProcessGroup group() {
        return group;
    }

    public boolean isInter() {
        return remoteGroup != null;
    }

    /** The remote group of an intercommunicator; null for an intracommunicator. */
    public ProcessGroup remoteGroup() {
        return remoteGroup;
    }

    /** The group that point-to-point ranks name: the remote group of an intercommunicator, else the group. */
    public ProcessGroup peerGroup() {
        return remoteGroup != null ? remoteGroup : group;
    }

    /** The intracommunicator of an intercommunicator's local group (null for an intracommunicator). */
    public Communicator localComm() {
        return localComm;
    }

    /** Bookkeeping of the collective engine: communicator construction waits until none is in progress. */
    public void collectiveStarted() {
        collectivesInProgress.incrementAndGet();
    }

    public void collectiveFinished() {
        collectivesInProgress.decrementAndGet();
    }

    boolean collectivesIdle() {
        return collectivesInProgress.get() == 0;
    }

    public int pointToPointContext() {
        return pointToPointContext;
    }

    /**
     * The context id all members agreed on at creation. A rank never reuses one, so no two communicators that
     * share a member have the same context id (the measurement builds its job-unique communicator key on it).
     */
    public int contextId() {
        return pointToPointContext;
    }

    int collectiveContext() {
        return collectiveContext;
    }

    /** The collective context's id, which names the communicator's shared barrier segments. */
    public int collectiveContextId() {
        return collectiveContext;
    }

    /** The Cartesian or graph topology attached at creation, or null. */
    public Topology topology() {
        return topology;
    }

    public String name() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    /** How the communicator appears in messages and deadlock reports: its name, else its context id. */
    public String label() {
        return name.isEmpty() ? "comm#" + pointToPointContext : name;
    }

    /** "MPI_Recv(source=3, tag=7, comm=...)": {@code call} must be a constant (labels are cached by identity). */
    String operationLabel(String call, String peerName, int peer, int tag) {
        return operationLabels.of(call, peerName, peer, tag);
    }

    public ErrorMode errorMode() {
        return errorMode;
    }

    public void setErrorMode(ErrorMode mode) {
        this.errorMode = mode;
    }

    public boolean isFreed() {
        return freed;
    }

    public void free(String call) {
        if (this == runtime.world() || this == runtime.self()) {
            throw error(ErrorClass.COMM, call + ": " + label() + " cannot be freed");
        }
        freed = true;
    }

    /** The exception for an error on this communicator, after its error handler has acted. */
    public RuntimeException error(int errorClass, String message) {
        return ErrorHandling.raise(runtime, errorMode, errorClass, message);
    }

    /** MPI_Comm_call_errhandler: returns normally under MPI_ERRORS_RETURN. */
    public void callErrorHandler(int errorCode, String message) {
        ErrorHandling.call(runtime, errorMode, errorCode, message);
    }

    /** Refuses calls on a freed communicator. */
    public void checkUsable(String call) {
        if (freed) {
            throw runtime.error(ErrorClass.COMM, call + ": the communicator has been freed");
        }
    }

    int worldRankOf(int commRank) {
        return peerGroup().worldRank(commRank);
    }

    /** Checks a destination or source rank argument; wildcards and MPI_PROC_NULL as the call allows. */
    void checkPeer(String call, String argument, int peer, boolean anySourceAllowed) {
        if (peer == MpiConstants.PROC_NULL || (anySourceAllowed && peer == MpiConstants.ANY_SOURCE)) {
            return;
        }
        if (peer < 0 || peer >= peerGroup().size()) {
            throw error(ErrorClass.RANK, call + ": " + argument + "=" + peer + " is not a rank of " + label()
                    + " (size " + peerGroup().size() + ")");
        }
    }

    void checkTag(String call, String argument, int tag, boolean anyTagAllowed) {
        if (anyTagAllowed && tag == MpiConstants.ANY_TAG) {
            return;
        }
        if (tag < 0 || tag > MpiConstants.TAG_UB) {
            throw error(ErrorClass.TAG, call + ": " + argument + "=" + tag + " is not a valid tag (0.."
                    + MpiConstants.TAG_UB + (anyTagAllowed ? " or MPI_ANY_TAG" : "") + ")");
        }
    }

    /** MPI_Comm_compare. */
    public static int compare(Communicator a, Communicator b) {
        if (a == b) {
            return MpiConstants.IDENT;
        }
        int groups = ProcessGroup.compare(a.group, b.group);
        return groups == MpiConstants.IDENT ? MpiConstants.CONGRUENT : groups;
    }
}
