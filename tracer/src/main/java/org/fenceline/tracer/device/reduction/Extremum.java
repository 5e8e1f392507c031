package org.fenceline.tracer.device.reduction;

import java.nio.ByteBuffer;

/** MAX or MIN on integers (char unsigned, the others signed) and on floating point (as Math.max/min: NaN wins). */
final class Extremum implements ElementwiseKernel {
    private final ElementKind kind;
    private final boolean max;

    Extremum(ElementKind kind, boolean max) {
        this.kind = kind;
        this.max = max;
    }

    @Override
    public void apply(ByteBuffer in, ByteBuffer inOut, int count) {
        switch (kind) {
            case CHAR -> {
                for (int at = 0; at < 2 * count; at += 2) {
                    char a = in.getChar(at);
                    char b = inOut.getChar(at);
                    inOut.putChar(at, (max ? a > b : a < b) ? a : b);
                }
            }
            case SHORT -> {
                for (int at = 0; at < 2 * count; at += 2) {
                    short a = in.getShort(at);
                    short b = inOut.getShort(at);
                    inOut.putShort(at, (max ? a > b : a < b) ? a : b);
                }
            }
            case INT -> {
                for (int at = 0; at < 4 * count; at += 4) {
                    int a = in.getInt(at);
                    int b = inOut.getInt(at);
                    inOut.putInt(at, max ? Math.max(a, b) : Math.min(a, b));
                }
            }
            case LONG -> {
                for (int at = 0; at < 8 * count; at += 8) {
                    long a = in.getLong(at);
                    long b = inOut.getLong(at);
                    inOut.putLong(at, max ? Math.max(a, b) : Math.min(a, b));
                }
            }
            case FLOAT -> {
                for (int at = 0; at < 4 * count; at += 4) {
                    float a = in.getFloat(at);
                    float b = inOut.getFloat(at);
                    inOut.putFloat(at, max ? Math.max(a, b) : Math.min(a, b));
                }
            }
            case DOUBLE -> {
                for (int at = 0; at < 8 * count; at += 8) {
                    double a = in.getDouble(at);
                    double b = inOut.getDouble(at);
                    inOut.putDouble(at, max ? Math.max(a, b) : Math.min(a, b));
                }
            }
            default -> throw new IllegalStateException("MAX/MIN are not defined on " + kind);
        }
    }
}
