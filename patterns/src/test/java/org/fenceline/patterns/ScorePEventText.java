package org.fenceline.patterns;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Score-P trace, as {@code otf2-print} lists its events, rebuilt as a Fenceline trace with what Scalasca 2.6
 * reads of it: regions (ENTER/LEAVE), point-to-point messages and collective operations on MPI_COMM_WORLD. The
 * one-sided records are dropped (Scalasca 2.6 ignores them in OTF2 traces), so one-sided calls are plain calls.
 * Times are seconds since the clock's global offset. A stand-in for the OTF2 import, for the comparison with
 * Scalasca's results on the reference trace.
 */
final class ScorePEventText {
    private static final Pattern EVENT = Pattern.compile("^(\\w+)\\s+(\\d+)\\s+(\\d+)\\s*(.*)$");
    private static final Pattern REGION = Pattern.compile("Region: \"([^\"]+)\"");
    private static final Pattern PARTNER = Pattern.compile("(?:Receiver|Sender): (\\d+) .*Tag: (\\d+), Length: (\\d+)");
    private static final Pattern COLLECTIVE = Pattern.compile("Root: (\\w+), Sent: (\\d+), Received: (\\d+)");
    private static final Pattern CLOCK = Pattern.compile("Ticks per Seconds: (\\d+), Global Offset: (\\d+)");

    private ScorePEventText() {
    }

    private record Frame(String region, double enter, String[] record) {
    }

    /** Reads {@code otf2-print_events.txt}, with the clock of {@code otf2-print_global_defs.txt} next to it. */
    static TraceBuilder read(Path events, int locations) throws IOException {
        Matcher clock = CLOCK.matcher(Files.readString(events.resolveSibling("otf2-print_global_defs.txt")));
        if (!clock.find()) {
            throw new IOException("no CLOCK_PROPERTIES next to " + events);
        }
        double ticksPerSecond = Double.parseDouble(clock.group(1));
        long offset = Long.parseLong(clock.group(2));
        TraceBuilder t = TraceBuilder.withoutMain(locations);
        List<Deque<Frame>> stacks = new ArrayList<>();
        for (int l = 0; l < locations; l++) {
            stacks.add(new ArrayDeque<>());
        }
        for (String line : Files.readAllLines(events)) {
            Matcher m = EVENT.matcher(line);
            if (!m.matches()) {
                continue;
            }
            String type = m.group(1);
            int location = Integer.parseInt(m.group(2));
            double time = (Long.parseLong(m.group(3)) - offset) / ticksPerSecond;
            String attributes = m.group(4);
            Deque<Frame> stack = stacks.get(location);
            switch (type) {
                case "ENTER" -> stack.push(new Frame(region(attributes), time, new String[] {null, null}));
                case "MPI_SEND", "MPI_RECV", "MPI_COLLECTIVE_END" -> {
                    stack.peek().record()[0] = type;
                    stack.peek().record()[1] = attributes;
                }
                case "LEAVE" -> leave(t.at(location), stack.pop(), time);
                default -> {
                    // program begin/end, one-sided records: not read (as Scalasca 2.6)
                }
            }
        }
        return t;
    }

    private static void leave(TraceBuilder.Location at, Frame f, double exit) {
        String type = f.record()[0];
        if ("MPI_SEND".equals(type) || "MPI_RECV".equals(type)) {
            Matcher p = PARTNER.matcher(f.record()[1]);
            if (!p.find()) {
                throw new IllegalArgumentException("unreadable message record: " + f.record()[1]);
            }
            int partner = Integer.parseInt(p.group(1));
            int tag = Integer.parseInt(p.group(2));
            long bytes = Long.parseLong(p.group(3));
            if (type.equals("MPI_SEND")) {
                at.send(f.region(), f.enter(), exit, partner, tag, bytes, 0);
            } else {
                at.recv(f.enter(), exit, partner, tag, bytes);
            }
        } else if ("MPI_COLLECTIVE_END".equals(type)) {
            Matcher c = COLLECTIVE.matcher(f.record()[1]);
            if (!c.find()) {
                throw new IllegalArgumentException("unreadable collective record: " + f.record()[1]);
            }
            int root = c.group(1).equals("UNDEFINED") ? -1 : Integer.parseInt(c.group(1));
            at.collective(f.region(), f.enter(), exit, TraceBuilder.WORLD, root, Long.parseLong(c.group(2)),
                    Long.parseLong(c.group(3)));
        } else {
            at.call(f.region(), f.enter(), exit);
        }
    }

    private static String region(String attributes) {
        Matcher m = REGION.matcher(attributes);
        if (!m.find()) {
            throw new IllegalArgumentException("no region in " + attributes);
        }
        return m.group(1);
    }
}
