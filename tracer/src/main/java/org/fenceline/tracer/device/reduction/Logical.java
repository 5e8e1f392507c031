package org.fenceline.tracer.device.reduction;

import java.nio.ByteBuffer;

/** LAND, LOR or LXOR with C's meaning: any non-zero value is true, the result is 1 or 0 of the element's type. */
final class Logical implements ElementwiseKernel {
    private final PredefinedOp op;
    private final int width;

    Logical(PredefinedOp op, ElementKind kind) {
        this.op = op;
        this.width = kind.packedBytes();
    }

    @Override
    public void apply(ByteBuffer in, ByteBuffer inOut, int count) {
        for (int at = 0; at < width * count; at += width) {
            boolean a = isTrue(in, at);
            boolean b = isTrue(inOut, at);
            boolean result = switch (op) {
                case LAND -> a && b;
                case LOR -> a || b;
                default -> a ^ b;
            };
            store(inOut, at, result ? 1 : 0);
        }
    }

    private boolean isTrue(ByteBuffer buffer, int at) {
        return switch (width) {
            case 1 -> buffer.get(at) != 0;
            case 2 -> buffer.getShort(at) != 0;
            case 4 -> buffer.getInt(at) != 0;
            default -> buffer.getLong(at) != 0;
        };
    }

    private void store(ByteBuffer buffer, int at, int value) {
        switch (width) {
            case 1 -> buffer.put(at, (byte) value);
            case 2 -> buffer.putShort(at, (short) value);
            case 4 -> buffer.putInt(at, value);
            default -> buffer.putLong(at, value);
        }
    }
}
