package mpi;

import java.nio.Buffer;
import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.runtime.DataType;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.ErrorMode;
import org.fenceline.tracer.runtime.MpiError;
import org.fenceline.tracer.runtime.RankRuntime;
import org.fenceline.tracer.runtime.io.DataAccess;
import org.fenceline.tracer.runtime.io.MpiFile;

/**
 * A file opened collectively by the members of a communicator (MPI_File), on the local file system, with the API of
 * Open MPI's Java bindings (docs/mpi-io.md). Blocking accesses take a Java array or an NIO buffer; the non-blocking
 * ones (iRead...) require a direct buffer. Offsets and file pointers count etypes of the view; counts are in items
 * of the buffer's datatype. A file's errors go to its own error handler, {@link MPI#ERRORS_RETURN} unless
 * {@link #setErrhandler} sets another.
 */
public final class File {
    private MpiFile handle;
    private FileView view = new FileView(0, MPI.BYTE, MPI.BYTE, "native");

    /** MPI_File_open with MPI_INFO_NULL: collective over {@code comm}. */
    public File(Comm comm, String filename, int amode) throws MPIException {
        this(comm, filename, amode, MPI.INFO_NULL);
    }

    /** MPI_File_open: collective over {@code comm}; all members give the same file name and amode. */
    public File(Comm comm, String filename, int amode, Info info) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_OPEN);
        try {
            handle = MpiFile.open(comm.live("MPI_File_open"), filename, amode, Info.entriesOf(info));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_OPEN);
        }
    }

    private MpiFile live(String call) throws MPIException {
        RankRuntime runtime = MPI.check();
        if (handle == null) {
            throw MpiFile.fileNullError(runtime, ErrorClass.FILE, call + ": the file is MPI_FILE_NULL (closed)");
        }
        return handle;
    }

    /** MPI_File_close: collective; the handle becomes MPI_FILE_NULL. */
    public void close() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_CLOSE);
        try {
            MpiFile f = live("MPI_File_close");
            handle = null;
            f.close("MPI_File_close");
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_CLOSE);
        }
    }

    /** MPI_File_delete with MPI_INFO_NULL. */
    public static void delete(String filename) throws MPIException {
        delete(filename, MPI.INFO_NULL);
    }

    /** MPI_File_delete: refuses a file some communicator has open (MPI.ERR_FILE_IN_USE). */
    public static void delete(String filename, Info info) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_DELETE);
        try {
            MpiFile.delete(MPI.check(), filename);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_DELETE);
        }
    }

    /** MPI_File_set_size: collective; truncates or extends the file to {@code size} bytes. */
    public void setSize(long size) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_SET_SIZE);
        try {
            live("MPI_File_set_size").setSize("MPI_File_set_size", size);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_SET_SIZE);
        }
    }

    /** MPI_File_preallocate: collective; the file grows to at least {@code size} bytes. */
    public void preallocate(long size) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_PREALLOCATE);
        try {
            live("MPI_File_preallocate").preallocate("MPI_File_preallocate", size);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_PREALLOCATE);
        }
    }

    /** Size of the file in bytes. */
    public long getSize() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_GET_SIZE);
        try {
            return live("MPI_File_get_size").size("MPI_File_get_size");
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_GET_SIZE);
        }
    }

    /** The group of the communicator that opened the file. */
    public Group getGroup() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_GET_GROUP);
        try {
            return new Group(live("MPI_File_get_group").group());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_GET_GROUP);
        }
    }

    public int getAMode() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_GET_AMODE);
        try {
            return live("MPI_File_get_amode").amode();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_GET_AMODE);
        }
    }

    /** Hints are kept and reported; none of them changes what this runtime does. */
    public void setInfo(Info info) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_SET_INFO);
        try {
            live("MPI_File_set_info").setInfo(Info.entriesOf(info));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_SET_INFO);
        }
    }

    public Info getInfo() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_GET_INFO);
        try {
            return Info.of(live("MPI_File_get_info").info());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_GET_INFO);
        }
    }

    /** MPI_File_set_view with MPI_INFO_NULL. */
    public void setView(long disp, Datatype etype, Datatype filetype, String datarep) throws MPIException {
        setView(disp, etype, filetype, datarep, MPI.INFO_NULL);
    }

    /**
     * MPI_File_set_view: collective; {@code disp} in bytes (or MPI.DISPLACEMENT_CURRENT for sequential files),
     * committed etype and filetype, data representation "native"; resets both file pointers to 0.
     */
    public void setView(long disp, Datatype etype, Datatype filetype, String datarep, Info info) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_SET_VIEW);
        try {
            live("MPI_File_set_view").setView("MPI_File_set_view", disp, Datatype.forTransfer(etype),
                    Datatype.forTransfer(filetype), datarep, Info.entriesOf(info));
            view = new FileView(disp, etype, filetype, datarep);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_SET_VIEW);
        }
    }

    /** The view last set (as given), or the initial one: bytes from 0. */
    public FileView getView() {
        return view;
    }

    /** Reads {@code count} items at etype {@code offset} of the view. */
    public Status readAt(long offset, Object buf, int count, Datatype type) throws MPIException {
        return access(MpiRegion.FILE_READ_AT, DataAccess.READ_AT, offset, buf, count, type);
    }

    /** Collective {@link #readAt}: returns once every member's read is done. */
    public Status readAtAll(long offset, Object buf, int count, Datatype type) throws MPIException {
        return access(MpiRegion.FILE_READ_AT_ALL, DataAccess.READ_AT_ALL, offset, buf, count, type);
    }

    /** Writes {@code count} items at etype {@code offset} of the view. */
    public Status writeAt(long offset, Object buf, int count, Datatype type) throws MPIException {
        return access(MpiRegion.FILE_WRITE_AT, DataAccess.WRITE_AT, offset, buf, count, type);
    }

    /** Collective {@link #writeAt}: returns once every member's write is done. */
    public Status writeAtAll(long offset, Object buf, int count, Datatype type) throws MPIException {
        return access(MpiRegion.FILE_WRITE_AT_ALL, DataAccess.WRITE_AT_ALL, offset, buf, count, type);
    }

    /** Non-blocking {@link #readAt}; {@code buf} must be direct. */
    public Request iReadAt(long offset, Buffer buf, int count, Datatype type) throws MPIException {
        return start(MpiRegion.FILE_IREAD_AT, DataAccess.READ_AT, offset, buf, count, type);
    }

    /** Non-blocking {@link #readAtAll}; {@code buf} must be direct. */
    public Request iReadAtAll(long offset, Buffer buf, int count, Datatype type) throws MPIException {
        return start(MpiRegion.FILE_IREAD_AT_ALL, DataAccess.READ_AT_ALL, offset, buf, count, type);
    }

    /** Non-blocking {@link #writeAt}; {@code buf} must be direct. */
    public Request iWriteAt(long offset, Buffer buf, int count, Datatype type) throws MPIException {
        return start(MpiRegion.FILE_IWRITE_AT, DataAccess.WRITE_AT, offset, buf, count, type);
    }

    /** Non-blocking {@link #writeAtAll}; {@code buf} must be direct. */
    public Request iWriteAtAll(long offset, Buffer buf, int count, Datatype type) throws MPIException {
        return start(MpiRegion.FILE_IWRITE_AT_ALL, DataAccess.WRITE_AT_ALL, offset, buf, count, type);
    }

    /** Reads {@code count} items at the individual file pointer, which moves past them. */
    public Status read(Object buf, int count, Datatype type) throws MPIException {
        return access(MpiRegion.FILE_READ, DataAccess.READ, 0, buf, count, type);
    }

    /** Collective {@link #read}. */
    public Status readAll(Object buf, int count, Datatype type) throws MPIException {
        return access(MpiRegion.FILE_READ_ALL, DataAccess.READ_ALL, 0, buf, count, type);
    }

    /** Writes {@code count} items at the individual file pointer, which moves past them. */
    public Status write(Object buf, int count, Datatype type) throws MPIException {
        return access(MpiRegion.FILE_WRITE, DataAccess.WRITE, 0, buf, count, type);
    }

    /** Collective {@link #write}. */
    public Status writeAll(Object buf, int count, Datatype type) throws MPIException {
        return access(MpiRegion.FILE_WRITE_ALL, DataAccess.WRITE_ALL, 0, buf, count, type);
    }

    /** Non-blocking {@link #read}; {@code buf} must be direct. */
    public Request iRead(Buffer buf, int count, Datatype type) throws MPIException {
        return start(MpiRegion.FILE_IREAD, DataAccess.READ, 0, buf, count, type);
    }

    /** Non-blocking {@link #readAll}; {@code buf} must be direct. */
    public Request iReadAll(Buffer buf, int count, Datatype type) throws MPIException {
        return start(MpiRegion.FILE_IREAD_ALL, DataAccess.READ_ALL, 0, buf, count, type);
    }

    /** Non-blocking {@link #write}; {@code buf} must be direct. */
    public Request iWrite(Buffer buf, int count, Datatype type) throws MPIException {
        return start(MpiRegion.FILE_IWRITE, DataAccess.WRITE, 0, buf, count, type);
    }

    /** Non-blocking {@link #writeAll}; {@code buf} must be direct. */
    public Request iWriteAll(Buffer buf, int count, Datatype type) throws MPIException {
        return start(MpiRegion.FILE_IWRITE_ALL, DataAccess.WRITE_ALL, 0, buf, count, type);
    }

    /** MPI_File_seek: moves the individual file pointer ({@code whence}: MPI.SEEK_SET, SEEK_CUR or SEEK_END). */
    public void seek(long offset, int whence) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_SEEK);
        try {
            live("MPI_File_seek").seek("MPI_File_seek", offset, whence);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_SEEK);
        }
    }

    /** The individual file pointer, in etypes of the view. */
    public long getPosition() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_GET_POSITION);
        try {
            return live("MPI_File_get_position").position();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_GET_POSITION);
        }
    }

    /** The absolute byte in the file of etype {@code offset} of the view. */
    public long getByteOffset(long offset) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_GET_BYTE_OFFSET);
        try {
            return live("MPI_File_get_byte_offset").byteOffset("MPI_File_get_byte_offset", offset);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_GET_BYTE_OFFSET);
        }
    }

    /** Reads at the shared file pointer, which moves past the items (members in any order). */
    public Status readShared(Object buf, int count, Datatype type) throws MPIException {
        return access(MpiRegion.FILE_READ_SHARED, DataAccess.READ_SHARED, 0, buf, count, type);
    }

    /** Writes at the shared file pointer, which moves past the items (members in any order). */
    public Status writeShared(Object buf, int count, Datatype type) throws MPIException {
        return access(MpiRegion.FILE_WRITE_SHARED, DataAccess.WRITE_SHARED, 0, buf, count, type);
    }

    /** Non-blocking {@link #readShared}; {@code buf} must be direct. */
    public Request iReadShared(Buffer buf, int count, Datatype type) throws MPIException {
        return start(MpiRegion.FILE_IREAD_SHARED, DataAccess.READ_SHARED, 0, buf, count, type);
    }

    /** Non-blocking {@link #writeShared}; {@code buf} must be direct. */
    public Request iWriteShared(Buffer buf, int count, Datatype type) throws MPIException {
        return start(MpiRegion.FILE_IWRITE_SHARED, DataAccess.WRITE_SHARED, 0, buf, count, type);
    }

    /** Collective read at the shared file pointer, the members' items following each other in rank order. */
    public Status readOrdered(Object buf, int count, Datatype type) throws MPIException {
        return access(MpiRegion.FILE_READ_ORDERED, DataAccess.READ_ORDERED, 0, buf, count, type);
    }

    /** Collective write at the shared file pointer, the members' items following each other in rank order. */
    public Status writeOrdered(Object buf, int count, Datatype type) throws MPIException {
        return access(MpiRegion.FILE_WRITE_ORDERED, DataAccess.WRITE_ORDERED, 0, buf, count, type);
    }

    /** MPI_File_seek_shared: collective; every member gives the same offset and whence. */
    public void seekShared(long offset, int whence) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_SEEK_SHARED);
        try {
            live("MPI_File_seek_shared").seekShared("MPI_File_seek_shared", offset, whence);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_SEEK_SHARED);
        }
    }

    /** The shared file pointer, in etypes of the view. */
    public long getPositionShared() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_GET_POSITION_SHARED);
        try {
            return live("MPI_File_get_position_shared").sharedPosition();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_GET_POSITION_SHARED);
        }
    }

    /** Begins a split collective {@link #readAtAll} (the whole access happens here, as MPI permits). */
    public void readAtAllBegin(long offset, Object buf, int count, Datatype type) throws MPIException {
        begin(MpiRegion.FILE_READ_AT_ALL_BEGIN, DataAccess.READ_AT_ALL, offset, buf, count, type);
    }

    /** Ends the split collective begun by {@link #readAtAllBegin}. */
    public Status readAtAllEnd(Object buf) throws MPIException {
        return end(MpiRegion.FILE_READ_AT_ALL_END, DataAccess.READ_AT_ALL);
    }

    /** Begins a split collective {@link #writeAtAll} (the whole access happens here, as MPI permits). */
    public void writeAtAllBegin(long offset, Object buf, int count, Datatype type) throws MPIException {
        begin(MpiRegion.FILE_WRITE_AT_ALL_BEGIN, DataAccess.WRITE_AT_ALL, offset, buf, count, type);
    }

    /** Ends the split collective begun by {@link #writeAtAllBegin}. */
    public Status writeAtAllEnd(Object buf) throws MPIException {
        return end(MpiRegion.FILE_WRITE_AT_ALL_END, DataAccess.WRITE_AT_ALL);
    }

    /** Begins a split collective {@link #readAll} (the whole access happens here, as MPI permits). */
    public void readAllBegin(Object buf, int count, Datatype type) throws MPIException {
        begin(MpiRegion.FILE_READ_ALL_BEGIN, DataAccess.READ_ALL, 0, buf, count, type);
    }

    /** Ends the split collective begun by {@link #readAllBegin}. */
    public Status readAllEnd(Object buf) throws MPIException {
        return end(MpiRegion.FILE_READ_ALL_END, DataAccess.READ_ALL);
    }

    /** Begins a split collective {@link #writeAll} (the whole access happens here, as MPI permits). */
    public void writeAllBegin(Object buf, int count, Datatype type) throws MPIException {
        begin(MpiRegion.FILE_WRITE_ALL_BEGIN, DataAccess.WRITE_ALL, 0, buf, count, type);
    }

    /** Ends the split collective begun by {@link #writeAllBegin}. */
    public Status writeAllEnd(Object buf) throws MPIException {
        return end(MpiRegion.FILE_WRITE_ALL_END, DataAccess.WRITE_ALL);
    }

    /** Begins a split collective {@link #readOrdered} (the whole access happens here, as MPI permits). */
    public void readOrderedBegin(Object buf, int count, Datatype type) throws MPIException {
        begin(MpiRegion.FILE_READ_ORDERED_BEGIN, DataAccess.READ_ORDERED, 0, buf, count, type);
    }

    /** Ends the split collective begun by {@link #readOrderedBegin}. */
    public Status readOrderedEnd(Object buf) throws MPIException {
        return end(MpiRegion.FILE_READ_ORDERED_END, DataAccess.READ_ORDERED);
    }

    /** Begins a split collective {@link #writeOrdered} (the whole access happens here, as MPI permits). */
    public void writeOrderedBegin(Object buf, int count, Datatype type) throws MPIException {
        begin(MpiRegion.FILE_WRITE_ORDERED_BEGIN, DataAccess.WRITE_ORDERED, 0, buf, count, type);
    }

    /** Ends the split collective begun by {@link #writeOrderedBegin}. */
    public Status writeOrderedEnd(Object buf) throws MPIException {
        return end(MpiRegion.FILE_WRITE_ORDERED_END, DataAccess.WRITE_ORDERED);
    }

    /** MPI_File_get_type_extent: in the native representation, the datatype's own extent (in its elements). */
    public int getTypeExtent(Datatype type) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_GET_TYPE_EXTENT);
        try {
            DataType t = Datatype.forTransfer(type);
            long bytes = live("MPI_File_get_type_extent").typeExtent("MPI_File_get_type_extent", t);
            return (int) (bytes / t.unitBytes());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_GET_TYPE_EXTENT);
        }
    }

    /** MPI_File_set_atomicity: collective; in atomic mode no two accesses to the file interleave. */
    public void setAtomicity(boolean atomicity) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_SET_ATOMICITY);
        try {
            live("MPI_File_set_atomicity").setAtomicity("MPI_File_set_atomicity", atomicity);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_SET_ATOMICITY);
        }
    }

    public boolean getAtomicity() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_GET_ATOMICITY);
        try {
            return live("MPI_File_get_atomicity").atomicity();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_GET_ATOMICITY);
        }
    }

    /** MPI_File_sync: collective; what this member wrote reaches the storage device. */
    public void sync() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_SYNC);
        try {
            live("MPI_File_sync").sync("MPI_File_sync");
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_SYNC);
        }
    }

    /** The handler for this file's errors: MPI.ERRORS_RETURN (the default for files) or MPI.ERRORS_ARE_FATAL. */
    public void setErrhandler(Errhandler errhandler) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_SET_ERRHANDLER);
        try {
            MpiFile f = live("MPI_File_set_errhandler");
            if (errhandler == null) {
                throw f.error("MPI_File_set_errhandler", ErrorClass.ARG, "errhandler is null");
            }
            f.setErrorMode(errhandler.mode());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_SET_ERRHANDLER);
        }
    }

    public Errhandler getErrhandler() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_GET_ERRHANDLER);
        try {
            return live("MPI_File_get_errhandler").errorMode() == ErrorMode.RETURN ? MPI.ERRORS_RETURN
                    : MPI.ERRORS_ARE_FATAL;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_GET_ERRHANDLER);
        }
    }

    /** Invokes this file's error handler for {@code errorCode} (MPI_File_call_errhandler). */
    public void callErrhandler(int errorCode) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FILE_CALL_ERRHANDLER);
        try {
            live("MPI_File_call_errhandler").callErrorHandler(errorCode, "error code " + errorCode);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FILE_CALL_ERRHANDLER);
        }
    }

    private Status access(MpiRegion region, DataAccess access, long offset, Object buf, int count, Datatype type)
            throws MPIException {
        Measurement m = Measurement.current();
        m.enter(region);
        try {
            return new Status(live(region.cName()).access(region.cName(), access, offset, buf, count,
                    Datatype.forTransfer(type)));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(region);
        }
    }

    private Request start(MpiRegion region, DataAccess access, long offset, Buffer buf, int count, Datatype type)
            throws MPIException {
        Measurement m = Measurement.current();
        m.enter(region);
        try {
            return new Request(live(region.cName()).start(region.cName(), access, offset, buf, count,
                    Datatype.forTransfer(type)));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(region);
        }
    }

    private void begin(MpiRegion region, DataAccess access, long offset, Object buf, int count, Datatype type)
            throws MPIException {
        Measurement m = Measurement.current();
        m.enter(region);
        try {
            live(region.cName()).begin(region.cName(), access, offset, buf, count, Datatype.forTransfer(type));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(region);
        }
    }

    private Status end(MpiRegion region, DataAccess access) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(region);
        try {
            return new Status(live(region.cName()).end(region.cName(), access));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(region);
        }
    }
}
