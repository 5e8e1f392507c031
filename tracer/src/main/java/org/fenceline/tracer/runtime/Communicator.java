package org.fenceline.tracer.runtime;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One rank's view of a communicator: its group, the caller's rank in it, and two device contexts agreed by all
 * members: one for point-to-point traffic and one for collective traffic, so that neither can match the other.
 */
public final class Communicator implements Attributes.Owner {
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
    /** Hints of MPI_Comm_set_info and MPI_Comm_dup_with_info; the runtime acts on none of them. */
    private final Map<String, String> info = new LinkedHashMap<>();
    private volatile Attributes attributes = new Attributes(Attributes.Kind.COMMUNICATOR);

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

    @Override
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

    /** MPI_Comm_get_info: the hints set on this communicator. */
    public synchronized Map<String, String> info() {
        return new LinkedHashMap<>(info);
    }

    /** MPI_Comm_set_info: adds or replaces hints. */
    public synchronized void setInfo(Map<String, String> hints) {
        info.putAll(hints);
    }

    /** The hints of MPI_Comm_dup_with_info, which replace those taken over from the original. */
    public synchronized void replaceInfo(Map<String, String> hints) {
        info.clear();
        info.putAll(hints);
    }

    public Attributes attributes() {
        return attributes;
    }

    /** What a duplicate takes over from its original (MPI_Comm_dup): the hints and a copy of every attribute. */
    public void inheritFrom(Communicator original) {
        setInfo(original.info());
        attributes = original.attributes.copy();
    }

    /**
     * MPI_Comm_get_attr of the predefined keys, which only MPI_COMM_WORLD carries (as in Open MPI), with the
     * values Open MPI's binding reports for them; null for every other key and communicator.
     */
    public Object predefinedAttribute(int keyval) {
        if (this != runtime.world()) {
            return null;
        }
        return switch (keyval) {
            case MpiConstants.TAG_UB_KEY -> MpiConstants.TAG_UB;
            // No process is the host, and every process can do I/O (Open MPI's values).
            case MpiConstants.HOST_KEY -> MpiConstants.PROC_NULL;
            case MpiConstants.IO_KEY -> MpiConstants.ANY_SOURCE;
            // Every rank measures MPI_Wtime from its own start.
            case MpiConstants.WTIME_IS_GLOBAL_KEY -> 0;
            // One application, launched with a fixed number of ranks that is also the whole universe.
            case MpiConstants.APPNUM_KEY -> 0;
            case MpiConstants.UNIVERSE_SIZE_KEY -> size();
            // Programs cannot add error codes, so the last one in use is the last predefined one.
            case MpiConstants.LASTUSEDCODE_KEY -> ErrorClass.LASTCODE;
            default -> null;
        };
    }

    /** True for the keys {@link #predefinedAttribute} answers on MPI_COMM_WORLD. */
    public static boolean isPredefinedKey(int keyval) {
        return keyval >= MpiConstants.TAG_UB_KEY && keyval <= MpiConstants.UNIVERSE_SIZE_KEY;
    }

    public boolean isFreed() {
        return freed;
    }

    public void free(String call) {
        checkFreeable(call);
        freed = true;
    }

    /** MPI_COMM_WORLD and MPI_COMM_SELF stay until MPI_Finalize. */
    void checkFreeable(String call) {
        if (this == runtime.world() || this == runtime.self()) {
            throw error(ErrorClass.COMM, call + ": " + label() + " cannot be freed");
        }
    }

    /** The exception for an error on this communicator, after its error handler has acted. */
    @Override
    public MpiError error(int errorClass, String message) {
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
