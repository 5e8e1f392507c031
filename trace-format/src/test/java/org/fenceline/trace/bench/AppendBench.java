package org.fenceline.trace.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import org.fenceline.trace.local.LocalDefinition;
import org.fenceline.trace.local.LocalTraceReader;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;

/**
 * Not a test: measures local append cost (ns/event), bytes/event on disk and the local read rate.
 * Run: {@code java -cp trace-format/target/classes:trace-format/target/test-classes:<dependency classpath> \
 * org.fenceline.trace.bench.AppendBench [events]}
 */
public final class AppendBench {
    private AppendBench() {
    }

    public static void main(String[] args) throws Exception {
        long n = args.length > 0 ? Long.parseLong(args[0]) : 20_000_000L;
        Path dir = Files.createTempDirectory("fenceline-append");
        for (int round = 0; round < 3; round++) {
            LocalTraceWriter w = LocalTraceWriter.create(dir, new LocalDefinition.LocationInfo(0, "rank 0", 0, 0),
                    0, System::nanoTime);
            w.defineRegion(1, "main", "Main.java", 1, Paradigm.USER, RegionRole.FUNCTION);
            w.defineRegion(2, "MPI_Send", "", 0, Paradigm.MPI, RegionRole.POINT_TO_POINT);
            w.defineRegion(3, "MPI_Put", "", 0, Paradigm.MPI, RegionRole.RMA_COMMUNICATION);
            w.defineRegion(4, "compute", "Main.java", 9, Paradigm.USER, RegionRole.FUNCTION);
            w.defineCallSite(3, "Main.java", 20, "app.Main.main", 2);
            w.defineGroup(0, new int[] {0, 1});
            w.defineCommunicator(0, 1, "MPI_COMM_WORLD", 0);
            w.defineWindow(0, 1, "win", 0);
            long t = System.nanoTime();
            long start = System.nanoTime();
            long i = 0;
            // A realistic mix: mostly ENTER/EXIT of user and MPI regions, with messages and RMA transfers.
            while (i < n) {
                int k = (int) (i & 15);
                t += 40 + (k * 37 & 127);
                switch (k) {
                    case 0, 4, 8, 12 -> w.enter(t, 4, Event.NONE);
                    case 1, 5, 9, 13 -> w.exit(t, 4);
                    case 2 -> w.enter(t, 2, 3);
                    case 3 -> w.send(t, 0, 1, 7, 4096, 0, 0);
                    case 6 -> w.exit(t, 2);
                    case 7 -> w.enter(t, 3, Event.NONE);
                    case 10 -> w.rma(t, EventType.PUT_1TS, 0, 1, 1024, i, 0);
                    case 11 -> w.rma(t, EventType.PUT_1TE_REMOTE, 0, 1, 1024, i - 1, 0);
                    case 14 -> w.exit(t, 3);
                    default -> w.recv(t, 0, 1, 7, 4096, 0, 0);
                }
                i++;
            }
            w.close();
            long ns = System.nanoTime() - start;
            long size = Files.size(w.file());
            System.out.printf("append: %d events, %.1f ns/event, %.2f bytes/event%n", w.eventCount(),
                    (double) ns / w.eventCount(), (double) size / w.eventCount());
            long r0 = System.nanoTime();
            long read = 0;
            long checksum = 0;
            try (LocalTraceReader r = LocalTraceReader.open(w.file())) {
                while (r.next()) {
                    if (!r.isDefinition()) {
                        read++;
                        checksum += r.time();
                    }
                }
            }
            long rns = System.nanoTime() - r0;
            System.out.printf("read:   %d events, %.1f M events/s (checksum %d)%n", read, read * 1e3 / rns, checksum);
        }
    }
}
