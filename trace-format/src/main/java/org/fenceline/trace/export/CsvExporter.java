package org.fenceline.trace.export;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

import org.fenceline.trace.global.EventColumn;
import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.EventType;

/**
 * Writes a trace's events as CSV (RFC 4180): a header with the Parquet column names, then one row per event,
 * location by location, in time order. The type column holds the type's name. With names resolved, four
 * columns follow: location_name, region_name, comm_name, window_name (empty where the event has none).
 */
public final class CsvExporter {
    private final boolean resolveNames;

    public CsvExporter(boolean resolveNames) {
        this.resolveNames = resolveNames;
    }

    /** Writes the CSV to {@code out} (not closed) and returns the number of events written. */
    public long export(GlobalTrace trace, Writer out) throws IOException {
        Definitions definitions = trace.definitions();
        StringBuilder row = new StringBuilder(160);
        for (EventColumn column : EventColumn.values()) {
            row.append(column.columnName()).append(',');
        }
        if (resolveNames) {
            row.append("location_name,region_name,comm_name,window_name,");
        }
        row.setLength(row.length() - 1);
        out.write(row.append("\r\n").toString());
        long rows = 0;
        for (int location = 0; location < trace.locationCount(); location++) {
            try (EventCursor e = trace.cursor(location)) {
                while (e.next()) {
                    row.setLength(0);
                    row.append(e.location()).append(',').append(e.time()).append(',').append(e.type().name())
                            .append(',').append(e.region()).append(',').append(e.callSite()).append(',')
                            .append(e.comm()).append(',').append(e.window()).append(',').append(e.partner())
                            .append(',').append(e.tag()).append(',').append(e.bytes()).append(',')
                            .append(e.recvBytes()).append(',').append(e.request()).append(',').append(e.flags());
                    if (resolveNames) {
                        appendNames(row, e, definitions);
                    }
                    out.write(row.append("\r\n").toString());
                    rows++;
                }
            }
        }
        out.flush();
        return rows;
    }

    private static void appendNames(StringBuilder row, EventCursor e, Definitions d) {
        row.append(',');
        quoted(row, name(d.locations(), e.location(), Definitions.Location::name));
        row.append(',');
        quoted(row, name(d.regions(), e.region(), Definitions.Region::name));
        row.append(',');
        // For WINEXIT the comm column holds a group, which has no name.
        quoted(row, e.type() == EventType.WINEXIT ? "" : name(d.communicators(), e.comm(), Definitions.Communicator::name));
        row.append(',');
        quoted(row, name(d.windows(), e.window(), Definitions.Window::name));
    }

    private static <T> String name(List<T> definitions, int id, java.util.function.Function<T, String> name) {
        return id >= 0 && id < definitions.size() ? name.apply(definitions.get(id)) : "";
    }

    /** Quotes a field only when it needs it: it contains a comma, a quote or a line break. */
    private static void quoted(StringBuilder row, String field) {
        if (field.indexOf(',') < 0 && field.indexOf('"') < 0 && field.indexOf('\n') < 0 && field.indexOf('\r') < 0) {
            row.append(field);
        } else {
            row.append('"').append(field.replace("\"", "\"\"")).append('"');
        }
    }
}
