package org.fenceline.analyzer.cube;

import java.nio.ByteBuffer;
import java.util.Locale;
import org.fenceline.analyzer.report.ValueType;

/**
 * The Cube dtypes this reader understands, with their value size and decoding (CubeW
 * {@code __cube_metric_dtype2data_type}: FLOAT is DOUBLE, INTEGER is INT64). Aggregating types such as
 * MINDOUBLE/MAXDOUBLE, RATE, HISTOGRAM or TAU_ATOMIC are not summable like the model's values and are rejected.
 */
enum CubeDataType {
    DOUBLE(8, ValueType.DOUBLE),
    INT64(8, ValueType.INT64),
    UINT64(8, ValueType.UINT64),
    INT32(4, ValueType.INT64),
    UINT32(4, ValueType.UINT64),
    INT16(2, ValueType.INT64),
    UINT16(2, ValueType.UINT64),
    INT8(1, ValueType.INT64),
    UINT8(1, ValueType.UINT64);

    final int size;
    final ValueType valueType;

    CubeDataType(int size, ValueType valueType) {
        this.size = size;
        this.valueType = valueType;
    }

    /** @throws IllegalArgumentException for a dtype this model cannot hold */
    static CubeDataType parse(String dtype) {
        String d = dtype.trim().toUpperCase(Locale.ROOT);
        return switch (d) {
            case "FLOAT", "DOUBLE" -> DOUBLE;
            case "INTEGER", "INT64" -> INT64;
            case "UINT64" -> UINT64;
            case "INT32" -> INT32;
            case "UINT32" -> UINT32;
            case "INT16", "SHORT INT" -> INT16;
            case "UINT16" -> UINT16;
            case "INT8" -> INT8;
            case "UINT8", "CHAR" -> UINT8;
            default -> throw new IllegalArgumentException("unsupported metric data type " + dtype);
        };
    }

    /**
     * The dtype Fenceline writes for a value type: {@code FLOAT} for fractional values, as Scalasca writes time
     * (CubeLib reads it as DOUBLE, but its tools print decimals only for metrics declared FLOAT), the type's
     * name for integers.
     */
    static String nameOf(ValueType t) {
        return t == ValueType.DOUBLE ? "FLOAT" : t.name();
    }

    double read(ByteBuffer b) {
        return switch (this) {
            case DOUBLE -> b.getDouble();
            case INT64 -> b.getLong();
            case UINT64 -> unsigned(b.getLong());
            case INT32 -> b.getInt();
            case UINT32 -> b.getInt() & 0xffffffffL;
            case INT16 -> b.getShort();
            case UINT16 -> b.getShort() & 0xffff;
            case INT8 -> b.get();
            case UINT8 -> b.get() & 0xff;
        };
    }

    private static double unsigned(long v) {
        return v >= 0 ? v : ((v >>> 1) | (v & 1)) * 2.0;
    }
}
