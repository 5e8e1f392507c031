package mpi;

import java.nio.ByteBuffer;
import org.fenceline.tracer.device.reduction.ElementKind;
import org.fenceline.tracer.device.reduction.PredefinedOp;
import org.fenceline.tracer.rank.ThisRank;
import org.fenceline.tracer.runtime.BaseType;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.DataType;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.MpiError;
import org.fenceline.tracer.runtime.RankRuntime;
import org.fenceline.tracer.runtime.TypedData;
import org.fenceline.tracer.runtime.reduction.ModelledReduction;
import org.fenceline.tracer.runtime.reduction.PredefinedReduction;
import org.fenceline.tracer.runtime.reduction.Reduction;
import org.fenceline.tracer.runtime.reduction.TimedReduction;
import org.fenceline.tracer.runtime.reduction.UserReduction;

/**
 * A reduction operation (MPI_Op): one of the predefined ones in {@link MPI} or a user function. It is bound to
 * a datatype when used; an operation MPI does not define on the datatype is an MPI_ERR_OP error.
 */
public final class Op implements Freeable {
    private final PredefinedOp predefined;
    private final UserFunction function;
    private final boolean commute;
    private boolean freed;

    Op(PredefinedOp predefined) {
        this.predefined = predefined;
        this.function = null;
        this.commute = true;
    }

    /** MPI_Op_create. */
    public Op(UserFunction function, boolean commute) {
        this.predefined = null;
        this.function = function;
        this.commute = commute;
    }

    /** MPI_Op_commutative. */
    public boolean isCommutative() {
        return commute;
    }

    @Override
    public void free() throws MPIException {
        MPI.check();
        if (predefined != null) {
            throw MPIException.of(ThisRank.current().error(ErrorClass.OP, "MPI_Op_free: predefined operation "
                    + predefined.mpiName() + " cannot be freed"));
        }
        freed = true;
    }

    public boolean isNull() {
        return freed;
    }

    /**
     * The operation behind {@code op} for one-sided accumulates: any predefined one; null for user-defined
     * operations, which MPI does not allow there. Whether it applies to the target's datatype is the window's
     * check, with {@link #elementKind}.
     */
    static PredefinedOp forAccumulate(Op op) {
        return op == null ? null : op.predefined;
    }

    /** The operation's MPI name, for messages. */
    String mpiName() {
        return predefined != null ? predefined.mpiName() : "a user-defined operation";
    }

    /** The operation for a reduce-type collective on {@code type}; REPLACE and NO_OP are for accumulates only. */
    static Reduction forCollective(Op op, Datatype type, Communicator scope, String call) {
        Reduction reduction = forData(op, type, scope, call);
        if (op.predefined != null && !op.predefined.forCollectives()) {
            throw scope.error(ErrorClass.OP, call + ": " + op.predefined.mpiName()
                    + " is only defined for one-sided accumulate operations");
        }
        return reduction;
    }

    /** The operation bound to {@code type} (any predefined one, including REPLACE and NO_OP for accumulates). */
    static Reduction forData(Op op, Datatype type, Communicator scope, String call) {
        if (op == null || op.freed) {
            throw scope.error(ErrorClass.OP, call + ": the operation is " + (op == null ? "null" : "freed"));
        }
        DataType handle = Datatype.forTransfer(type);
        if (handle == null) {
            throw scope.error(ErrorClass.TYPE, call + ": datatype is null");
        }
        int itemBytes = TypedData.itemBytes(handle);
        if (op.function != null) {
            return TimedReduction.of(new UserReduction(op.userCall(type), op.commute, new Layout(handle, type)),
                    scope.runtime().clock());
        }
        ElementKind kind = elementKind(type);
        PredefinedReduction reduction = kind == null ? null : PredefinedReduction.of(op.predefined, kind, itemBytes);
        if (reduction == null) {
            throw scope.error(ErrorClass.OP, call + ": " + op.predefined.mpiName() + " is not defined for datatype "
                    + (handle.name().isEmpty() ? "of " + handle.layout().base().mpiName() : handle.name()));
        }
        RankRuntime runtime = scope.runtime();
        return ModelledReduction.of(reduction, kind.packedBytes(), runtime.device(), runtime.worldRank(),
                runtime.clock());
    }

    private UserReduction.Function userCall(Datatype type) {
        boolean booleans = UserFunction.isBoolean(type);
        return (in, inOut, items) -> {
            try {
                if (booleans) {
                    function.callBooleans(in, inOut, items, type);
                } else {
                    function.call(in, inOut, items, type);
                }
            } catch (MPIException e) {
                // Carried through the runtime to the reduction's caller, who gets the program's own exception.
                throw new MpiError(e.getErrorClass(), e.getMessage(), e);
            }
        };
    }

    /**
     * What a predefined operation combines in data of {@code type}: the pair and complex types by identity,
     * others by base type; null for a null type and for types no predefined operation combines (MPI_PACKED).
     */
    static ElementKind elementKind(Datatype type) {
        DataType handle = Datatype.forTransfer(type);
        if (handle == null) {
            return null;
        } else if (type == MPI.FLOAT_COMPLEX) {
            return ElementKind.FLOAT_COMPLEX;
        } else if (type == MPI.DOUBLE_COMPLEX) {
            return ElementKind.DOUBLE_COMPLEX;
        } else if (type == MPI.INT2) {
            return ElementKind.INT2;
        } else if (type == MPI.SHORT_INT) {
            return ElementKind.SHORT_INT;
        } else if (type == MPI.LONG_INT) {
            return ElementKind.LONG_INT;
        } else if (type == MPI.FLOAT_INT) {
            return ElementKind.FLOAT_INT;
        } else if (type == MPI.DOUBLE_INT) {
            return ElementKind.DOUBLE_INT;
        }
        BaseType base = handle.layout().base();
        return switch (base) {
            case BYTE -> ElementKind.BYTE;
            case CHAR -> ElementKind.CHAR;
            case SHORT -> ElementKind.SHORT;
            case BOOLEAN -> ElementKind.BOOLEAN;
            case INT -> ElementKind.INT;
            case LONG -> ElementKind.LONG;
            case FLOAT -> ElementKind.FLOAT;
            case DOUBLE -> ElementKind.DOUBLE;
            default -> null;
        };
    }

    /** Converts packed items to the datatype's memory layout for the user function, and back. */
    private record Layout(DataType handle, Datatype type) implements UserReduction.ItemLayout {
        @Override
        public int packedBytes() {
            return TypedData.itemBytes(handle);
        }

        @Override
        public ByteBuffer expand(ByteBuffer packed, int items) {
            return TypedData.expand(handle, packed, items);
        }

        @Override
        public void compact(ByteBuffer laidOut, ByteBuffer packed, int items) {
            TypedData.compact(handle, laidOut, packed, items);
        }

        @Override
        public boolean contiguous() {
            return handle.layout().isContiguous() && handle.layout().lb() == 0;
        }
    }
}
