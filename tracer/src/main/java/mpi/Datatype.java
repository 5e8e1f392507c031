package mpi;

import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.rank.ThisRank;
import org.fenceline.tracer.runtime.Attributes;
import org.fenceline.tracer.runtime.BaseType;
import org.fenceline.tracer.runtime.DataType;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.TypeLayout;
import org.fenceline.tracer.runtime.MpiError;

/**
 * An MPI datatype. As in Open MPI, bounds, extents and sizes are reported in elements of the base type
 * (MPI.DOUBLE.getExtent() is 1); createHVector, createHIndexed, createStruct and createResized take bytes, and
 * struct types are byte based.
 */
public final class Datatype implements Freeable, Cloneable {
    private DataType handle;

    Datatype(DataType handle) {
        this.handle = handle;
    }

    static Datatype predefined(BaseType base) {
        return new Datatype(DataType.predefined(base));
    }

    static Datatype predefined(String name, TypeLayout layout) {
        return new Datatype(DataType.predefined(name, layout));
    }

    /** The runtime handle behind {@code type}; a null or freed datatype is an MPI_ERR_TYPE error. */
    static DataType handleOf(Datatype type, String call) {
        if (type == null || type.handle == null) {
            throw ThisRank.current().error(ErrorClass.TYPE, call + ": datatype is "
                    + (type == null ? "null" : "MPI_DATATYPE_NULL or freed"));
        }
        return type.handle;
    }

    /** The runtime handle for a communication call, which reports a missing type itself. */
    static DataType forTransfer(Datatype type) {
        return type == null ? null : type.handle;
    }

    private DataType live(String call) {
        return handleOf(this, call);
    }

    /** The extent in bytes, as Struct lays fields out. */
    long extentBytes() throws MPIException {
        try {
            return live("MPI_Type_get_extent").layout().extent();
        } catch (MpiError e) {
            throw MPIException.of(e);
        }
    }

    public int getLb() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_GET_EXTENT);
        try {
            DataType t = live("MPI_Type_get_extent");
            return (int) (t.layout().lb() / t.unitBytes());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_GET_EXTENT);
        }
    }

    public int getExtent() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_GET_EXTENT);
        try {
            DataType t = live("MPI_Type_get_extent");
            return (int) (t.layout().extent() / t.unitBytes());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_GET_EXTENT);
        }
    }

    public int getTrueLb() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_GET_TRUE_EXTENT);
        try {
            DataType t = live("MPI_Type_get_true_extent");
            return (int) (t.layout().trueLb() / t.unitBytes());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_GET_TRUE_EXTENT);
        }
    }

    public int getTrueExtent() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_GET_TRUE_EXTENT);
        try {
            DataType t = live("MPI_Type_get_true_extent");
            return (int) (t.layout().trueExtent() / t.unitBytes());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_GET_TRUE_EXTENT);
        }
    }

    /** Number of base-type elements one item of this type holds. */
    public int getSize() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_SIZE);
        try {
            DataType t = live("MPI_Type_size");
            return (int) (t.layout().size() / t.unitBytes());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_SIZE);
        }
    }

    public void commit() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_COMMIT);
        try {
            live("MPI_Type_commit").commit();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_COMMIT);
        }
    }

    @Override
    public void free() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_FREE);
        try {
            live("MPI_Type_free").free("MPI_Type_free");
            handle = null;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_FREE);
        }
    }

    public boolean isNull() {
        return handle == null || handle.layout().base() == BaseType.NONE;
    }

    @Override
    public Datatype clone() {
        try {
            return dup();
        } catch (MPIException e) {
            // clone() cannot declare the checked exception; Open MPI's binding rethrows it unchecked as well.
            throw new RuntimeException(e.getMessage(), e);
        }
    }

    public Datatype dup() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_DUP);
        try {
            return new Datatype(live("MPI_Type_dup").dup());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_DUP);
        }
    }

    public void setName(String name) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_SET_NAME);
        try {
            live("MPI_Type_set_name").setName(name);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_SET_NAME);
        }
    }

    public String getName() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_GET_NAME);
        try {
            return live("MPI_Type_get_name").name();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_GET_NAME);
        }
    }

    public static int createKeyval() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_CREATE_KEYVAL);
        try {
            MPI.check();
            return Attributes.createKeyval(ThisRank.current(), Attributes.Kind.DATATYPE);
        } finally {
            m.exit(MpiRegion.TYPE_CREATE_KEYVAL);
        }
    }

    public static void freeKeyval(int keyval) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_FREE_KEYVAL);
        try {
            MPI.check();
            Attributes.freeKeyval(ThisRank.current(), Attributes.Kind.DATATYPE, keyval);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_FREE_KEYVAL);
        }
    }

    /** MPI_Type_set_attr: {@code value} must be Serializable; the type keeps a copy, which dup copies again. */
    public void setAttr(int keyval, Object value) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_SET_ATTR);
        try {
            DataType t = live("MPI_Type_set_attr");
            t.attributes().set(keyval, value, ThisRank.current(), t.name());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_SET_ATTR);
        }
    }

    /** MPI_Type_get_attr: a copy of the value set under {@code keyval}, or null. */
    public Object getAttr(int keyval) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_GET_ATTR);
        try {
            DataType t = live("MPI_Type_get_attr");
            return t.attributes().get(keyval, ThisRank.current(), t.name());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_GET_ATTR);
        }
    }

    public void deleteAttr(int keyval) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_DELETE_ATTR);
        try {
            DataType t = live("MPI_Type_delete_attr");
            t.attributes().delete(keyval, ThisRank.current(), t.name());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_DELETE_ATTR);
        }
    }

    public static Datatype createContiguous(int count, Datatype oldType) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_CONTIGUOUS);
        try {
            return new Datatype(DataType.contiguous(count, forTransfer(oldType)));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_CONTIGUOUS);
        }
    }

    public static Datatype createVector(int count, int blockLength, int stride, Datatype oldType)
            throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_VECTOR);
        try {
            return new Datatype(DataType.vector(count, blockLength, stride, forTransfer(oldType)));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_VECTOR);
        }
    }

    /** Stride in bytes. */
    public static Datatype createHVector(int count, int blockLength, int stride, Datatype oldType)
            throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_CREATE_HVECTOR);
        try {
            return new Datatype(DataType.hvector(count, blockLength, stride, forTransfer(oldType)));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_CREATE_HVECTOR);
        }
    }

    public static Datatype createIndexed(int[] blockLengths, int[] displacements, Datatype oldType)
            throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_INDEXED);
        try {
            return new Datatype(DataType.indexed(blockLengths, displacements, forTransfer(oldType)));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_INDEXED);
        }
    }

    /** Displacements in bytes. */
    public static Datatype createHIndexed(int[] blockLengths, int[] displacements, Datatype oldType)
            throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_CREATE_HINDEXED);
        try {
            return new Datatype(DataType.hindexed(blockLengths, displacements, forTransfer(oldType)));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_CREATE_HINDEXED);
        }
    }

    public static Datatype createIndexedBlock(int blockLength, int[] displacements, Datatype oldType)
            throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_CREATE_INDEXED_BLOCK);
        try {
            int[] lengths = new int[displacements == null ? 0 : displacements.length];
            java.util.Arrays.fill(lengths, blockLength);
            return new Datatype(DataType.indexed(lengths, displacements, forTransfer(oldType)));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_CREATE_INDEXED_BLOCK);
        }
    }

    /** Byte displacements; the new type is byte based, for use with byte buffers. */
    public static Datatype createStruct(int[] blockLengths, int[] displacements, Datatype[] types)
            throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_CREATE_STRUCT);
        try {
            DataType[] handles = null;
            if (types != null) {
                handles = new DataType[types.length];
                for (int i = 0; i < types.length; i++) {
                    handles[i] = forTransfer(types[i]);
                }
            }
            return new Datatype(DataType.struct(blockLengths, displacements, handles));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_CREATE_STRUCT);
        }
    }

    /** Lower bound and extent in bytes. */
    public static Datatype createResized(Datatype oldType, int lb, int extent) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_CREATE_RESIZED);
        try {
            return new Datatype(DataType.resized(forTransfer(oldType), lb, extent));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TYPE_CREATE_RESIZED);
        }
    }

    /**
     * MPI_Type_create_subarray (as the MPI standard defines it): the {@code subSizes} block at {@code starts} of an
     * array of {@code sizes} items of {@code oldType}, the array laid out in {@code order} (MPI.ORDER_C or
     * MPI.ORDER_FORTRAN). Its extent is the whole array; file views use it for a rank's block of a global array.
     */
    public static Datatype createSubarray(int[] sizes, int[] subSizes, int[] starts, int order, Datatype oldType)
            throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TYPE_CREATE_SUBARRAY);
        try {
            return new Datatype(DataType.subarray(sizes, subSizes, starts, order, forTransfer(oldType)));
        } finally {
            m.exit(MpiRegion.TYPE_CREATE_SUBARRAY);
        }
    }
}
