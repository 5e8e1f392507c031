package org.fenceline.tracer.runtime;

/**
 * An MPI datatype handle as one rank holds it: its typemap, whether it was committed or freed, and its name.
 * Predefined types are committed from the start and cannot be freed.
 */
public final class DataType {
    private final TypeLayout layout;
    private final boolean predefined;
    private volatile boolean committed;
    private volatile boolean freed;
    private volatile String name;
    private volatile Attributes attributes = new Attributes(Attributes.Kind.DATATYPE);

    private DataType(TypeLayout layout, boolean predefined, String name) {
        this.layout = layout;
        this.predefined = predefined;
        this.committed = predefined;
        this.name = name;
    }

    public static DataType predefined(String name, TypeLayout layout) {
        return new DataType(layout, true, name);
    }

    public static DataType predefined(BaseType base) {
        return predefined(base.mpiName(), TypeLayout.predefined(base));
    }

    public TypeLayout layout() {
        return layout;
    }

    public String name() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    /** Unit of counts and extents the facade reports, in bytes: Open MPI divides by the base type's size. */
    public int unitBytes() {
        return layout.base().bytes();
    }

    public Attributes attributes() {
        return attributes;
    }

    public void commit() {
        committed = true;
    }

    public void free(String call) {
        if (predefined) {
            throw MpiError.forWorld(ErrorClass.TYPE, call + ": predefined datatype " + name
                    + " cannot be freed");
        }
        freed = true;
    }

    public boolean isFreed() {
        return freed;
    }

    public boolean isCommitted() {
        return committed;
    }

    /** MPI_Type_dup: same typemap, committed like the original, with a copy of every attribute. */
    public DataType dup() {
        DataType copy = new DataType(layout, false, name);
        copy.committed = committed;
        copy.attributes = attributes.copy();
        return copy;
    }

    /** Refuses a freed type, and an uncommitted one for communication. */
    void checkUsableForTransfer(Communicator scope, String call, String argument) {
        if (freed) {
            throw scope.error(ErrorClass.TYPE, call + ": " + argument + " (" + name + ") has been freed");
        }
        if (!committed) {
            throw scope.error(ErrorClass.TYPE, call + ": " + argument + " (" + name
                    + ") is not committed; call commit() first");
        }
    }

    /** Refuses a freed type given to a type constructor. */
    static void checkConstructible(String call, String argument, DataType type) {
        if (type == null || type.freed) {
            throw MpiError.forWorld(ErrorClass.TYPE, call + ": " + argument + " is "
                    + (type == null ? "null" : "freed"));
        }
    }

    public static DataType derived(TypeLayout layout) {
        return new DataType(layout, false, "");
    }

    public static DataType contiguous(int count, DataType old) {
        String call = "MPI_Type_contiguous";
        checkConstructible(call, "oldType", old);
        nonNegative(call, "count", count);
        return derived(TypeLayout.contiguous(count, old.layout));
    }

    public static DataType vector(int count, int blockLength, int stride, DataType old) {
        return stridedBlocks("MPI_Type_vector", count, blockLength, stride, old, true);
    }

    /** The stride is in bytes (MPI_Type_create_hvector). */
    public static DataType hvector(int count, int blockLength, int strideBytes, DataType old) {
        return stridedBlocks("MPI_Type_create_hvector", count, blockLength, strideBytes, old, false);
    }

    private static DataType stridedBlocks(String call, int count, int blockLength, int stride, DataType old,
            boolean inOldExtents) {
        checkConstructible(call, "oldType", old);
        long strideUnit = inOldExtents ? old.layout.extent() : 1;
        nonNegative(call, "count", count);
        nonNegative(call, "blockLength", blockLength);
        return derived(TypeLayout.stridedBlocks(count, blockLength, stride * strideUnit, old.layout));
    }

    public static DataType indexed(int[] blockLengths, int[] displacements, DataType old) {
        return placedBlocks("MPI_Type_indexed", blockLengths, displacements, old, true);
    }

    /** Displacements are in bytes (MPI_Type_create_hindexed). */
    public static DataType hindexed(int[] blockLengths, int[] displacements, DataType old) {
        return placedBlocks("MPI_Type_create_hindexed", blockLengths, displacements, old, false);
    }

    private static DataType placedBlocks(String call, int[] blockLengths, int[] displacements, DataType old,
            boolean inOldExtents) {
        checkConstructible(call, "oldType", old);
        long unit = inOldExtents ? old.layout.extent() : 1;
        sameLength(call, blockLengths, displacements, "displacements");
        long[] bytes = new long[displacements.length];
        for (int i = 0; i < bytes.length; i++) {
            nonNegative(call, "blockLengths[" + i + "]", blockLengths[i]);
            bytes[i] = displacements[i] * unit;
        }
        return derived(TypeLayout.placedBlocks(blockLengths, bytes, old.layout));
    }

    /** Byte displacements; the result is byte based, as in Open MPI (use it with byte buffers). */
    public static DataType struct(int[] blockLengths, int[] displacements, DataType[] types) {
        String call = "MPI_Type_create_struct";
        sameLength(call, blockLengths, displacements, "displacements");
        if (types == null || types.length != blockLengths.length) {
            throw MpiError.forWorld(ErrorClass.ARG, call + ": types must have "
                    + blockLengths.length + " entries like blockLengths");
        }
        long[] bytes = new long[displacements.length];
        TypeLayout[] layouts = new TypeLayout[types.length];
        for (int i = 0; i < bytes.length; i++) {
            nonNegative(call, "blockLengths[" + i + "]", blockLengths[i]);
            checkConstructible(call, "types[" + i + "]", types[i]);
            bytes[i] = displacements[i];
            layouts[i] = types[i].layout;
        }
        return derived(TypeLayout.struct(blockLengths, bytes, layouts));
    }

    /** Lower bound and extent in bytes, as Open MPI passes them to MPI_Type_create_resized. */
    public static DataType resized(DataType old, int lbBytes, int extentBytes) {
        checkConstructible("MPI_Type_create_resized", "oldType", old);
        return derived(TypeLayout.resized(old.layout, lbBytes, extentBytes));
    }

    // ---- MPI_Type_create_subarray: the usual filetype of a rank's block of a distributed array ----

    /** Element order of the array, valued as in Open MPI's mpi.h: the last index varies fastest (C). */
    public static final int ORDER_C = 0;
    /** The first index varies fastest. */
    public static final int ORDER_FORTRAN = 1;

    /**
     * The block of {@code subSizes} elements at {@code starts} of an array of {@code sizes} elements of {@code old}.
     * Its lower bound is 0 and its extent the whole array, so copies of it tile consecutive arrays.
     */
    public static DataType subarray(int[] sizes, int[] subSizes, int[] starts, int order, DataType old) {
        String call = "MPI_Type_create_subarray";
        checkConstructible(call, "oldType", old);
        if (sizes == null || subSizes == null || starts == null || sizes.length == 0
                || subSizes.length != sizes.length || starts.length != sizes.length) {
            throw MpiError.forWorld(ErrorClass.ARG, call + ": sizes, subSizes and starts must be "
                    + "non-empty arrays of the same length");
        }
        if (order != ORDER_C && order != ORDER_FORTRAN) {
            throw MpiError.forWorld(ErrorClass.ARG, call + ": order=" + order
                    + " is neither MPI.ORDER_C nor MPI.ORDER_FORTRAN");
        }
        int dims = sizes.length;
        for (int d = 0; d < dims; d++) {
            if (sizes[d] < 1 || subSizes[d] < 1 || starts[d] < 0 || starts[d] + subSizes[d] > sizes[d]) {
                throw MpiError.forWorld(ErrorClass.ARG, call + ": dimension " + d + " (size "
                        + sizes[d] + ", subSize " + subSizes[d] + ", start " + starts[d] + ") needs 1 <= subSize "
                        + "and 0 <= start <= size - subSize");
            }
        }
        // From the slowest-varying dimension to the fastest: as given in C order, reversed in Fortran order.
        int[] size = new int[dims];
        int[] sub = new int[dims];
        int[] start = new int[dims];
        for (int d = 0; d < dims; d++) {
            int from = order == ORDER_C ? d : dims - 1 - d;
            size[d] = sizes[from];
            sub[d] = subSizes[from];
            start[d] = starts[from];
        }
        long[] stride = new long[dims];
        stride[dims - 1] = 1;
        for (int d = dims - 2; d >= 0; d--) {
            stride[d] = stride[d + 1] * size[d + 1];
        }
        int rows = 1;
        for (int d = 0; d < dims - 1; d++) {
            rows *= sub[d];
        }
        // One block per row of the fastest dimension; the index runs like an odometer over the other dimensions.
        int[] lengths = new int[rows];
        long[] displacementBytes = new long[rows];
        int[] index = new int[dims];
        for (int row = 0; row < rows; row++) {
            long element = start[dims - 1];
            for (int d = 0; d < dims - 1; d++) {
                element += (start[d] + index[d]) * stride[d];
            }
            lengths[row] = sub[dims - 1];
            displacementBytes[row] = element * old.layout.extent();
            for (int d = dims - 2; d >= 0 && ++index[d] == sub[d]; d--) {
                index[d] = 0;
            }
        }
        long whole = stride[0] * size[0] * old.layout.extent();
        return derived(TypeLayout.resized(TypeLayout.placedBlocks(lengths, displacementBytes, old.layout), 0, whole));
    }

    private static void nonNegative(String call, String argument, int value) {
        if (value < 0) {
            throw MpiError.forWorld(ErrorClass.COUNT, call + ": " + argument + "=" + value
                    + " must not be negative");
        }
    }

    private static void sameLength(String call, int[] blockLengths, int[] displacements, String other) {
        if (blockLengths == null || displacements == null || blockLengths.length != displacements.length) {
            throw MpiError.forWorld(ErrorClass.ARG, call + ": blockLengths and " + other
                    + " must be non-null arrays of the same length");
        }
    }
}
