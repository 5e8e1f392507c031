package org.fenceline.tracer.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.fenceline.tracer.device.JobAbortedException;
import org.fenceline.tracer.device.MessageDevice;
import org.fenceline.tracer.kernel.RankClock;
import org.fenceline.tracer.device.SciDevice;

/**
 * The MPI state of one rank: its place in the job, its predefined communicators, context ids in use, the
 * attached buffer, the requests still pending and its {@link RankLocal} values. The runtime's classes are shared
 * by all ranks, so nothing of a rank lives in their statics; each rank's facade finds its runtime through its own
 * copy of {@code org.fenceline.tracer.rank.ThisRank}.
 */
public final class RankRuntime implements Attributes.Owner {
    /** Context ids 0/1 belong to MPI_COMM_WORLD, 2/3 to MPI_COMM_SELF. */
    private static final int FIRST_FREE_CONTEXT = 4;

    /** Names of the thread levels, indexed by their MpiConstants values. */
    private static final String[] THREAD_LEVELS = {"MPI_THREAD_SINGLE", "MPI_THREAD_FUNNELED",
        "MPI_THREAD_SERIALIZED", "MPI_THREAD_MULTIPLE"};

    private final MessageDevice device;
    private final int worldRank;
    private final String processorName;
    /** The program's main class and arguments, for MPI_INFO_ENV. */
    private final String command;
    private final List<String> argv;
    private final RankClock clock;
    /** MPI_Wtime's origin: when the rank started (in virtual time: the job's time 0). */
    private final long epochNanos;
    private final AttachedBuffer attachedBuffer = new AttachedBuffer(this);
    private final AtomicReferenceArray<Object> locals = new AtomicReferenceArray<>(RankLocal.CAPACITY);
    private final Set<RuntimeRequest> pendingRequests = ConcurrentHashMap.newKeySet();
    /**
     * Run whenever this rank waits inside MPI: the collective engine advances non-blocking collectives here. Copied
     * on write, read on every poll without an iterator.
     */
    private volatile Runnable[] progressHooks = {};
    private Communicator world;
    private Communicator self;
    private int nextContext = FIRST_FREE_CONTEXT;
    /** Non-blocking context agreements (MPI_Comm_idup) started and not yet complete. */
    private final AtomicInteger openAgreements = new AtomicInteger();
    private volatile boolean initialized;
    private volatile boolean finalized;
    private volatile int threadLevel = MpiConstants.THREAD_SINGLE;
    private volatile Thread mainThread;

    public RankRuntime(MessageDevice device, RankClock clock, int worldRank, String processorName, String command,
            List<String> argv) {
        this.device = device;
        this.clock = clock;
        this.epochNanos = clock.isVirtual() ? 0 : clock.now();
        this.worldRank = worldRank;
        this.processorName = processorName;
        this.command = command;
        this.argv = List.copyOf(argv);
    }

    /** This rank's value of {@code local}, created on first use. */
    @SuppressWarnings("unchecked")
    <T> T local(RankLocal<T> local) {
        Object value = locals.get(local.index());
        if (value == null) {
            synchronized (locals) {
                value = locals.get(local.index());
                if (value == null) {
                    value = local.initial(this);
                    locals.set(local.index(), value);
                }
            }
        }
        return (T) value;
    }

    public MessageDevice device() {
        return device;
    }

    public int worldRank() {
        return worldRank;
    }

    public int worldSize() {
        return device.size();
    }

    public String processorName() {
        return processorName;
    }

    /**
     * The contents of MPI_INFO_ENV once MPI is initialised: the reserved keys of MPI-3.1 §10.3.1 this launch
     * has values for. As in Open MPI, "soft" equals "maxprocs" and "file" is absent (there is no
     * application file); "thread_level" names the provided level.
     */
    public Map<String, String> environment() {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("command", command);
        env.put("argv", String.join(" ", argv));
        env.put("maxprocs", Integer.toString(worldSize()));
        env.put("soft", Integer.toString(worldSize()));
        env.put("host", processorName);
        env.put("arch", System.getProperty("os.arch"));
        env.put("wdir", System.getProperty("user.dir"));
        env.put("thread_level", THREAD_LEVELS[threadLevel]);
        return env;
    }

    /** MPI_Init / MPI_Init_thread: sets up MPI_COMM_WORLD and MPI_COMM_SELF; returns the provided thread level. */
    public synchronized int init(int requiredThreadLevel) {
        world = new Communicator(this, ProcessGroup.ofRange(device.size()), 0, "MPI_COMM_WORLD", ErrorMode.FATAL,
                null);
        self = new Communicator(this, new ProcessGroup(new int[] {worldRank}), 2, "MPI_COMM_SELF", ErrorMode.FATAL,
                null);
        threadLevel = Math.max(MpiConstants.THREAD_SINGLE, Math.min(requiredThreadLevel,
                MpiConstants.THREAD_MULTIPLE));
        mainThread = Thread.currentThread();
        initialized = true;
        return threadLevel;
    }

    /**
     * MPI_Finalize: lets buffered sends leave and the device push out every message this rank still owes
     * (a send may complete locally while its data waits for credits), then closes this rank's MPI.
     */
    public void finalizeRank() {
        attachedBuffer.drain("MPI_Finalize");
        block(this::outgoingDelivered, "MPI_Finalize(pushing out messages still queued at this rank)");
        finalized = true;
    }

    /**
     * Whether the device holds no outgoing work for this rank. Only {@link SciDevice} can tell (the
     * MessageDevice contract has no such query yet); other devices are taken to deliver eagerly.
     */
    boolean outgoingDelivered() {
        return !(device instanceof SciDevice sci) || sci.quiescent(worldRank);
    }

    public boolean isInitialized() {
        return initialized;
    }

    public boolean isFinalized() {
        return finalized;
    }

    public int threadLevel() {
        return threadLevel;
    }

    /** MPI_Is_thread_main: the thread that initialised MPI. */
    public boolean isMainThread(Thread thread) {
        return thread == mainThread;
    }

    public Communicator world() {
        return world;
    }

    public Communicator self() {
        return self;
    }

    /**
     * MPI_Wtime: seconds since this rank started (in virtual time: since the job's start; a reading costs
     * {@link RankClock#CLOCK_READ_NANOS}).
     */
    public double wtime() {
        return (clock.read() - epochNanos) / 1e9;
    }

    /** This rank's clock: MPI_Wtime's, the trace's, and the boundary between computation and MPI. */
    public RankClock clock() {
        return clock;
    }

    AttachedBuffer attachedBuffer() {
        return attachedBuffer;
    }

    public void attachBuffer(byte[] buffer) {
        attachedBuffer.attach(buffer);
    }

    public byte[] detachBuffer() {
        return attachedBuffer.detach();
    }

    Set<RuntimeRequest> pendingRequests() {
        return pendingRequests;
    }

    /**
     * The lowest context id this rank has not used, proposed when its communicators agree on a new one. A rank
     * first completes its pending MPI_Comm_idup: the id that one agrees on is only known at its end, and no later
     * proposal may reach it.
     */
    public int nextContext() {
        block(() -> openAgreements.get() == 0, "MPI_Comm_idup (completing this rank's pending MPI_Comm_idup before "
                + "agreeing on another communicator)");
        synchronized (this) {
            return nextContext;
        }
    }

    /** The proposal of a non-blocking agreement, which stays open until {@link #closeAgreement}. */
    public int openAgreement() {
        int proposal = nextContext();
        openAgreements.incrementAndGet();
        return proposal;
    }

    /** Ends a non-blocking agreement on {@code context}, taking the {@code span} ids from it. */
    public void closeAgreement(int context, int span) {
        contextsUsedBelow(context + span);
        openAgreements.decrementAndGet();
    }

    /** Records that context ids below {@code bound} are taken (after an agreement). */
    public synchronized void contextsUsedBelow(int bound) {
        nextContext = Math.max(nextContext, bound);
    }

    Communicator newCommunicator(ProcessGroup group, int context, ErrorMode mode, Topology topology) {
        return new Communicator(this, group, context, "", mode, topology);
    }

    /** An intercommunicator (context {@code context}) whose local group communicates internally on {@code local}. */
    public Communicator newIntercommunicator(Communicator local, ProcessGroup remote, int context, ErrorMode mode) {
        return new Communicator(this, local, remote, context, mode);
    }

    /** A communicator over {@code group} on an agreed context, for collective constructions outside this package. */
    public Communicator newCommunicator(ProcessGroup group, int context, ErrorMode mode) {
        return new Communicator(this, group, context, "", mode, null);
    }

    /** Registers work to do whenever this rank waits inside MPI (progress of non-blocking collectives). */
    public synchronized void addProgressHook(Runnable hook) {
        Runnable[] hooks = Arrays.copyOf(progressHooks, progressHooks.length + 1);
        hooks[hooks.length - 1] = hook;
        progressHooks = hooks;
    }

    /** Blocks this rank inside MPI until {@code condition} holds; visible to the deadlock detector. */
    public void block(BooleanSupplier condition, String operation) {
        block(condition, () -> operation);
    }

    /** {@link #block(BooleanSupplier, String)} with the description built only if the rank is reported blocked. */
    public void block(BooleanSupplier condition, Supplier<String> operation) {
        Runnable[] hooks = progressHooks;
        BooleanSupplier progressing = hooks.length == 0 ? condition : () -> {
            for (Runnable hook : hooks) {
                hook.run();
            }
            return condition.getAsBoolean();
        };
        if (!progressing.getAsBoolean()) {
            device.await(worldRank, progressing, operation);
        }
    }

    /** The rank itself, as the owner of a datatype's attributes (whose errors go to MPI_COMM_WORLD's handler). */
    @Override
    public RankRuntime runtime() {
        return this;
    }

    /** An error not tied to a communicator: handled by MPI_COMM_WORLD's error handler. */
    @Override
    public MpiError error(int errorClass, String message) {
        if (world == null) {
            return ErrorHandling.unattached(errorClass, message);
        }
        return world.error(errorClass, message);
    }

    /** Aborts every rank of the job; the caller should then throw the returned reason. */
    public JobAbortedException abortJob(String message, int exitCode) {
        JobAbortedException reason = new JobAbortedException(message, exitCode);
        device.abort(reason);
        return reason;
    }

    /**
     * The requests left pending when the rank's main method ended, one line each (empty when all is well); a missing
     * MPI_Finalize is reported by the launcher, which knows how main ended.
     */
    public List<String> leftovers() {
        List<String> problems = new ArrayList<>();
        for (RuntimeRequest r : pendingRequests) {
            problems.add("request still pending: " + r.operation());
        }
        return problems;
    }
}
