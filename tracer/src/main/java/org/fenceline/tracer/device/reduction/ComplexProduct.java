package org.fenceline.tracer.device.reduction;

import java.nio.ByteBuffer;

/** PROD on complex numbers, each packed as real part then imaginary part. */
final class ComplexProduct implements ElementwiseKernel {
    private final boolean single;

    ComplexProduct(ElementKind kind) {
        this.single = kind == ElementKind.FLOAT_COMPLEX;
    }

    @Override
    public void apply(ByteBuffer in, ByteBuffer inOut, int count) {
        if (single) {
            for (int at = 0; at < 8 * count; at += 8) {
                float ar = in.getFloat(at);
                float ai = in.getFloat(at + 4);
                float br = inOut.getFloat(at);
                float bi = inOut.getFloat(at + 4);
                inOut.putFloat(at, ar * br - ai * bi).putFloat(at + 4, ar * bi + ai * br);
            }
        } else {
            for (int at = 0; at < 16 * count; at += 16) {
                double ar = in.getDouble(at);
                double ai = in.getDouble(at + 8);
                double br = inOut.getDouble(at);
                double bi = inOut.getDouble(at + 8);
                inOut.putDouble(at, ar * br - ai * bi).putDouble(at + 8, ar * bi + ai * br);
            }
        }
    }
}
