package org.fenceline.tracer.runtime.window;

import java.lang.invoke.VarHandle;
import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.fenceline.tracer.device.SciDevice;
import org.fenceline.tracer.device.reduction.ElementKind;
import org.fenceline.tracer.device.reduction.PredefinedOp;
import org.fenceline.tracer.device.rma.AttachedMemory;
import org.fenceline.tracer.device.rma.LockRequest;
import org.fenceline.tracer.device.rma.BufferMemory;
import org.fenceline.tracer.device.rma.RmaDevice;
import org.fenceline.tracer.device.rma.RmaOperation;
import org.fenceline.tracer.device.rma.SharedWindow;
import org.fenceline.tracer.device.rma.WindowMemory;
import org.fenceline.tracer.device.rma.WindowPart;
import org.fenceline.tracer.runtime.window.TracedWindow;
import org.fenceline.tracer.runtime.Attributes;
import org.fenceline.tracer.runtime.BaseType;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.DataType;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.ErrorHandling;
import org.fenceline.tracer.runtime.MpiError;
import org.fenceline.tracer.runtime.ErrorMode;
import org.fenceline.tracer.runtime.MpiConstants;
import org.fenceline.tracer.runtime.ProcessGroup;
import org.fenceline.tracer.runtime.RankLocal;
import org.fenceline.tracer.runtime.RankRuntime;
import org.fenceline.tracer.runtime.RankRuntime;
import org.fenceline.tracer.runtime.RuntimeRequest;

/**
 * One rank's view of an MPI window: its own part, the job-wide {@link SharedWindow}, and the epochs this rank
 * has open on it. Checks every call against MPI's synchronisation rules (errors of class MPI_ERR_RMA_SYNC and
 * friends name the window and the call) and hands the operations to the device.
 */
public final class Window implements TracedWindow, Attributes.Owner {
    /** The info key choosing the access method of a window: {@code direct} or {@code emulated}. */
    public static final String ACCESS_KEY = "fenceline.rma_access";
    /** The info key by which a program promises never to lock the window. */
    private static final String NO_LOCKS_KEY = "no_locks";
    /**
     * Windows each rank created so far per communicator (context and group), so members agree on a window's
     * identity.
     */
    private static final RankLocal<Map<String, Integer>> CREATED = new RankLocal<>(rank -> new HashMap<>());

    private final Communicator comm;
    private final RmaDevice rma;
    private final SharedWindow shared;
    private final int rank;
    private final int flavor;
    private final Buffer base;
    private final WindowPart part;
    private final AttachedMemory attached;
    private final Map<String, String> info;
    private final FenceEpoch fence = new FenceEpoch();
    private final PassiveEpochs passive = new PassiveEpochs();
    private final Attributes attributes = new Attributes(Attributes.Kind.WINDOW);
    private AccessEpoch access;
    private ProcessGroup accessGroup;
    private int[] exposure;
    private ProcessGroup exposureGroup;
    private volatile String name = "";
    private volatile ErrorMode errorMode = ErrorMode.FATAL;
    private boolean freed;

    private Window(Communicator comm, RmaDevice rma, SharedWindow shared, int flavor, Buffer base, WindowPart part,
            AttachedMemory attached, Map<String, String> info) {
        this.comm = comm;
        this.rma = rma;
        this.shared = shared;
        this.rank = comm.rank();
        this.flavor = flavor;
        this.base = base;
        this.part = part;
        this.attached = attached;
        this.info = info;
    }

    /**
     * MPI_Win_create over {@code sizeBytes} of the direct buffer {@code base}. Like Open MPI, which only sees
     * the buffer's address, it accepts a size larger than the buffer (Open MPI's own tests declare one on
     * 0-capacity buffers of ranks never accessed): the window reports the declared size, but only the
     * buffer's memory is reachable, and an access beyond it is an MPI_ERR_RMA_RANGE error.
     */
    public static Window create(Communicator comm, Buffer base, long sizeBytes, int dispUnit, Map<String, String> info) {
        String call = "MPI_Win_create";
        comm.checkUsable(call);
        if (base == null || !base.isDirect()) {
            throw new IllegalArgumentException(call + ": The buffer must be direct (use MPI.newXxxBuffer)");
        }
        if (sizeBytes < 0) {
            throw comm.error(ErrorClass.SIZE, call + ": size of " + sizeBytes + " bytes must not be negative");
        }
        long capacity = (long) base.capacity() * BufferMemory.elementBytes(base);
        return open(comm, call, WindowAssert.FLAVOR_CREATE, base, new BufferMemory(base, Math.min(sizeBytes,
                capacity)), sizeBytes, dispUnit, null, info);
    }

    /** MPI_Win_allocate: window memory the runtime allocates (the Java API gives the program no view of it). */
    public static Window allocate(Communicator comm, long sizeBytes, int dispUnit, Map<String, String> info) {
        String call = "MPI_Win_allocate";
        comm.checkUsable(call);
        if (sizeBytes < 0 || sizeBytes > Integer.MAX_VALUE) {
            throw comm.error(ErrorClass.SIZE, call + ": size of " + sizeBytes + " bytes is out of range");
        }
        ByteBuffer memory = ByteBuffer.allocateDirect((int) sizeBytes).order(ByteOrder.nativeOrder());
        return open(comm, call, WindowAssert.FLAVOR_ALLOCATE, null, new BufferMemory(memory), sizeBytes, dispUnit,
                null, info);
    }

    /** MPI_Win_create_dynamic: no memory until the program attaches some; displacements are bytes. */
    public static Window createDynamic(Communicator comm, Map<String, String> info) {
        String call = "MPI_Win_create_dynamic";
        comm.checkUsable(call);
        AttachedMemory memory = new AttachedMemory();
        return open(comm, call, WindowAssert.FLAVOR_DYNAMIC, null, memory, 0, 1, memory, info);
    }

    private static Window open(Communicator comm, String call, int flavor, Buffer base, WindowMemory memory,
            long sizeBytes, int dispUnit, AttachedMemory attached, Map<String, String> requested) {
        if (dispUnit <= 0) {
            throw comm.error(ErrorClass.DISP, call + ": dispUnit=" + dispUnit + " must be positive");
        }
        if (!(comm.runtime().device() instanceof SciDevice device)) {
            throw comm.error(ErrorClass.UNSUPPORTED_OPERATION, call + ": one-sided communication needs the SCI device");
        }
        RmaDevice rma = RmaDevice.of(device);
        Map<String, String> info = new LinkedHashMap<>(requested);
        String method = info.getOrDefault(ACCESS_KEY, rma.emulatedByDefault() ? "emulated" : "direct");
        if (!method.equals("direct") && !method.equals("emulated")) {
            throw comm.error(ErrorClass.INFO_VALUE, call + ": info " + ACCESS_KEY + "=" + method
                    + " must be direct or emulated");
        }
        info.put(ACCESS_KEY, method);
        ProcessGroup group = comm.group();
        int[] worldRanks = new int[group.size()];
        for (int r = 0; r < worldRanks.length; r++) {
            worldRanks[r] = group.worldRank(r);
        }
        WindowPart part = new WindowPart(memory, sizeBytes, dispUnit, method.equals("emulated"));
        SharedWindow shared = rma.join(identity(comm, worldRanks), worldRanks, comm.rank(), part);
        shared.awaitMembers(comm.rank(), call + "(" + comm.label() + ": waiting for every member to create it)");
        return new Window(comm, rma, shared, flavor, base, part, attached, info);
    }

    /** The same on every member: communicator context and group, and how many windows it created before. */
    private static String identity(Communicator comm, int[] worldRanks) {
        String key = comm.pointToPointContext() + ":" + java.util.Arrays.toString(worldRanks);
        Map<String, Integer> created = CREATED.get(comm.runtime());
        synchronized (created) {
            int sequence = created.merge(key, 1, Integer::sum);
            return key + "#" + sequence;
        }
    }

    // ---- naming, errors, info, attributes ----

    @Override
    public long traceKey() {
        return shared.id();
    }

    /** The name every member knows from creation (a name set later is one rank's business). */
    @Override
    public String traceName() {
        return "win#" + shared.id();
    }

    @Override
    public Communicator communicator() {
        return comm;
    }

    /** The group of the open MPI_Win_start epoch, or null. */
    public ProcessGroup accessGroup() {
        return accessGroup;
    }

    /** The group of the open MPI_Win_post epoch, or null. */
    public ProcessGroup exposureGroup() {
        return exposureGroup;
    }

    /** How the window appears in messages: its name, else its job-wide number. */
    public String label() {
        return name.isEmpty() ? "win#" + shared.id() : name;
    }

    public String name() {
        return name;
    }

    public void setName(String name) {
        checkLive("MPI_Win_set_name");
        this.name = name == null ? "" : name;
    }

    public ErrorMode errorMode() {
        return errorMode;
    }

    public void setErrorMode(ErrorMode mode) {
        checkLive("MPI_Win_set_errhandler");
        errorMode = mode;
    }

    @Override
    public RankRuntime runtime() {
        return comm.runtime();
    }

    /** The exception for an error on this window, after its error handler (default: fatal) has acted. */
    @Override
    public MpiError error(int errorClass, String message) {
        return ErrorHandling.raise(comm.runtime(), errorMode, errorClass, message);
    }

    /** MPI_Win_call_errhandler: returns normally under MPI_ERRORS_RETURN. */
    public void callErrorHandler(int errorCode, String message) {
        ErrorHandling.call(comm.runtime(), errorMode, errorCode, message);
    }

    /** MPI_Win_get_info: the hints in effect, including the access method chosen. */
    public Map<String, String> info() {
        checkLive("MPI_Win_get_info");
        return new LinkedHashMap<>(info);
    }

    /** MPI_Win_set_info: hints the runtime does not act on are kept; the access method is fixed at creation. */
    public void setInfo(Map<String, String> hints) {
        checkLive("MPI_Win_set_info");
        String method = hints.get(ACCESS_KEY);
        if (method != null && !method.equals(info.get(ACCESS_KEY))) {
            throw error(ErrorClass.INFO_VALUE, "MPI_Win_set_info(" + label() + "): " + ACCESS_KEY
                    + " is chosen at creation and stays " + info.get(ACCESS_KEY));
        }
        info.putAll(hints);
    }

    public ProcessGroup group() {
        checkLive("MPI_Win_get_group");
        return comm.group();
    }

    /** MPI_Win_get_attr: the predefined attributes, else a user attribute (null if not set). */
    public Object attribute(int keyval) {
        checkLive("MPI_Win_get_attr");
        return switch (keyval) {
            case WindowAssert.WIN_BASE -> base;
            // An Integer, as Open MPI's Java bindings return it (programs cast the attribute to Integer).
            case WindowAssert.WIN_SIZE -> Math.toIntExact(part.sizeBytes());
            case WindowAssert.WIN_DISP_UNIT -> part.dispUnit();
            case WindowAssert.WIN_CREATE_FLAVOR -> flavor;
            case WindowAssert.WIN_MODEL -> WindowAssert.UNIFIED;
            default -> attributes.get(keyval, this, label());
        };
    }

    public void setAttribute(int keyval, Object value) {
        checkLive("MPI_Win_set_attr");
        attributes.set(keyval, value, this, label());
    }

    public void deleteAttribute(int keyval) {
        checkLive("MPI_Win_delete_attr");
        attributes.delete(keyval, this, label());
    }

    public static int createKeyval(RankRuntime rank) {
        return Attributes.createKeyval(rank, Attributes.Kind.WINDOW);
    }

    public static void freeKeyval(RankRuntime rank, int keyval) {
        Attributes.freeKeyval(rank, Attributes.Kind.WINDOW, keyval);
    }

    // ---- window memory ----

    /** MPI_Win_attach; returns the byte displacement at which origins reach the region. */
    public long attach(Buffer region, long sizeBytes) {
        String call = "MPI_Win_attach";
        checkLive(call);
        requireDynamic(call);
        if (region == null || !region.isDirect()) {
            throw new IllegalArgumentException(call + "(" + label() + "): The buffer must be direct (use "
                    + "MPI.newXxxBuffer)");
        }
        if (sizeBytes != (long) region.capacity() * BufferMemory.elementBytes(region)) {
            throw error(ErrorClass.RMA_ATTACH, call + "(" + label() + "): size " + sizeBytes
                    + " bytes differs from the buffer's capacity; attach the buffer (or a slice) whole");
        }
        return attached.attach(region);
    }

    public void detach(Buffer region) {
        String call = "MPI_Win_detach";
        checkLive(call);
        requireDynamic(call);
        if (!attached.detach(region)) {
            throw error(ErrorClass.RMA_ATTACH, call + "(" + label() + "): the buffer is not attached");
        }
    }

    private void requireDynamic(String call) {
        if (attached == null) {
            throw error(ErrorClass.RMA_FLAVOR, call + "(" + label() + "): only a dynamic window takes attached "
                    + "memory");
        }
    }

    /** MPI_Win_free: collective; every epoch must be closed. */
    public void free() {
        String call = "MPI_Win_free";
        checkLive(call);
        if (access != null || exposure != null || !passive.isEmpty() || fence.holdsOperations()) {
            throw error(ErrorClass.RMA_SYNC, call + "(" + label() + "): an epoch is still open ("
                    + openEpochs() + "); close it before freeing the window");
        }
        shared.barrier(rank, call + "(" + label() + ": waiting for every member to free it)");
        freed = true;
    }

    private String openEpochs() {
        StringBuilder open = new StringBuilder();
        if (access != null) {
            open.append("access epoch of MPI_Win_start ");
        }
        if (exposure != null) {
            open.append("exposure epoch of MPI_Win_post ");
        }
        if (!passive.isEmpty()) {
            open.append("lock on ranks ").append(passive.targets()).append(' ');
        }
        if (fence.holdsOperations()) {
            open.append("fence epoch with operations ");
        }
        return open.toString().trim();
    }

    // ---- data transfer ----

    public void put(Buffer origin, int count, DataType type, int target, int disp, int targetCount,
            DataType targetType) {
        RmaOperation op = transfer("MPI_Put", origin, count, type, target, disp, targetCount, targetType, true);
        issue("MPI_Put", op);
    }

    public RuntimeRequest rPut(Buffer origin, int count, DataType type, int target, int disp, int targetCount,
            DataType targetType) {
        String call = "MPI_Rput";
        return request(call, target, transfer(call, origin, count, type, target, disp, targetCount, targetType,
                true));
    }

    public void get(Buffer origin, int count, DataType type, int target, int disp, int targetCount,
            DataType targetType) {
        RmaOperation op = transfer("MPI_Get", origin, count, type, target, disp, targetCount, targetType, false);
        issue("MPI_Get", op);
    }

    public RuntimeRequest rGet(Buffer origin, int count, DataType type, int target, int disp, int targetCount,
            DataType targetType) {
        String call = "MPI_Rget";
        return request(call, target, transfer(call, origin, count, type, target, disp, targetCount, targetType,
                false));
    }

    public void accumulate(Buffer origin, int count, DataType type, int target, int disp, int targetCount,
            DataType targetType, PredefinedOp op, ElementKind kind) {
        String call = "MPI_Accumulate";
        issue(call, accumulation(call, origin, count, type, target, disp, targetCount, targetType, op, kind));
    }

    public RuntimeRequest rAccumulate(Buffer origin, int count, DataType type, int target, int disp,
            int targetCount, DataType targetType, PredefinedOp op, ElementKind kind) {
        String call = "MPI_Raccumulate";
        return request(call, target, accumulation(call, origin, count, type, target, disp, targetCount, targetType,
                op, kind));
    }

    public void getAccumulate(Buffer origin, int count, DataType type, Buffer result, int resultCount,
            DataType resultType, int target, int disp, int targetCount, DataType targetType, PredefinedOp op,
            ElementKind kind) {
        String call = "MPI_Get_accumulate";
        issue(call, fetchingAccumulation(call, origin, count, type, result, resultCount, resultType, target, disp,
                targetCount, targetType, op, kind));
    }

    public RuntimeRequest rGetAccumulate(Buffer origin, int count, DataType type, Buffer result, int resultCount,
            DataType resultType, int target, int disp, int targetCount, DataType targetType, PredefinedOp op,
            ElementKind kind) {
        String call = "MPI_Rget_accumulate";
        return request(call, target, fetchingAccumulation(call, origin, count, type, result, resultCount,
                resultType, target, disp, targetCount, targetType, op, kind));
    }

    /** MPI_Fetch_and_op: one element of a predefined type. */
    public void fetchAndOp(Buffer origin, Buffer result, DataType type, int target, int disp, PredefinedOp op,
            ElementKind kind) {
        String call = "MPI_Fetch_and_op";
        issue(call, fetchingAccumulation(call, origin, 1, type, result, 1, type, target, disp, 1, type, op, kind));
    }

    public void compareAndSwap(Buffer origin, Buffer compare, Buffer result, DataType type, int target, int disp) {
        String call = "MPI_Compare_and_swap";
        if (!beginAccess(call, target)) {
            return;
        }
        TypedRegion data = TypedRegion.ofBuffer(this, call, "origin", origin, 1, type, false);
        TypedRegion expected = TypedRegion.ofBuffer(this, call, "compareAddr", compare, 1, type, false);
        TypedRegion fetched = TypedRegion.ofBuffer(this, call, "resultAddr", result, 1, type, true);
        TypedRegion at = targetRegion(call, target, disp, 1, type);
        if (!comparable(at.base())) {
            throw error(ErrorClass.TYPE, where(call, target) + ": compare-and-swap needs an integer, byte or "
                    + "boolean type, not " + type.name());
        }
        issue(call, RmaOperation.compareAndSwap(target, at.blocks(), data.gather(), expected.gather(),
                fetched.memory(), fetched.blocks()));
    }

    /** Compare-and-swap compares bit patterns, which MPI allows for integer, byte and boolean types only. */
    private static boolean comparable(BaseType base) {
        return switch (base) {
            case BYTE, CHAR, SHORT, BOOLEAN, INT, LONG -> true;
            default -> false;
        };
    }

    /** Put (origin data to the target) or get (target data into the origin buffer): checked, not yet issued. */
    private RmaOperation transfer(String call, Buffer origin, int count, DataType type, int target, int disp,
            int targetCount, DataType targetType, boolean put) {
        if (!beginAccess(call, target)) {
            return null;
        }
        TypedRegion local = TypedRegion.ofBuffer(this, call, "origin", origin, count, type, !put);
        TypedRegion remote = targetRegion(call, target, disp, targetCount, targetType);
        matchSignatures(call, target, local, remote);
        return put ? RmaOperation.put(target, remote.blocks(), local.gather())
                : RmaOperation.get(target, remote.blocks(), local.memory(), local.blocks());
    }

    private RmaOperation accumulation(String call, Buffer origin, int count, DataType type, int target, int disp,
            int targetCount, DataType targetType, PredefinedOp op, ElementKind kind) {
        if (!beginAccess(call, target)) {
            return null;
        }
        TypedRegion local = TypedRegion.ofBuffer(this, call, "origin", origin, count, type, false);
        TypedRegion remote = targetRegion(call, target, disp, targetCount, targetType);
        matchSignatures(call, target, local, remote);
        return RmaOperation.accumulate(target, remote.blocks(), local.gather(), op,
                defined(call, target, op, kind, targetType));
    }

    private RmaOperation fetchingAccumulation(String call, Buffer origin, int count, DataType type, Buffer result,
            int resultCount, DataType resultType, int target, int disp, int targetCount, DataType targetType,
            PredefinedOp op, ElementKind kind) {
        if (!beginAccess(call, target)) {
            return null;
        }
        TypedRegion remote = targetRegion(call, target, disp, targetCount, targetType);
        TypedRegion fetched = TypedRegion.ofBuffer(this, call, "resultAddr", result, resultCount, resultType, true);
        matchSignatures(call, target, fetched, remote);
        ByteBuffer data = null;
        if (op != PredefinedOp.NO_OP) {
            TypedRegion local = TypedRegion.ofBuffer(this, call, "origin", origin, count, type, false);
            matchSignatures(call, target, local, remote);
            data = local.gather();
        }
        return RmaOperation.getAccumulate(target, remote.blocks(), data, op,
                defined(call, target, op, kind, targetType), fetched.memory(), fetched.blocks());
    }

    private TypedRegion targetRegion(String call, int target, int disp, int count, DataType type) {
        WindowPart targetPart = shared.part(target);
        if (disp < 0) {
            throw error(ErrorClass.DISP, where(call, target) + ": targetDisp=" + disp + " must not be negative");
        }
        return TypedRegion.inWindow(this, call, target, targetPart.memory(), disp,
                (long) disp * targetPart.dispUnit(), count, type);
    }

    /**
     * Open MPI's binding requires one predefined base type on both sides (checked in Java, an
     * IllegalArgumentException whatever the handler), and the same amount of data (an MPI error).
     */
    private void matchSignatures(String call, int target, TypedRegion local, TypedRegion remote) {
        if (local.base() != remote.base()) {
            throw new IllegalArgumentException(where(call, target) + ": Both datatype arguments must be constructed"
                    + " from the same predefined datatype (origin " + local.base().mpiName() + ", target "
                    + remote.base().mpiName() + ")");
        }
        if (local.bytes() != remote.bytes()) {
            throw error(ErrorClass.TYPE, where(call, target) + ": origin (" + local.bytes() + " bytes of "
                    + local.base().mpiName() + ") and target (" + remote.bytes() + " bytes of "
                    + remote.base().mpiName() + ") do not match");
        }
    }

    /** {@code kind}, once MPI is known to define {@code op} on it (MPI-3.1 §5.9.2, as for reductions). */
    private ElementKind defined(String call, int target, PredefinedOp op, ElementKind kind, DataType targetType) {
        if (kind == null || op.kernel(kind) == null) {
            throw error(ErrorClass.OP, where(call, target) + ": " + op.mpiName() + " is not defined on "
                    + (targetType.name().isEmpty() ? "data of " + targetType.layout().base().mpiName()
                    : targetType.name()));
        }
        return kind;
    }

    private void issue(String call, RmaOperation op) {
        if (op != null) {
            shared.issue(rank, op);
        }
    }

    /**
     * MPI-3.1 §11.3.5 allows request-based operations in passive-target epochs only; Open MPI accepts them in
     * every access epoch (its Java tests rely on it), and so do we. The request completes when the operation
     * is locally complete; the epoch's closing synchronisation completes it remotely, as for put and get.
     */
    private RuntimeRequest request(String call, int target, RmaOperation op) {
        String label = where(call, target);
        if (op == null) {
            return RuntimeRequest.started(comm, label, NullRequest.INSTANCE);
        }
        shared.issue(rank, op);
        return RuntimeRequest.started(comm, label, shared.requestFor(op));
    }

    /**
     * Checks that an operation on {@code target} may happen now; in a loose PSCW epoch it waits for the
     * target's post at the first access. False for MPI_PROC_NULL, which makes the operation a no-op.
     */
    private boolean beginAccess(String call, int target) {
        checkLive(call);
        if (target == MpiConstants.PROC_NULL) {
            return false;
        }
        if (target < 0 || target >= shared.size()) {
            throw error(ErrorClass.RANK, call + "(" + label() + "): target rank " + target + " is not in the "
                    + "window's group (size " + shared.size() + ")");
        }
        if (passive.holds(target)) {
            return true;
        }
        if (access != null) {
            if (!access.includes(target)) {
                throw error(ErrorClass.RMA_SYNC, where(call, target) + ": the target is not in the group of "
                        + "MPI_Win_start");
            }
            if (!access.posted(target)) {
                awaitPost(target);
            }
            return true;
        }
        if (fence.allowsAccess()) {
            fence.accessed();
            return true;
        }
        throw error(ErrorClass.RMA_SYNC, where(call, target) + ": no access epoch is open on the target "
                + "(call fence, start or lock first)");
    }

    // ---- active target: fence ----

    public void fence(int assertion) {
        String call = "MPI_Win_fence";
        checkLive(call);
        checkAssertion(call, assertion);
        if (access != null || exposure != null || !passive.isEmpty()) {
            throw error(ErrorClass.RMA_SYNC, call + "(" + label() + "): " + openEpochs()
                    + " must be closed before a fence");
        }
        boolean precede = !WindowAssert.has(assertion, WindowAssert.MODE_NOPRECEDE);
        if (!precede && fence.holdsOperations()) {
            throw error(ErrorClass.ASSERT, call + "(" + label() + "): MPI_MODE_NOPRECEDE, but operations were "
                    + "issued since the last fence");
        }
        String operation = call + "(" + label() + ")";
        shared.fence(rank, precede, !WindowAssert.has(assertion, WindowAssert.MODE_NOSUCCEED), operation);
        fence.fenced(assertion);
    }

    // ---- active target: post / start / complete / wait ----

    public void post(ProcessGroup origins, int assertion) {
        String call = "MPI_Win_post";
        checkLive(call);
        checkAssertion(call, assertion);
        if (exposure != null) {
            throw error(ErrorClass.RMA_SYNC, call + "(" + label() + "): an exposure epoch is already open; "
                    + "call MPI_Win_wait first");
        }
        checkNoFenceOperations(call);
        int[] ranks = windowRanks(call, origins);
        if (!WindowAssert.has(assertion, WindowAssert.MODE_NOCHECK)) {
            shared.post(rank, ranks);
        }
        exposure = ranks;
        exposureGroup = origins;
    }

    public void start(ProcessGroup targets, int assertion) {
        String call = "MPI_Win_start";
        checkLive(call);
        checkAssertion(call, assertion);
        if (access != null) {
            throw error(ErrorClass.RMA_SYNC, call + "(" + label() + "): an access epoch is already open; "
                    + "call MPI_Win_complete first");
        }
        checkNoPassiveEpoch(call);
        checkNoFenceOperations(call);
        access = new AccessEpoch(windowRanks(call, targets));
        accessGroup = targets;
        if (WindowAssert.has(assertion, WindowAssert.MODE_NOCHECK)) {
            access.assumeAllPosted();
        } else if (rma.strictStart()) {
            for (int target : access.targets()) {
                awaitPost(target);
            }
        }
    }

    private void awaitPost(int target) {
        shared.awaitPost(rank, target, "MPI_Win_start(" + label() + ": waiting for MPI_Win_post from rank "
                + target + ")");
        access.takePost(target);
    }

    public void complete() {
        String call = "MPI_Win_complete";
        checkLive(call);
        if (access == null) {
            throw error(ErrorClass.RMA_SYNC, call + "(" + label() + "): no access epoch is open (complete "
                    + "without MPI_Win_start)");
        }
        int[] targets = access.targets();
        for (int target : targets) {
            if (!access.posted(target)) {
                awaitPost(target);
            }
        }
        shared.complete(rank, targets, call + "(" + label() + ")");
        access = null;
        accessGroup = null;
    }

    /** MPI_Win_wait. */
    public void waitFor() {
        String call = "MPI_Win_wait";
        checkLive(call);
        requireExposure(call);
        for (int origin : exposure) {
            shared.awaitComplete(rank, origin, call + "(" + label() + ": waiting for MPI_Win_complete from rank "
                    + origin + ")");
        }
        exposure = null;
        exposureGroup = null;
    }

    /** MPI_Win_test: true (and the exposure epoch closed) when every origin has completed. */
    public boolean test() {
        String call = "MPI_Win_test";
        checkLive(call);
        requireExposure(call);
        RankRuntime runtime = comm.runtime();
        runtime.device().poll(runtime.worldRank());
        if (!shared.completesArrived(rank, exposure)) {
            return false;
        }
        exposure = null;
        exposureGroup = null;
        return true;
    }

    private void requireExposure(String call) {
        if (exposure == null) {
            throw error(ErrorClass.RMA_SYNC, call + "(" + label() + "): no exposure epoch is open (wait "
                    + "without MPI_Win_post)");
        }
    }

    // ---- passive target ----

    /** MPI_Win_lock; returns when the owner's lock granted it (on the rank's clock). */
    public long lock(int lockType, int target, int assertion) {
        String call = "MPI_Win_lock";
        checkLive(call);
        checkLocksAllowed(call);
        checkAssertion(call, assertion);
        if (lockType != WindowAssert.LOCK_EXCLUSIVE && lockType != WindowAssert.LOCK_SHARED) {
            throw error(ErrorClass.LOCKTYPE, call + "(" + label() + "): lockType=" + lockType
                    + " is neither MPI.LOCK_EXCLUSIVE nor MPI.LOCK_SHARED");
        }
        checkTarget(call, target);
        if (passive.holds(target)) {
            throw error(ErrorClass.RMA_SYNC, where(call, target) + ": this rank already holds a lock on the "
                    + "target (lock twice without unlock)");
        }
        if (access != null) {
            throw error(ErrorClass.RMA_SYNC, where(call, target) + ": an MPI_Win_start access epoch is open");
        }
        checkNoFenceOperations(call);
        PassiveEpochs.Hold hold = hold(lockType == WindowAssert.LOCK_EXCLUSIVE, target, assertion, call);
        passive.add(target, hold);
        return grantTime(hold);
    }

    /** Info no_locks=true promises that no passive-target epoch is opened; breaking it is an error, as in Open MPI. */
    private void checkLocksAllowed(String call) {
        if ("true".equalsIgnoreCase(info.get(NO_LOCKS_KEY))) {
            throw error(ErrorClass.RMA_SYNC, call + "(" + label() + "): the window was created with info "
                    + NO_LOCKS_KEY + "=true");
        }
    }

    /** MODE_NOCHECK skips the lock protocol: the epoch starts at once. */
    private long grantTime(PassiveEpochs.Hold hold) {
        return hold.grant() == null ? comm.runtime().clock().now() : hold.grant().grantedClockNanos();
    }

    private PassiveEpochs.Hold hold(boolean exclusive, int target, int assertion, String call) {
        if (WindowAssert.has(assertion, WindowAssert.MODE_NOCHECK)) {
            return new PassiveEpochs.Hold(null, exclusive);
        }
        return new PassiveEpochs.Hold(shared.lock(rank, target, exclusive,
                () -> where(call, target) + ": waiting for the lock"), exclusive);
    }

    /** MPI_Win_unlock; returns whether the lock was exclusive. */
    public boolean unlock(int target) {
        String call = "MPI_Win_unlock";
        checkLive(call);
        checkTarget(call, target);
        if (!passive.holds(target)) {
            throw error(ErrorClass.RMA_SYNC, where(call, target) + ": the target is not locked by this rank "
                    + "(unlock without lock)");
        }
        if (passive.lockedAll()) {
            throw error(ErrorClass.RMA_SYNC, where(call, target) + ": the lock came from MPI_Win_lock_all; "
                    + "use MPI_Win_unlock_all");
        }
        return release(call, target);
    }

    private boolean release(String call, int target) {
        PassiveEpochs.Hold hold = passive.remove(target);
        LockRequest grant = hold.grant();
        if (grant == null) {
            shared.flush(rank, target, () -> where(call, target));
        } else {
            shared.unlock(rank, target, grant, () -> where(call, target));
        }
        return hold.exclusive();
    }

    /** MPI_Win_lock_all; returns when the last of the locks was granted (on the rank's clock). */
    public long lockAll(int assertion) {
        String call = "MPI_Win_lock_all";
        checkLive(call);
        checkLocksAllowed(call);
        checkAssertion(call, assertion);
        if (!passive.isEmpty()) {
            throw error(ErrorClass.RMA_SYNC, call + "(" + label() + "): this rank already holds locks on ranks "
                    + passive.targets());
        }
        if (access != null) {
            throw error(ErrorClass.RMA_SYNC, call + "(" + label() + "): an MPI_Win_start access epoch is open");
        }
        checkNoFenceOperations(call);
        long granted = Long.MIN_VALUE;
        for (int target = 0; target < shared.size(); target++) {
            PassiveEpochs.Hold hold = hold(false, target, assertion, call);
            passive.add(target, hold);
            granted = Math.max(granted, grantTime(hold));
        }
        passive.lockedAll(true);
        return granted;
    }

    public void unlockAll() {
        String call = "MPI_Win_unlock_all";
        checkLive(call);
        if (!passive.lockedAll()) {
            throw error(ErrorClass.RMA_SYNC, call + "(" + label() + "): no MPI_Win_lock_all epoch is open");
        }
        for (int target : passive.targets()) {
            release(call, target);
        }
        passive.lockedAll(false);
    }

    /** MPI_Win_flush: the origin's operations on {@code target} are complete at both ends. */
    public void flush(int target) {
        flushTarget("MPI_Win_flush", target);
    }

    /**
     * MPI_Win_flush_local: the origin buffers may be reused. Puts and accumulates copy their data when
     * issued, so only fetched data is outstanding; waiting for full completion is the simplest way to have it.
     */
    public void flushLocal(int target) {
        flushTarget("MPI_Win_flush_local", target);
    }

    public void flushAll() {
        flushEvery("MPI_Win_flush_all");
    }

    public void flushLocalAll() {
        flushEvery("MPI_Win_flush_local_all");
    }

    private void flushTarget(String call, int target) {
        checkLive(call);
        checkTarget(call, target);
        if (!passive.holds(target)) {
            throw error(ErrorClass.RMA_SYNC, where(call, target) + ": no passive-target epoch is open on the "
                    + "target");
        }
        shared.flush(rank, target, () -> where(call, target));
    }

    private void flushEvery(String call) {
        checkLive(call);
        if (passive.isEmpty()) {
            throw error(ErrorClass.RMA_SYNC, call + "(" + label() + "): no passive-target epoch is open");
        }
        for (int target : passive.targets()) {
            shared.flush(rank, target, () -> where(call, target));
        }
    }

    /**
     * MPI_Win_sync: the memory is unified (one copy, which local and remote accesses share), so only a memory
     * fence between this thread's loads and stores and the window's remote accesses remains.
     */
    public void sync() {
        checkLive("MPI_Win_sync");
        VarHandle.fullFence();
    }

    // ---- checks ----

    private void checkLive(String call) {
        if (freed) {
            throw comm.runtime().error(ErrorClass.WIN, call + ": the window has been freed");
        }
    }

    private void checkTarget(String call, int target) {
        if (target < 0 || target >= shared.size()) {
            throw error(ErrorClass.RANK, call + "(" + label() + "): rank " + target + " is not in the window's "
                    + "group (size " + shared.size() + ")");
        }
    }

    private void checkAssertion(String call, int assertion) {
        if ((assertion & ~WindowAssert.ALL) != 0) {
            throw error(ErrorClass.ASSERT, call + "(" + label() + "): assert=" + assertion
                    + " is not a combination of MPI.MODE_* values");
        }
    }

    private void checkNoPassiveEpoch(String call) {
        if (!passive.isEmpty()) {
            throw error(ErrorClass.RMA_SYNC, call + "(" + label() + "): this rank holds locks on ranks "
                    + passive.targets());
        }
    }

    /** A fence epoch with operations must be closed by a fence before another kind of epoch. */
    private void checkNoFenceOperations(String call) {
        if (fence.holdsOperations()) {
            throw error(ErrorClass.RMA_SYNC, call + "(" + label() + "): operations of a fence epoch are not "
                    + "completed yet; call MPI_Win_fence first");
        }
        fence.supersede();
    }

    /** Window ranks of a group's members; every member must belong to the window. */
    private int[] windowRanks(String call, ProcessGroup group) {
        ProcessGroup members = comm.group();
        int[] ranks = new int[group.size()];
        for (int i = 0; i < ranks.length; i++) {
            ranks[i] = members.rankOf(group.worldRank(i));
            if (ranks[i] == MpiConstants.UNDEFINED) {
                throw error(ErrorClass.GROUP, call + "(" + label() + "): world rank " + group.worldRank(i)
                        + " of the group is not in the window");
            }
        }
        return ranks;
    }

    String where(String call, int target) {
        return call + "(" + label() + ", target=" + target + ")";
    }
}
