package org.fenceline.tracer.device.reduction;

import java.nio.ByteBuffer;

/**
 * SUM or PROD on integers (wrapping as Java does), floating point and, for SUM, complex numbers (part by part).
 * Complex PROD is {@link ComplexProduct}.
 */
final class Arithmetic implements ElementwiseKernel {
    private final ElementKind kind;
    private final boolean sum;

    Arithmetic(ElementKind kind, boolean sum) {
        this.kind = kind;
        this.sum = sum;
    }

    @Override
    public void apply(ByteBuffer in, ByteBuffer inOut, int count) {
        switch (kind) {
            case CHAR -> {
                for (int at = 0; at < 2 * count; at += 2) {
                    char a = in.getChar(at);
                    char b = inOut.getChar(at);
                    inOut.putChar(at, (char) (sum ? a + b : a * b));
                }
            }
            case SHORT -> {
                for (int at = 0; at < 2 * count; at += 2) {
                    short a = in.getShort(at);
                    short b = inOut.getShort(at);
                    inOut.putShort(at, (short) (sum ? a + b : a * b));
                }
            }
            case INT -> {
                for (int at = 0; at < 4 * count; at += 4) {
                    int a = in.getInt(at);
                    int b = inOut.getInt(at);
                    inOut.putInt(at, sum ? a + b : a * b);
                }
            }
            case LONG -> {
                for (int at = 0; at < 8 * count; at += 8) {
                    long a = in.getLong(at);
                    long b = inOut.getLong(at);
                    inOut.putLong(at, sum ? a + b : a * b);
                }
            }
            case FLOAT -> floats(in, inOut, count);
            case DOUBLE -> doubles(in, inOut, count);
            case FLOAT_COMPLEX -> floats(in, inOut, 2 * count);
            case DOUBLE_COMPLEX -> doubles(in, inOut, 2 * count);
            default -> throw new IllegalStateException("SUM/PROD are not defined on " + kind);
        }
    }

    private void floats(ByteBuffer in, ByteBuffer inOut, int count) {
        for (int at = 0; at < 4 * count; at += 4) {
            float a = in.getFloat(at);
            float b = inOut.getFloat(at);
            inOut.putFloat(at, sum ? a + b : a * b);
        }
    }

    private void doubles(ByteBuffer in, ByteBuffer inOut, int count) {
        for (int at = 0; at < 8 * count; at += 8) {
            double a = in.getDouble(at);
            double b = inOut.getDouble(at);
            inOut.putDouble(at, sum ? a + b : a * b);
        }
    }
}
