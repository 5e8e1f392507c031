package org.fenceline.trace.global;

import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;

/**
 * The columns of {@code events.parquet}, one per {@link org.fenceline.trace.model.Event} component. Column
 * names are snake_case so that SQL users can type them without quoting. All columns are REQUIRED: unused
 * attributes hold -1 (ids) or 0 (amounts), which dictionary and RLE encoding make nearly free.
 */
public enum EventColumn {
    LOCATION("location", false),
    TIME("time", true),
    TYPE("type", false),
    REGION("region", false),
    CALL_SITE("call_site", false),
    COMM("comm", false),
    WINDOW("window", false),
    PARTNER("partner", false),
    TAG("tag", false),
    BYTES("bytes", true),
    RECV_BYTES("recv_bytes", true),
    REQUEST("request", true),
    FLAGS("flags", false);

    private final String columnName;
    private final boolean int64;

    EventColumn(String columnName, boolean int64) {
        this.columnName = columnName;
        this.int64 = int64;
    }

    /** The Parquet (and SQL) column name. */
    public String columnName() {
        return columnName;
    }

    /** True for int64 columns (time, amounts, request ids), false for int32 ones. */
    public boolean isInt64() {
        return int64;
    }

    PrimitiveTypeName physicalType() {
        return int64 ? PrimitiveTypeName.INT64 : PrimitiveTypeName.INT32;
    }
}
