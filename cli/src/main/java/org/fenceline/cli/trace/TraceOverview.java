package org.fenceline.cli.trace;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import java.util.stream.Collectors;

import org.fenceline.trace.global.EventColumn;
import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.global.TimeBounds;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.EventType;

/**
 * What a global trace holds, at a glance: the text of {@code trace info}, also shown after synth. Everything but
 * the counts by type comes from definitions.json and the Parquet footer (location index, row counts, the time
 * column's min/max statistics), so it takes the same time for any trace size; the counts by type need the type
 * column of every event and are shown only on request.
 */
final class TraceOverview {
    private TraceOverview() {
    }

    static void print(GlobalTrace trace, Path dir, boolean countByType, PrintWriter out) throws IOException {
        Definitions.Metadata meta = trace.definitions().metadata();
        long size = trace.eventsFileSize();
        out.printf("trace            %s%n", dir);
        out.printf("format           %s%n", trace.definitions().formatVersion());
        out.printf("program          %s %s%n", meta.program(), String.join(" ", meta.arguments()));
        out.printf("ranks            %d%n", meta.ranks());
        out.printf("interconnect     %s%n", meta.interconnect());
        if (!meta.properties().isEmpty()) {
            out.printf("properties       %s%n", meta.properties().entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .map(p -> p.getKey() + "=" + p.getValue()).collect(Collectors.joining(", ")));
        }
        out.printf("RMA event model  %s%n", meta.rmaModel().name().toLowerCase());
        out.printf("locations        %d%n", trace.locationCount());
        out.printf("events           %d%n", trace.eventCount());
        out.printf("time span        %.9f s%n", trace.timeBounds().map(TimeBounds::span).orElse(0L) / 1e9);
        out.printf("size on disk     %d bytes (events.parquet), %.2f bytes/event%n", size,
                trace.eventCount() == 0 ? 0.0 : (double) size / trace.eventCount());
        out.printf("regions          %d, call sites %d, communicators %d, windows %d%n",
                trace.definitions().regions().size(), trace.definitions().callSites().size(),
                trace.definitions().communicators().size(), trace.definitions().windows().size());
        if (countByType) {
            long[] byType = countByType(trace);
            out.println("events by type:");
            for (EventType type : EventType.values()) {
                if (byType[type.ordinal()] > 0) {
                    out.printf("  %-18s %12d%n", type, byType[type.ordinal()]);
                }
            }
        } else {
            out.println("events by type:  not counted (--by-type reads the type column of every event)");
        }
        out.println("events by location:");
        for (int loc = 0; loc < trace.locationCount(); loc++) {
            out.printf("  %-18s %12d%n", trace.definitions().locations().get(loc).name(), trace.eventCount(loc));
        }
    }

    /** Events per type, indexed by ordinal, from the TYPE column only. */
    private static long[] countByType(GlobalTrace trace) throws IOException {
        long[] byType = new long[EventType.values().length];
        for (int loc = 0; loc < trace.locationCount(); loc++) {
            try (EventCursor c = trace.cursor(loc, EnumSet.of(EventColumn.TYPE))) {
                while (c.next()) {
                    byType[c.type().ordinal()]++;
                }
            }
        }
        return byType;
    }
}
