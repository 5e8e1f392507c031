package org.fenceline.tracer.runtime.io;

import java.io.IOException;
import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.fenceline.tracer.device.io.FileTable;
import org.fenceline.tracer.device.io.SharedFile;
import org.fenceline.tracer.runtime.Agreement;
import org.fenceline.tracer.runtime.CollectivePort;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.CommunicatorFactory;
import org.fenceline.tracer.runtime.DataType;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.ErrorHandling;
import org.fenceline.tracer.runtime.ErrorMode;
import org.fenceline.tracer.runtime.MpiConstants;
import org.fenceline.tracer.runtime.ProcessGroup;
import org.fenceline.tracer.runtime.RankRuntime;
import org.fenceline.tracer.runtime.RuntimeRequest;
import org.fenceline.tracer.runtime.StatusRecord;
import org.fenceline.tracer.runtime.TypedData;

/**
 * One rank's handle of a file its communicator opened together (MPI_File): the view, the individual file pointer,
 * atomicity, hints and the error handler, over the job-wide {@link SharedFile}. Like ROMIO, the file keeps a
 * duplicate of the opening communicator: collective calls agree on it without touching the program's traffic,
 * and its error mode is the file's error handler (MPI_ERRORS_RETURN unless the program sets another). Every
 * error message names the call and the file's path.
 */
public final class MpiFile {
    private final Communicator comm;
    private final SharedFile shared;
    private final Path path;
    private final int amode;
    private final Map<String, String> info;
    private View view = View.initial();
    /** In etypes of the view. */
    private long individualPointer;
    /** Collective steps on the shared pointer taken so far: every member numbers them alike. */
    private long steps;
    private boolean atomic;
    /** The split collective begun and not yet ended, or null. */
    private Split split;

    /** A split collective's outcome: this runtime does the whole access at the begin call. */
    private record Split(DataAccess access, StatusRecord status) {
    }

    private MpiFile(Communicator comm, SharedFile shared, Path path, int amode, Map<String, String> info) {
        this.comm = comm;
        this.shared = shared;
        this.path = path;
        this.amode = amode;
        this.info = new LinkedHashMap<>(info);
        this.individualPointer = shared.startPointer();
    }

    // ---- opening, closing, deleting ----

    /** MPI_File_open: collective over {@code parent}; every member gives the same file name and amode. */
    public static MpiFile open(Communicator parent, String filename, int amode, Map<String, String> info) {
        String call = "MPI_File_open";
        String label = call + "(" + filename + ")";
        parent.checkUsable(call);
        RankRuntime runtime = parent.runtime();
        if (parent.isInter()) {
            throw fileNullError(runtime, ErrorClass.COMM, label + ": files are opened over an intracommunicator");
        }
        if (filename == null) {
            throw fileNullError(runtime, ErrorClass.BAD_FILE, call + ": the file name is null");
        }
        Communicator comm = CommunicatorFactory.dup(parent);
        // Until the program sets the file's handler, errors go to MPI_FILE_NULL's: MPI_ERRORS_RETURN.
        comm.setErrorMode(ErrorMode.RETURN);
        try {
            requireSame(comm, label, "the file name", filename.hashCode());
            requireSame(comm, label, "amode", amode);
            String problem = AccessMode.problem(amode);
            if (problem != null) {
                throw comm.error(ErrorClass.AMODE, label + ": " + problem);
            }
            Path path = resolve(runtime, label, filename);
            int[] worldRanks = new int[comm.size()];
            for (int r = 0; r < worldRanks.length; r++) {
                worldRanks[r] = comm.group().worldRank(r);
            }
            // The same on every member: the agreed context of the file's communicator, and its group.
            String key = comm.contextId() + ":" + Arrays.toString(worldRanks);
            SharedFile shared = FileTable.of(runtime.device()).join(key, comm.size(), path, AccessMode.options(amode),
                    AccessMode.is(amode, AccessMode.DELETE_ON_CLOSE), AccessMode.is(amode, AccessMode.APPEND));
            if (shared.failure() != null) {
                throw comm.error(errorClassOf(shared.failure()), label + ": " + describe(shared.failure(), amode));
            }
            return new MpiFile(comm, shared, path, amode, info);
        } catch (RuntimeException e) {
            comm.free(call);
            throw e;
        }
    }

    /** MPI_File_close: collective; the last member to close closes the file (and deletes it if so opened). */
    public void close(String call) {
        String label = label(call);
        synchronize(label);
        try {
            shared.leave();
        } catch (IOException e) {
            throw ioError(label, e);
        } finally {
            comm.free(call);
        }
    }

    /** MPI_File_delete: not collective; a file some communicator still has open is refused. */
    public static void delete(RankRuntime runtime, String filename) {
        String call = "MPI_File_delete";
        String label = call + "(" + filename + ")";
        if (filename == null) {
            throw fileNullError(runtime, ErrorClass.BAD_FILE, call + ": the file name is null");
        }
        Path path = resolve(runtime, label, filename);
        if (FileTable.of(runtime.device()).isOpen(path)) {
            throw fileNullError(runtime, ErrorClass.FILE_IN_USE, label + ": the file is open; close it first");
        }
        try {
            Files.delete(path);
        } catch (IOException e) {
            throw fileNullError(runtime, errorClassOf(e), label + ": " + describe(e, 0));
        }
    }

    /** An error on MPI_FILE_NULL (opening, deleting, a closed handle): its handler is MPI_ERRORS_RETURN. */
    public static RuntimeException fileNullError(RankRuntime runtime, int errorClass, String message) {
        return ErrorHandling.raise(runtime, ErrorMode.RETURN, errorClass, message);
    }

    private static Path resolve(RankRuntime runtime, String label, String filename) {
        Path path;
        try {
            path = Path.of(filename).toAbsolutePath().normalize();
        } catch (InvalidPathException e) {
            throw fileNullError(runtime, ErrorClass.BAD_FILE, label + ": not a valid path (" + e.getReason() + ")");
        }
        if (Files.isDirectory(path)) {
            throw fileNullError(runtime, ErrorClass.BAD_FILE, label + ": " + path + " is a directory");
        }
        return path;
    }

    private static int errorClassOf(IOException e) {
        if (e instanceof NoSuchFileException) {
            return ErrorClass.NO_SUCH_FILE;
        } else if (e instanceof FileAlreadyExistsException) {
            return ErrorClass.FILE_EXISTS;
        } else if (e instanceof AccessDeniedException) {
            return ErrorClass.ACCESS;
        } else if (e instanceof FileSystemException f && "Read-only file system".equals(f.getReason())) {
            return ErrorClass.READ_ONLY;
        }
        return ErrorClass.IO;
    }

    private static String describe(IOException e, int amode) {
        if (e instanceof NoSuchFileException) {
            return AccessMode.is(amode, AccessMode.CREATE) ? "no such directory" : "no such file";
        } else if (e instanceof FileAlreadyExistsException) {
            return "the file exists and MPI.MODE_EXCL was given";
        } else if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        return e.getClass().getSimpleName() + ": " + e.getMessage();
    }

    // ---- data access ----

    /** A blocking data access; a collective one returns once every member's transfer is done. */
    public StatusRecord access(String call, DataAccess access, long offset, Object buf, int count, DataType type) {
        String label = label(call);
        long moved = transfer(label, access, offset, buf, count, type);
        if (access.collective()) {
            synchronize(label);
        }
        return status(moved);
    }

    /**
     * A non-blocking data access (MPI_File_i...): the local file system completes it while it starts, so the
     * request is complete at once; a collective one therefore never waits for the other members.
     */
    public RuntimeRequest start(String call, DataAccess access, long offset, Buffer buf, int count, DataType type) {
        String label = label(call);
        CollectivePort.requireDirect(label, buf);
        long moved = transfer(label, access, offset, buf, count, type);
        return RuntimeRequest.started(comm, label, new CompletedAccess(comm.runtime().worldRank(), moved));
    }

    /** The begin call of a split collective: MPI allows doing the whole blocking collective here. */
    public void begin(String call, DataAccess access, long offset, Object buf, int count, DataType type) {
        String label = label(call);
        if (split != null) {
            throw comm.error(ErrorClass.IO, label + ": a split collective is already in progress on this file");
        }
        split = new Split(access, access(call, access, offset, buf, count, type));
    }

    /** The end call of a split collective: the status of the access its begin call did. */
    public StatusRecord end(String call, DataAccess access) {
        if (split == null || split.access() != access) {
            throw comm.error(ErrorClass.IO, label(call) + ": no matching begin call is in progress on this file");
        }
        StatusRecord status = split.status();
        split = null;
        return status;
    }

    private long transfer(String label, DataAccess access, long offset, Object buf, int count, DataType type) {
        checkPermitted(label, access);
        TypedData data = TypedData.of(comm, label, "buf", buf, 0, count, type, !access.writes());
        long etypeBytes = view.etypeBytes();
        if (data.bytes() % etypeBytes != 0) {
            throw comm.error(ErrorClass.TYPE, label + ": " + count + " items of " + type.name() + " (" + data.bytes()
                    + " bytes) are no whole number of etypes " + view.etype().name() + " (" + etypeBytes + " bytes)");
        }
        long etypes = data.bytes() / etypeBytes;
        long start = switch (access.positioning()) {
            case EXPLICIT_OFFSET -> nonNegative(label, "offset", offset);
            case INDIVIDUAL_POINTER -> individualPointer;
            case SHARED_POINTER -> access.collective() ? orderedStart(label, etypes) : shared.claim(etypes);
        };
        long moved = access.writes() ? write(label, start, data) : read(label, start, data);
        if (access.positioning() == DataAccess.Positioning.INDIVIDUAL_POINTER) {
            individualPointer = start + moved / etypeBytes;
        }
        return moved;
    }

    private void checkPermitted(String label, DataAccess access) {
        if (access.writes() && AccessMode.is(amode, AccessMode.RDONLY)) {
            throw comm.error(ErrorClass.READ_ONLY, label + ": the file was opened MPI.MODE_RDONLY");
        }
        if (!access.writes() && AccessMode.is(amode, AccessMode.WRONLY)) {
            throw comm.error(ErrorClass.ACCESS, label + ": the file was opened MPI.MODE_WRONLY");
        }
        if (AccessMode.is(amode, AccessMode.SEQUENTIAL)
                && access.positioning() != DataAccess.Positioning.SHARED_POINTER) {
            throw comm.error(ErrorClass.UNSUPPORTED_OPERATION, label + ": the file was opened "
                    + "MPI.MODE_SEQUENTIAL, so only the shared file pointer may access it");
        }
    }

    /** Ordered access: the members' data follow each other in rank order from the shared pointer, which moves past all. */
    private long orderedStart(String label, long etypes) {
        long[][] counts = gather(comm, label, etypes);
        long before = 0;
        long total = 0;
        for (int r = 0; r < counts.length; r++) {
            before += r < comm.rank() ? counts[r][0] : 0;
            total += counts[r][0];
        }
        long all = total;
        return shared.step(steps++, pointer -> pointer + all).before() + before;
    }

    private long write(String label, long start, TypedData data) {
        View.Regions regions = view.regions(start, data.bytes());
        try {
            shared.write(regions.positions(), regions.lengths(), data.pack(), atomic);
        } catch (IOException e) {
            throw ioError(label, e);
        }
        return data.bytes();
    }

    private long read(String label, long start, TypedData data) {
        View.Regions regions = view.regions(start, data.bytes());
        ByteBuffer packed = TypedData.allocate(data.bytes());
        long read;
        try {
            read = shared.read(regions.positions(), regions.lengths(), packed, atomic);
        } catch (IOException e) {
            throw ioError(label, e);
        }
        if (read < data.bytes()) {
            // The end of file came first: the buffer keeps what it held beyond the bytes read.
            ByteBuffer kept = data.pack();
            kept.put(0, packed, 0, (int) read);
            packed = kept;
        }
        data.unpackFrom(packed.clear());
        return read;
    }

    private static StatusRecord status(long bytes) {
        return new StatusRecord(MpiConstants.ANY_SOURCE, MpiConstants.ANY_TAG, ErrorClass.SUCCESS, bytes, false,
                MpiConstants.UNDEFINED);
    }

    // ---- views and file pointers ----

    /** MPI_File_set_view: collective; resets the individual and the shared file pointers to 0. */
    public void setView(String call, long disp, DataType etype, DataType filetype, String datarep,
            Map<String, String> hints) {
        String label = label(call);
        if (!View.NATIVE.equals(datarep)) {
            throw comm.error(ErrorClass.UNSUPPORTED_DATAREP, label + ": data representation \"" + datarep
                    + "\" is not supported; use \"native\"");
        }
        checkViewType(label, "etype", etype);
        checkViewType(label, "filetype", filetype);
        String problem = View.tilingProblem(etype, filetype);
        if (problem != null) {
            throw comm.error(ErrorClass.TYPE, label + ": " + problem);
        }
        boolean current = disp == View.DISPLACEMENT_CURRENT;
        if (current && !AccessMode.is(amode, AccessMode.SEQUENTIAL)) {
            throw comm.error(ErrorClass.ARG, label + ": MPI.DISPLACEMENT_CURRENT is only for files opened "
                    + "MPI.MODE_SEQUENTIAL");
        }
        if (!current) {
            nonNegative(label, "disp", disp);
        }
        requireSame(comm, label, "the etype size", etype.layout().size());
        long before = shared.step(steps++, pointer -> 0).before();
        view = new View(current ? view.byteOffset(before) : disp, etype, filetype);
        individualPointer = 0;
        info.putAll(hints);
    }

    private void checkViewType(String label, String argument, DataType type) {
        if (type == null) {
            throw comm.error(ErrorClass.TYPE, label + ": " + argument + " is null");
        }
        if (type.isFreed()) {
            throw comm.error(ErrorClass.TYPE, label + ": " + argument + " " + type.name() + " has been freed");
        }
        if (!type.isCommitted()) {
            throw comm.error(ErrorClass.TYPE, label + ": " + argument + " " + type.name()
                    + " is not committed; call commit() first");
        }
    }

    /** MPI_File_seek: moves the individual file pointer. */
    public void seek(String call, long offset, int whence) {
        String label = label(call);
        if (AccessMode.is(amode, AccessMode.SEQUENTIAL)) {
            throw comm.error(ErrorClass.UNSUPPORTED_OPERATION, label + ": the file was opened MPI.MODE_SEQUENTIAL");
        }
        checkWhence(label, whence);
        long target = Whence.resolve(whence, offset, individualPointer, endOfFile(label));
        individualPointer = nonNegative(label, "the resulting offset", target);
    }

    /** MPI_File_seek_shared: collective; every member gives the same offset and whence. */
    public void seekShared(String call, long offset, int whence) {
        String label = label(call);
        checkWhence(label, whence);
        requireSame(comm, label, "offset and whence", offset, whence);
        long end = endOfFile(label);
        SharedFile.Step step = shared.step(steps++, pointer -> Whence.resolve(whence, offset, pointer, end));
        nonNegative(label, "the resulting offset", step.after());
    }

    private void checkWhence(String label, int whence) {
        if (!Whence.isValid(whence)) {
            throw comm.error(ErrorClass.ARG, label + ": whence=" + whence
                    + " is none of MPI.SEEK_SET, MPI.SEEK_CUR and MPI.SEEK_END");
        }
    }

    /** The end of file as an offset of the view (where MPI_SEEK_END counts from). */
    private long endOfFile(String label) {
        return view.offsetAt(sizeOf(label));
    }

    public long position() {
        return individualPointer;
    }

    public long sharedPosition() {
        return shared.sharedPointer();
    }

    /** MPI_File_get_byte_offset: the absolute byte of a view offset. */
    public long byteOffset(String call, long offset) {
        return view.byteOffset(nonNegative(label(call), "offset", offset));
    }

    /** MPI_File_get_type_extent in the file's data representation (native: the type's own extent), in bytes. */
    public long typeExtent(String call, DataType type) {
        if (type == null || type.isFreed()) {
            throw comm.error(ErrorClass.TYPE, label(call) + ": the datatype is null or freed");
        }
        return type.layout().extent();
    }

    // ---- size, consistency, queries ----

    public long size(String call) {
        return sizeOf(label(call));
    }

    private long sizeOf(String label) {
        try {
            return shared.size();
        } catch (IOException e) {
            throw ioError(label, e);
        }
    }

    /** MPI_File_set_size: collective; truncates or extends the file. */
    public void setSize(String call, long size) {
        resize(call, size, false);
    }

    /** MPI_File_preallocate: collective; extends the file to at least {@code size} bytes. */
    public void preallocate(String call, long size) {
        resize(call, size, true);
    }

    /** Every member applies the same idempotent change, then they wait for each other. */
    private void resize(String call, long size, boolean keepLarger) {
        String label = label(call);
        if (AccessMode.is(amode, AccessMode.RDONLY)) {
            throw comm.error(ErrorClass.READ_ONLY, label + ": the file was opened MPI.MODE_RDONLY");
        }
        nonNegative(label, "size", size);
        requireSame(comm, label, "size", size);
        try {
            if (keepLarger) {
                shared.preallocate(size);
            } else {
                shared.resize(size);
            }
        } catch (IOException e) {
            throw ioError(label, e);
        }
        synchronize(label);
    }

    /** MPI_File_sync: collective; what this member wrote reaches the storage device. */
    public void sync(String call) {
        String label = label(call);
        try {
            shared.force();
        } catch (IOException e) {
            throw ioError(label, e);
        }
        synchronize(label);
    }

    /** MPI_File_set_atomicity: collective; every member gives the same mode. */
    public void setAtomicity(String call, boolean atomicity) {
        requireSame(comm, label(call), "atomicity", atomicity ? 1 : 0);
        atomic = atomicity;
    }

    public boolean atomicity() {
        return atomic;
    }

    public ProcessGroup group() {
        return comm.group();
    }

    public int amode() {
        return amode;
    }

    /** MPI_File_get_info: the hints given; none of them changes what this runtime does. */
    public Map<String, String> info() {
        return new LinkedHashMap<>(info);
    }

    public void setInfo(Map<String, String> hints) {
        info.putAll(hints);
    }

    public ErrorMode errorMode() {
        return comm.errorMode();
    }

    public void setErrorMode(ErrorMode mode) {
        comm.setErrorMode(mode);
    }

    /**
     * MPI_File_call_errhandler: the file's handler acts on {@code errorCode}; under MPI_ERRORS_RETURN the call
     * returns (MPI_SUCCESS), as Open MPI's does.
     */
    public void callErrorHandler(int errorCode, String problem) {
        comm.callErrorHandler(errorCode, label("MPI_File_call_errhandler") + ": " + problem);
    }

    /** The exception for an error of {@code call} on this file, after the file's error handler has acted. */
    public RuntimeException error(String call, int errorClass, String problem) {
        return comm.error(errorClass, label(call) + ": " + problem);
    }

    // ---- collective agreement ----

    /** The call and the file, as every message names them. */
    private String label(String call) {
        return call + "(" + path + ")";
    }

    private RuntimeException ioError(String label, IOException e) {
        return comm.error(errorClassOf(e), label + ": " + describe(e, amode));
    }

    private long nonNegative(String label, String what, long value) {
        if (value < 0) {
            throw comm.error(ErrorClass.ARG, label + ": " + what + "=" + value + " must not be negative");
        }
        return value;
    }

    /** Waits until every member has reached this call. */
    private void synchronize(String label) {
        gather(comm, label);
    }

    /** Every member's {@code values}, indexed by rank; also a barrier. */
    private static long[][] gather(Communicator comm, String label, long... values) {
        int[] mine = new int[Math.max(1, 2 * values.length)];
        for (int i = 0; i < values.length; i++) {
            mine[2 * i] = (int) (values[i] >>> 32);
            mine[2 * i + 1] = (int) values[i];
        }
        int[][] all = Agreement.allGather(comm, label, mine);
        long[][] result = new long[all.length][values.length];
        for (int r = 0; r < all.length; r++) {
            for (int i = 0; i < values.length; i++) {
                result[r][i] = (long) all[r][2 * i] << 32 | (all[r][2 * i + 1] & 0xFFFFFFFFL);
            }
        }
        return result;
    }

    /** Collective argument check: every member passes the same values, or every member raises MPI_ERR_NOT_SAME. */
    private static void requireSame(Communicator comm, String label, String what, long... values) {
        long[][] all = gather(comm, label, values);
        for (int r = 1; r < all.length; r++) {
            if (!Arrays.equals(all[0], all[r])) {
                throw comm.error(ErrorClass.NOT_SAME, label + ": " + what + " differs between the ranks (rank 0: "
                        + Arrays.toString(all[0]) + ", rank " + r + ": " + Arrays.toString(all[r]) + ")");
            }
        }
    }
}
