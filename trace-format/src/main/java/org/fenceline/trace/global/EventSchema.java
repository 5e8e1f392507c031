package org.fenceline.trace.global;

import java.util.EnumSet;
import java.util.Set;

import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Type.Repetition;
import org.apache.parquet.schema.Types;

/** The Parquet schema of {@code events.parquet} and its projections. */
final class EventSchema {
    static final String MESSAGE_NAME = "event";

    private EventSchema() {
    }

    /** The full schema, columns in {@link EventColumn} order. */
    static MessageType full() {
        return of(EnumSet.allOf(EventColumn.class));
    }

    /** A projection: the given columns, in {@link EventColumn} order. */
    static MessageType of(Set<EventColumn> columns) {
        Types.MessageTypeBuilder builder = Types.buildMessage();
        for (EventColumn column : EventColumn.values()) {
            if (columns.contains(column)) {
                builder.addField(Types.primitive(column.physicalType(), Repetition.REQUIRED).named(column.columnName()));
            }
        }
        return builder.named(MESSAGE_NAME);
    }

    /**
     * Why {@code fileSchema} cannot be read as Fenceline events, or null if it can: every column must be
     * present, REQUIRED, with its physical type. Extra columns are tolerated (a tool may add its own).
     */
    static String problemWith(MessageType fileSchema) {
        for (EventColumn column : EventColumn.values()) {
            if (!fileSchema.containsField(column.columnName())) {
                return "no column '" + column.columnName() + "'";
            }
            Type type = fileSchema.getType(column.columnName());
            if (!type.isPrimitive() || type.getRepetition() != Repetition.REQUIRED) {
                return "column '" + column.columnName() + "' is not a required primitive column";
            }
            PrimitiveType primitive = type.asPrimitiveType();
            if (primitive.getPrimitiveTypeName() != column.physicalType()) {
                return "column '" + column.columnName() + "' is " + primitive.getPrimitiveTypeName()
                        + ", expected " + column.physicalType();
            }
        }
        return null;
    }
}
