package org.fenceline.tracer.device.reduction;

import java.nio.ByteBuffer;

/** BAND, BOR or BXOR: element boundaries do not matter, so the bytes are combined a long word at a time. */
final class Bitwise implements ElementwiseKernel {
    private final PredefinedOp op;
    private final int width;

    Bitwise(PredefinedOp op, ElementKind kind) {
        this.op = op;
        this.width = kind.packedBytes();
    }

    @Override
    public void apply(ByteBuffer in, ByteBuffer inOut, int count) {
        int bytes = width * count;
        int words = bytes / 8 * 8;
        for (int at = 0; at < words; at += 8) {
            inOut.putLong(at, combine(in.getLong(at), inOut.getLong(at)));
        }
        for (int at = words; at < bytes; at++) {
            inOut.put(at, (byte) combine(in.get(at), inOut.get(at)));
        }
    }

    private long combine(long a, long b) {
        return switch (op) {
            case BAND -> a & b;
            case BOR -> a | b;
            default -> a ^ b;
        };
    }
}
