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
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.EventType;

/** What a global trace holds, at a glance: the text of {@code trace info}, also shown after synth. */
final class TraceOverview {
    private TraceOverview() {
    }

    static void print(GlobalTrace trace, Path dir, PrintWriter out) throws IOException {
        TraceStatistics stats = TraceStatistics.of(trace);
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
        out.printf("time span        %.9f s%n", stats.span() / 1e9);
        out.printf("size on disk     %d bytes (events.parquet), %.2f bytes/event%n", size,
                trace.eventCount() == 0 ? 0.0 : (double) size / trace.eventCount());
        out.printf("regions          %d, call sites %d, communicators %d, windows %d%n",
                trace.definitions().regions().size(), trace.definitions().callSites().size(),
                trace.definitions().communicators().size(), trace.definitions().windows().size());
        out.println("events by type:");
        for (EventType type : EventType.values()) {
            long n = stats.count(type);
            if (n > 0) {
                out.printf("  %-18s %12d%n", type, n);
            }
        }
        out.println("events by location:");
        for (int loc = 0; loc < trace.locationCount(); loc++) {
            out.printf("  %-18s %12d%n", trace.definitions().locations().get(loc).name(), trace.eventCount(loc));
        }
    }

    /** Counts by type and the overall time span, from the TYPE and TIME columns only. */
    record TraceStatistics(long[] byType, long first, long last) {
        static TraceStatistics of(GlobalTrace trace) throws IOException {
            long[] byType = new long[EventType.values().length];
            long first = Long.MAX_VALUE;
            long last = Long.MIN_VALUE;
            for (int loc = 0; loc < trace.locationCount(); loc++) {
                try (EventCursor c = trace.cursor(loc, EnumSet.of(EventColumn.TIME, EventColumn.TYPE))) {
                    while (c.next()) {
                        byType[c.type().ordinal()]++;
                        first = Math.min(first, c.time());
                        last = Math.max(last, c.time());
                    }
                }
            }
            return new TraceStatistics(byType, first, last);
        }

        long count(EventType type) {
            return byType[type.ordinal()];
        }

        long span() {
            return last >= first ? last - first : 0;
        }
    }
}
