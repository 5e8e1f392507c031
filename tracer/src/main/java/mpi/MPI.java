package mpi;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import java.util.Map;
import org.fenceline.tracer.device.reduction.PredefinedOp;
import org.fenceline.tracer.device.rma.BufferMemory;
import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.rank.ThisRank;
import org.fenceline.tracer.runtime.BaseType;
import org.fenceline.tracer.runtime.DataType;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.ErrorMode;
import org.fenceline.tracer.runtime.MpiConstants;
import org.fenceline.tracer.runtime.ProcessGroup;
import org.fenceline.tracer.runtime.RankRuntime;
import org.fenceline.tracer.runtime.TypeLayout;
import org.fenceline.tracer.runtime.collective.CollectiveKind;
import org.fenceline.tracer.runtime.collective.DataMovement;
import org.fenceline.tracer.runtime.io.AccessMode;
import org.fenceline.tracer.runtime.io.View;
import org.fenceline.tracer.runtime.io.Whence;
import org.fenceline.tracer.runtime.window.WindowAssert;
import org.fenceline.tracer.runtime.MpiError;

/**
 * The MPI environment (Open MPI 4.1 Java bindings): initialisation, predefined objects and constants, timers,
 * buffered-send buffers and direct-buffer helpers. Each rank has its own copy of this class (the launcher gives
 * every rank its own class loader), so {@link #COMM_WORLD} and the rest are per rank.
 */
public final class MPI {
    public static final int THREAD_SINGLE = MpiConstants.THREAD_SINGLE;
    public static final int THREAD_FUNNELED = MpiConstants.THREAD_FUNNELED;
    public static final int THREAD_SERIALIZED = MpiConstants.THREAD_SERIALIZED;
    public static final int THREAD_MULTIPLE = MpiConstants.THREAD_MULTIPLE;

    public static final int GRAPH = MpiConstants.GRAPH;
    public static final int DIST_GRAPH = MpiConstants.DIST_GRAPH;
    public static final int CART = MpiConstants.CART;

    public static final int ANY_SOURCE = MpiConstants.ANY_SOURCE;
    public static final int ANY_TAG = MpiConstants.ANY_TAG;
    public static final int PROC_NULL = MpiConstants.PROC_NULL;
    public static final int UNDEFINED = MpiConstants.UNDEFINED;
    /** The root argument of the root process in an intercommunicator collective (Open MPI's value). */
    public static final int ROOT = -4;
    public static final int KEYVAL_INVALID = -1;

    /** Keys of the predefined communicator attributes (Comm.getAttr), with Open MPI's values. */
    public static final int TAG_UB = MpiConstants.TAG_UB_KEY;
    public static final int HOST = MpiConstants.HOST_KEY;
    public static final int IO = MpiConstants.IO_KEY;
    public static final int WTIME_IS_GLOBAL = MpiConstants.WTIME_IS_GLOBAL_KEY;
    public static final int APPNUM = MpiConstants.APPNUM_KEY;
    public static final int LASTUSEDCODE = MpiConstants.LASTUSEDCODE_KEY;
    public static final int UNIVERSE_SIZE = MpiConstants.UNIVERSE_SIZE_KEY;

    /** The MPI standard version this binding implements (MPI_VERSION, MPI_SUBVERSION: MPI-3.1, as Open MPI 4.1). */
    public static final int VERSION = 3;
    public static final int SUBVERSION = 1;

    /** Open MPI 4.1's limits on names and keys (MPI_MAX_*). */
    public static final int MAX_OBJECT_NAME = 64;
    public static final int MAX_PORT_NAME = 1024;
    public static final int MAX_DATAREP_STRING = 128;
    public static final int MAX_INFO_KEY = 36;
    public static final int MAX_INFO_VAL = 256;

    /** Array orders and distributions of MPI_Type_create_subarray/darray (Open MPI's values). */
    public static final int ORDER_C = 0;
    public static final int ORDER_FORTRAN = 1;
    public static final int DISTRIBUTE_BLOCK = 0;
    public static final int DISTRIBUTE_CYCLIC = 1;
    public static final int DISTRIBUTE_NONE = 2;
    public static final int DISTRIBUTE_DFLT_DARG = -1;

    public static final int IDENT = MpiConstants.IDENT;
    public static final int CONGRUENT = MpiConstants.CONGRUENT;
    public static final int SIMILAR = MpiConstants.SIMILAR;
    public static final int UNEQUAL = MpiConstants.UNEQUAL;

    public static final int BSEND_OVERHEAD = MpiConstants.BSEND_OVERHEAD;

    public static final int SUCCESS = ErrorClass.SUCCESS;
    public static final int ERR_BUFFER = ErrorClass.BUFFER;
    public static final int ERR_COUNT = ErrorClass.COUNT;
    public static final int ERR_TYPE = ErrorClass.TYPE;
    public static final int ERR_TAG = ErrorClass.TAG;
    public static final int ERR_COMM = ErrorClass.COMM;
    public static final int ERR_RANK = ErrorClass.RANK;
    public static final int ERR_REQUEST = ErrorClass.REQUEST;
    public static final int ERR_ROOT = ErrorClass.ROOT;
    public static final int ERR_GROUP = ErrorClass.GROUP;
    public static final int ERR_OP = ErrorClass.OP;
    public static final int ERR_TOPOLOGY = ErrorClass.TOPOLOGY;
    public static final int ERR_DIMS = ErrorClass.DIMS;
    public static final int ERR_ARG = ErrorClass.ARG;
    public static final int ERR_UNKNOWN = ErrorClass.UNKNOWN;
    public static final int ERR_TRUNCATE = ErrorClass.TRUNCATE;
    public static final int ERR_OTHER = ErrorClass.OTHER;
    public static final int ERR_INTERN = ErrorClass.INTERN;
    public static final int ERR_IN_STATUS = ErrorClass.IN_STATUS;
    public static final int ERR_PENDING = ErrorClass.PENDING;
    public static final int ERR_ACCESS = ErrorClass.ACCESS;
    public static final int ERR_AMODE = ErrorClass.AMODE;
    public static final int ERR_ASSERT = ErrorClass.ASSERT;
    public static final int ERR_BAD_FILE = ErrorClass.BAD_FILE;
    public static final int ERR_BASE = ErrorClass.BASE;
    public static final int ERR_CONVERSION = ErrorClass.CONVERSION;
    public static final int ERR_DISP = ErrorClass.DISP;
    public static final int ERR_DUP_DATAREP = ErrorClass.DUP_DATAREP;
    public static final int ERR_FILE_EXISTS = ErrorClass.FILE_EXISTS;
    public static final int ERR_FILE_IN_USE = ErrorClass.FILE_IN_USE;
    public static final int ERR_FILE = ErrorClass.FILE;
    public static final int ERR_INFO_KEY = ErrorClass.INFO_KEY;
    public static final int ERR_INFO_NOKEY = ErrorClass.INFO_NOKEY;
    public static final int ERR_INFO_VALUE = ErrorClass.INFO_VALUE;
    public static final int ERR_INFO = ErrorClass.INFO;
    public static final int ERR_IO = ErrorClass.IO;
    public static final int ERR_KEYVAL = ErrorClass.KEYVAL;
    public static final int ERR_LOCKTYPE = ErrorClass.LOCKTYPE;
    public static final int ERR_NAME = ErrorClass.NAME;
    public static final int ERR_NO_MEM = ErrorClass.NO_MEM;
    public static final int ERR_NOT_SAME = ErrorClass.NOT_SAME;
    public static final int ERR_NO_SPACE = ErrorClass.NO_SPACE;
    public static final int ERR_NO_SUCH_FILE = ErrorClass.NO_SUCH_FILE;
    public static final int ERR_PORT = ErrorClass.PORT;
    public static final int ERR_QUOTA = ErrorClass.QUOTA;
    public static final int ERR_READ_ONLY = ErrorClass.READ_ONLY;
    public static final int ERR_RMA_CONFLICT = ErrorClass.RMA_CONFLICT;
    public static final int ERR_RMA_SYNC = ErrorClass.RMA_SYNC;
    public static final int ERR_SERVICE = ErrorClass.SERVICE;
    public static final int ERR_SIZE = ErrorClass.SIZE;
    public static final int ERR_SPAWN = ErrorClass.SPAWN;
    public static final int ERR_UNSUPPORTED_DATAREP = ErrorClass.UNSUPPORTED_DATAREP;
    public static final int ERR_UNSUPPORTED_OPERATION = ErrorClass.UNSUPPORTED_OPERATION;
    public static final int ERR_WIN = ErrorClass.WIN;
    public static final int ERR_RMA_RANGE = ErrorClass.RMA_RANGE;
    public static final int ERR_RMA_ATTACH = ErrorClass.RMA_ATTACH;
    public static final int ERR_RMA_FLAVOR = ErrorClass.RMA_FLAVOR;
    public static final int ERR_LASTCODE = ErrorClass.LASTCODE;
    /** Open MPI 4.1's binding never sets this field (its C library has no MPI_ERR_SYSRESOURCE), so it reads 0. */
    public static final int ERR_SYSRESOURCE = 0;

    public static final Datatype DATATYPE_NULL = Datatype.predefined(BaseType.NONE);
    public static final Datatype BYTE = Datatype.predefined(BaseType.BYTE);
    /** Java char: two bytes. */
    public static final Datatype CHAR = Datatype.predefined(BaseType.CHAR);
    public static final Datatype SHORT = Datatype.predefined(BaseType.SHORT);
    public static final Datatype BOOLEAN = Datatype.predefined(BaseType.BOOLEAN);
    /** 32-bit int (MPI_INT32_T in Open MPI). */
    public static final Datatype INT = Datatype.predefined(BaseType.INT);
    /** 64-bit long (MPI_INT64_T in Open MPI). */
    public static final Datatype LONG = Datatype.predefined(BaseType.LONG);
    public static final Datatype FLOAT = Datatype.predefined(BaseType.FLOAT);
    public static final Datatype DOUBLE = Datatype.predefined(BaseType.DOUBLE);
    public static final Datatype PACKED = Datatype.predefined(BaseType.PACKED);
    /** Two floats; counted in floats. */
    public static final Datatype FLOAT_COMPLEX = Datatype.predefined("MPI_C_FLOAT_COMPLEX",
            TypeLayout.complex(BaseType.FLOAT));
    /** Two doubles; counted in doubles. */
    public static final Datatype DOUBLE_COMPLEX = Datatype.predefined("MPI_C_DOUBLE_COMPLEX",
            TypeLayout.complex(BaseType.DOUBLE));
    /** The pair types of MINLOC/MAXLOC, laid out as C structs and byte based (use byte buffers), as in Open MPI. */
    public static final Datatype INT2 = Datatype.predefined("MPI_2INT", TypeLayout.pair(BaseType.INT, BaseType.INT));
    public static final Datatype SHORT_INT = Datatype.predefined("MPI_SHORT_INT",
            TypeLayout.pair(BaseType.SHORT, BaseType.INT));
    public static final Datatype LONG_INT = Datatype.predefined("MPI_LONG_INT",
            TypeLayout.pair(BaseType.LONG, BaseType.INT));
    public static final Datatype FLOAT_INT = Datatype.predefined("MPI_FLOAT_INT",
            TypeLayout.pair(BaseType.FLOAT, BaseType.INT));
    public static final Datatype DOUBLE_INT = Datatype.predefined("MPI_DOUBLE_INT",
            TypeLayout.pair(BaseType.DOUBLE, BaseType.INT));

    public static final int MODE_NOCHECK = WindowAssert.MODE_NOCHECK;
    public static final int MODE_NOPRECEDE = WindowAssert.MODE_NOPRECEDE;
    public static final int MODE_NOPUT = WindowAssert.MODE_NOPUT;
    public static final int MODE_NOSTORE = WindowAssert.MODE_NOSTORE;
    public static final int MODE_NOSUCCEED = WindowAssert.MODE_NOSUCCEED;
    public static final int LOCK_EXCLUSIVE = WindowAssert.LOCK_EXCLUSIVE;
    public static final int LOCK_SHARED = WindowAssert.LOCK_SHARED;
    public static final int WIN_BASE = WindowAssert.WIN_BASE;
    public static final int WIN_SIZE = WindowAssert.WIN_SIZE;
    public static final int WIN_DISP_UNIT = WindowAssert.WIN_DISP_UNIT;
    public static final int WIN_CREATE_FLAVOR = WindowAssert.WIN_CREATE_FLAVOR;
    public static final int WIN_MODEL = WindowAssert.WIN_MODEL;
    public static final int WIN_FLAVOR_CREATE = WindowAssert.FLAVOR_CREATE;
    public static final int WIN_FLAVOR_ALLOCATE = WindowAssert.FLAVOR_ALLOCATE;
    public static final int WIN_FLAVOR_DYNAMIC = WindowAssert.FLAVOR_DYNAMIC;
    public static final int WIN_UNIFIED = WindowAssert.UNIFIED;

    public static final Op MAX = new Op(PredefinedOp.MAX);
    public static final Op MIN = new Op(PredefinedOp.MIN);
    public static final Op SUM = new Op(PredefinedOp.SUM);
    public static final Op PROD = new Op(PredefinedOp.PROD);
    public static final Op LAND = new Op(PredefinedOp.LAND);
    public static final Op BAND = new Op(PredefinedOp.BAND);
    public static final Op LOR = new Op(PredefinedOp.LOR);
    public static final Op BOR = new Op(PredefinedOp.BOR);
    public static final Op LXOR = new Op(PredefinedOp.LXOR);
    public static final Op BXOR = new Op(PredefinedOp.BXOR);
    public static final Op MINLOC = new Op(PredefinedOp.MINLOC);
    public static final Op MAXLOC = new Op(PredefinedOp.MAXLOC);
    /** For one-sided accumulates only. */
    public static final Op REPLACE = new Op(PredefinedOp.REPLACE);
    /** For one-sided accumulates only. */
    public static final Op NO_OP = new Op(PredefinedOp.NO_OP);

    /** Views of the MINLOC/MAXLOC pair types in byte buffers: {@code MPI.int2.getData(buffer, i).getValue()}. */
    public static final Int2 int2 = new Int2();
    public static final ShortInt shortInt = new ShortInt();
    public static final LongInt longInt = new LongInt();
    public static final FloatInt floatInt = new FloatInt();
    public static final DoubleInt doubleInt = new DoubleInt();

    /** No hints. */
    public static final Info INFO_NULL = Info.nullHandle();
    /** The environment of this rank's launch (command, argv, maxprocs, ...), filled by Init. */
    public static final Info INFO_ENV = Info.of(Map.of());

    public static final Errhandler ERRORS_ARE_FATAL = new Errhandler(ErrorMode.FATAL);
    public static final Errhandler ERRORS_RETURN = new Errhandler(ErrorMode.RETURN);

    public static final Request REQUEST_NULL = new Request(null);
    public static final Group GROUP_EMPTY = new Group(ProcessGroup.EMPTY);

    /** Bound to the runtime's communicators by Init, as Open MPI does. */
    public static final Intracomm COMM_WORLD = new Intracomm(null);
    public static final Intracomm COMM_SELF = new Intracomm(null);

    // MPI-IO (mpi.File, mpi.FileView; docs/mpi-io.md): access modes, seek positions and the view displacement.
    // Values as in Open MPI's mpi.h.
    public static final int MODE_CREATE = AccessMode.CREATE;
    public static final int MODE_RDONLY = AccessMode.RDONLY;
    public static final int MODE_WRONLY = AccessMode.WRONLY;
    public static final int MODE_RDWR = AccessMode.RDWR;
    public static final int MODE_DELETE_ON_CLOSE = AccessMode.DELETE_ON_CLOSE;
    public static final int MODE_UNIQUE_OPEN = AccessMode.UNIQUE_OPEN;
    public static final int MODE_EXCL = AccessMode.EXCL;
    public static final int MODE_APPEND = AccessMode.APPEND;
    public static final int MODE_SEQUENTIAL = AccessMode.SEQUENTIAL;
    public static final int DISPLACEMENT_CURRENT = View.DISPLACEMENT_CURRENT;
    public static final int SEEK_SET = Whence.SET;
    public static final int SEEK_CUR = Whence.CUR;
    public static final int SEEK_END = Whence.END;

    private MPI() {
    }

    /** The runtime of this rank, once MPI is initialised and not yet finalised. */
    static RankRuntime check() throws MPIException {
        RankRuntime runtime = ThisRank.installed();
        if (runtime == null || !runtime.isInitialized()) {
            throw new MPIException(ERR_OTHER, ERR_OTHER, "MPI is not initialized.");
        }
        if (runtime.isFinalized()) {
            throw new MPIException(ERR_OTHER, ERR_OTHER, "MPI is finalized.");
        }
        return runtime;
    }

    public static String[] Init(String[] args) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.INIT);
        try {
            start(THREAD_SINGLE);
            m.synchronizeClocks();
            return args;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.INIT);
        }
    }

    /** Returns the provided level of thread support: the required one (the runtime is thread safe). */
    public static int InitThread(String[] args, int required) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.INIT_THREAD);
        try {
            int provided = start(required);
            m.synchronizeClocks();
            return provided;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.INIT_THREAD);
        }
    }

    private static int start(int requiredThreadLevel) throws MPIException {
        RankRuntime runtime = ThisRank.current();
        if (runtime.isInitialized()) {
            throw new MPIException(ERR_OTHER, ERR_OTHER, "MPI is already initialized.");
        }
        int provided = runtime.init(requiredThreadLevel);
        COMM_WORLD.handle = runtime.world();
        COMM_SELF.handle = runtime.self();
        for (Map.Entry<String, String> entry : runtime.environment().entrySet()) {
            INFO_ENV.set(entry.getKey(), entry.getValue());
        }
        // Open MPI's MPI_Init ends with a fence over all processes (after the modex): no rank leaves it early.
        DataMovement.jobFence(runtime.world(), CollectiveKind.INIT);
        return provided;
    }

    public static int queryThread() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.QUERY_THREAD);
        try {
            return check().threadLevel();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.QUERY_THREAD);
        }
    }

    /** Whether the caller is the rank's main thread (the thread that runs main and called Init). */
    public static boolean isThreadMain() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.IS_THREAD_MAIN);
        try {
            return check().isMainThread(Thread.currentThread());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.IS_THREAD_MAIN);
        }
    }

    public static void Finalize() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FINALIZE);
        try {
            RankRuntime runtime = check();
            m.synchronizeClocks();
            runtime.finalizeRank();
            // As Open MPI's MPI_Finalize, wait for every process before tearing down.
            DataMovement.jobFence(runtime.world(), CollectiveKind.FINALIZE);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FINALIZE);
        }
    }

    public static boolean isInitialized() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.INITIALIZED);
        try {
            RankRuntime runtime = ThisRank.installed();
            return runtime != null && runtime.isInitialized();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.INITIALIZED);
        }
    }

    public static boolean isFinalized() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FINALIZED);
        try {
            RankRuntime runtime = ThisRank.installed();
            return runtime != null && runtime.isFinalized();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FINALIZED);
        }
    }

    /** Seconds since an arbitrary moment (this rank's start). */
    public static double wtime() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WTIME);
        try {
            return check().wtime();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WTIME);
        }
    }

    /** Resolution of {@link #wtime()}: System.nanoTime's nanosecond. */
    public static double wtick() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WTICK);
        try {
            check();
            return 1e-9;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WTICK);
        }
    }

    /** The emulated node this rank runs on. */
    public static String getProcessorName() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GET_PROCESSOR_NAME);
        try {
            return check().processorName();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GET_PROCESSOR_NAME);
        }
    }

    /** Attaches {@code buffer} for buffered sends; each message needs its size plus {@link #BSEND_OVERHEAD}. */
    public static void attachBuffer(byte[] buffer) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.BUFFER_ATTACH);
        try {
            check().attachBuffer(buffer);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.BUFFER_ATTACH);
        }
    }

    /** Waits until buffered messages have left the attached buffer, detaches it and returns it. */
    public static byte[] detachBuffer() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.BUFFER_DETACH);
        try {
            return check().detachBuffer();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.BUFFER_DETACH);
        }
    }

    /** MPI_Get_version: the MPI standard version implemented, MPI-3.1 like Open MPI 4.1. */
    public static Version getVersion() {
        return new Version(VERSION, SUBVERSION);
    }

    /** MPI_Get_library_version. */
    public static String getLibVersion() {
        return "Fenceline MPI for Java (the Open MPI 4.1 Java API) on an emulated SCI interconnect";
    }

    /** Profiling control; like Open MPI's binding, this runtime takes no action on it. */
    public static void pControl(int level, Object obj) {
    }

    /** A direct byte buffer in native byte order, as non-blocking calls require. */
    public static ByteBuffer newByteBuffer(int capacity) {
        return ByteBuffer.allocateDirect(capacity).order(ByteOrder.nativeOrder());
    }
    /** A direct char buffer of {@code capacity} elements in native byte order. */
    public static CharBuffer newCharBuffer(int capacity) {
        return ByteBuffer.allocateDirect(capacity * 2).order(ByteOrder.nativeOrder()).asCharBuffer();
    }
    /** A direct short buffer of {@code capacity} elements in native byte order. */
    public static ShortBuffer newShortBuffer(int capacity) {
        return ByteBuffer.allocateDirect(capacity * 2).order(ByteOrder.nativeOrder()).asShortBuffer();
    }
    /** A direct int buffer of {@code capacity} elements in native byte order. */
    public static IntBuffer newIntBuffer(int capacity) {
        return ByteBuffer.allocateDirect(capacity * 4).order(ByteOrder.nativeOrder()).asIntBuffer();
    }
    /** A direct long buffer of {@code capacity} elements in native byte order. */
    public static LongBuffer newLongBuffer(int capacity) {
        return ByteBuffer.allocateDirect(capacity * 8).order(ByteOrder.nativeOrder()).asLongBuffer();
    }
    /** A direct float buffer of {@code capacity} elements in native byte order. */
    public static FloatBuffer newFloatBuffer(int capacity) {
        return ByteBuffer.allocateDirect(capacity * 4).order(ByteOrder.nativeOrder()).asFloatBuffer();
    }
    /** A direct double buffer of {@code capacity} elements in native byte order. */
    public static DoubleBuffer newDoubleBuffer(int capacity) {
        return ByteBuffer.allocateDirect(capacity * 8).order(ByteOrder.nativeOrder()).asDoubleBuffer();
    }

    /** A buffer sharing {@code buf}'s content from element {@code offset} on (how Open MPI programs pass {@code &buf[offset]}). */
    public static ByteBuffer slice(ByteBuffer buf, int offset) {
        return BufferMemory.whole(buf).position(offset).slice().order(buf.order());
    }

    /** A heap buffer over {@code buf} from element {@code offset} on. */
    public static ByteBuffer slice(byte[] buf, int offset) {
        return ByteBuffer.wrap(buf, offset, buf.length - offset).slice().order(ByteOrder.nativeOrder());
    }
    /** A buffer sharing {@code buf}'s content from element {@code offset} on (how Open MPI programs pass {@code &buf[offset]}). */
    public static CharBuffer slice(CharBuffer buf, int offset) {
        return BufferMemory.whole(buf).position(offset).slice();
    }

    /** A heap buffer over {@code buf} from element {@code offset} on. */
    public static CharBuffer slice(char[] buf, int offset) {
        return CharBuffer.wrap(buf, offset, buf.length - offset).slice();
    }
    /** A buffer sharing {@code buf}'s content from element {@code offset} on (how Open MPI programs pass {@code &buf[offset]}). */
    public static ShortBuffer slice(ShortBuffer buf, int offset) {
        return BufferMemory.whole(buf).position(offset).slice();
    }

    /** A heap buffer over {@code buf} from element {@code offset} on. */
    public static ShortBuffer slice(short[] buf, int offset) {
        return ShortBuffer.wrap(buf, offset, buf.length - offset).slice();
    }
    /** A buffer sharing {@code buf}'s content from element {@code offset} on (how Open MPI programs pass {@code &buf[offset]}). */
    public static IntBuffer slice(IntBuffer buf, int offset) {
        return BufferMemory.whole(buf).position(offset).slice();
    }

    /** A heap buffer over {@code buf} from element {@code offset} on. */
    public static IntBuffer slice(int[] buf, int offset) {
        return IntBuffer.wrap(buf, offset, buf.length - offset).slice();
    }
    /** A buffer sharing {@code buf}'s content from element {@code offset} on (how Open MPI programs pass {@code &buf[offset]}). */
    public static LongBuffer slice(LongBuffer buf, int offset) {
        return BufferMemory.whole(buf).position(offset).slice();
    }

    /** A heap buffer over {@code buf} from element {@code offset} on. */
    public static LongBuffer slice(long[] buf, int offset) {
        return LongBuffer.wrap(buf, offset, buf.length - offset).slice();
    }
    /** A buffer sharing {@code buf}'s content from element {@code offset} on (how Open MPI programs pass {@code &buf[offset]}). */
    public static FloatBuffer slice(FloatBuffer buf, int offset) {
        return BufferMemory.whole(buf).position(offset).slice();
    }

    /** A heap buffer over {@code buf} from element {@code offset} on. */
    public static FloatBuffer slice(float[] buf, int offset) {
        return FloatBuffer.wrap(buf, offset, buf.length - offset).slice();
    }
    /** A buffer sharing {@code buf}'s content from element {@code offset} on (how Open MPI programs pass {@code &buf[offset]}). */
    public static DoubleBuffer slice(DoubleBuffer buf, int offset) {
        return BufferMemory.whole(buf).position(offset).slice();
    }

    /** A heap buffer over {@code buf} from element {@code offset} on. */
    public static DoubleBuffer slice(double[] buf, int offset) {
        return DoubleBuffer.wrap(buf, offset, buf.length - offset).slice();
    }
}
