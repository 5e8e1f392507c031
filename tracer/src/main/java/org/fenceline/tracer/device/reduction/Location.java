package org.fenceline.tracer.device.reduction;

import java.nio.ByteBuffer;

/**
 * MAXLOC or MINLOC on a pair (value, then an int index): the better value wins with its index; on equal values
 * the smaller index (MPI-3.1 §5.9.4), which makes the operation commutative.
 */
final class Location implements ElementwiseKernel {
    private final ElementKind kind;
    private final boolean max;
    private final int width;
    private final int indexAt;

    Location(ElementKind kind, boolean max) {
        this.kind = kind;
        this.max = max;
        this.width = kind.packedBytes();
        this.indexAt = width - Integer.BYTES;
    }

    @Override
    public void apply(ByteBuffer in, ByteBuffer inOut, int count) {
        for (int at = 0; at < width * count; at += width) {
            int order = compareValues(in, inOut, at);
            if (max ? order > 0 : order < 0) {
                inOut.put(at, in, at, width);
            } else if (order == 0 && in.getInt(at + indexAt) < inOut.getInt(at + indexAt)) {
                inOut.putInt(at + indexAt, in.getInt(at + indexAt));
            }
        }
    }

    private int compareValues(ByteBuffer a, ByteBuffer b, int at) {
        return switch (kind) {
            case SHORT_INT -> Short.compare(a.getShort(at), b.getShort(at));
            case LONG_INT -> Long.compare(a.getLong(at), b.getLong(at));
            case FLOAT_INT -> Float.compare(a.getFloat(at), b.getFloat(at));
            case DOUBLE_INT -> Double.compare(a.getDouble(at), b.getDouble(at));
            default -> Integer.compare(a.getInt(at), b.getInt(at));
        };
    }
}
