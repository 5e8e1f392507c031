package mpi;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import org.fenceline.tracer.runtime.BaseType;

/**
 * A user-defined reduction (MPI_User_function) for {@link Op#Op(UserFunction, boolean)}: combine {@code count}
 * items of the datatype, {@code inOut[i] = in[i] op inOut[i]}. As in Open MPI, the runtime calls the
 * ByteBuffer form (native byte order, the items as the datatype lays them out), whose default implementation
 * copies the data into arrays of the base type (count × extent elements) and calls the array form; booleans
 * always go to the array form as boolean[].
 */
public abstract class UserFunction {

    /**
     * Override this, or {@link #call(ByteBuffer, ByteBuffer, int, Datatype)}. Open MPI's default throws
     * UnsupportedOperationException too; programs may rely on that type, so only the message says more.
     */
    public void call(Object inVec, Object inOutVec, int count, Datatype datatype) throws MPIException {
        throw new UnsupportedOperationException(getClass().getName() + " overrides neither "
                + "call(Object, Object, int, Datatype) nor call(ByteBuffer, ByteBuffer, int, Datatype)");
    }

    public void call(ByteBuffer in, ByteBuffer inOut, int count, Datatype datatype) throws MPIException {
        int elements = count * datatype.getExtent();
        ByteBuffer a = in.duplicate().order(ByteOrder.nativeOrder()).clear();
        ByteBuffer b = inOut.duplicate().order(ByteOrder.nativeOrder()).clear();
        switch (Datatype.handleOf(datatype, "MPI_User_function").layout().base()) {
            case CHAR -> {
                char[] x = new char[elements];
                char[] y = new char[elements];
                a.asCharBuffer().get(x);
                CharBuffer out = b.asCharBuffer();
                out.get(0, y);
                call(x, y, count, datatype);
                out.put(0, y);
            }
            case SHORT -> {
                short[] x = new short[elements];
                short[] y = new short[elements];
                a.asShortBuffer().get(x);
                ShortBuffer out = b.asShortBuffer();
                out.get(0, y);
                call(x, y, count, datatype);
                out.put(0, y);
            }
            case INT -> {
                int[] x = new int[elements];
                int[] y = new int[elements];
                a.asIntBuffer().get(x);
                IntBuffer out = b.asIntBuffer();
                out.get(0, y);
                call(x, y, count, datatype);
                out.put(0, y);
            }
            case LONG -> {
                long[] x = new long[elements];
                long[] y = new long[elements];
                a.asLongBuffer().get(x);
                LongBuffer out = b.asLongBuffer();
                out.get(0, y);
                call(x, y, count, datatype);
                out.put(0, y);
            }
            case FLOAT -> {
                float[] x = new float[elements];
                float[] y = new float[elements];
                a.asFloatBuffer().get(x);
                FloatBuffer out = b.asFloatBuffer();
                out.get(0, y);
                call(x, y, count, datatype);
                out.put(0, y);
            }
            case DOUBLE -> {
                double[] x = new double[elements];
                double[] y = new double[elements];
                a.asDoubleBuffer().get(x);
                DoubleBuffer out = b.asDoubleBuffer();
                out.get(0, y);
                call(x, y, count, datatype);
                out.put(0, y);
            }
            default -> {
                byte[] x = new byte[elements];
                byte[] y = new byte[elements];
                a.get(x);
                b.get(0, y);
                call(x, y, count, datatype);
                b.put(0, y);
            }
        }
    }

    /** Booleans travel as bytes but the user function sees boolean[], as in Open MPI. */
    final void callBooleans(ByteBuffer in, ByteBuffer inOut, int count, Datatype datatype) throws MPIException {
        int elements = count * datatype.getExtent();
        boolean[] x = new boolean[elements];
        boolean[] y = new boolean[elements];
        for (int i = 0; i < elements; i++) {
            x[i] = in.get(i) != 0;
            y[i] = inOut.get(i) != 0;
        }
        call(x, y, count, datatype);
        for (int i = 0; i < elements; i++) {
            inOut.put(i, y[i] ? (byte) 1 : (byte) 0);
        }
    }

    static boolean isBoolean(Datatype datatype) {
        return Datatype.handleOf(datatype, "MPI_User_function").layout().base() == BaseType.BOOLEAN;
    }
}
