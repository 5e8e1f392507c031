package org.fenceline.analyzer.replay;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * This process's age and CPU time, to 10 ms, from Linux's /proc/self/stat. The age is counted from the launcher's
 * start, since it execs the JVM in the same process (Java's {@code ProcessHandle.Info.startInstant()} adds the boot
 * time, which Linux gives to the second only); the CPU time is every thread's, the JIT compiler's and the garbage
 * collector's included (the JVM's own management bean for it takes about 20 ms to load, on every analysis).
 */
public final class ProcessTimes {
    /** Linux's USER_HZ, the unit of /proc's process times: 100 on every architecture the JDK runs on. */
    private static final double TICKS_PER_SECOND = 100.0;
    private static final long NANOS_PER_TICK = 10_000_000L;
    /** Fields of /proc/PID/stat, counted from field 3, the first after the command's name. */
    private static final int USER_TIME_AFTER_NAME = 14 - 3;
    private static final int SYSTEM_TIME_AFTER_NAME = 15 - 3;
    private static final int START_TIME_AFTER_NAME = 22 - 3;

    private ProcessTimes() {
    }

    /** Nanoseconds since the process started, or -1 where /proc does not tell (not Linux). */
    public static long ageNanos() {
        try {
            long startTicks = Long.parseLong(statFields()[START_TIME_AFTER_NAME]);
            double uptime = Double.parseDouble(Files.readString(Path.of("/proc/uptime")).split(" ")[0]);
            return Math.max(0, Math.round((uptime - startTicks / TICKS_PER_SECOND) * 1e9));
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** The CPU time (user and system) this process has used so far, or -1 where /proc does not tell. */
    public static long cpuNanos() {
        try {
            String[] fields = statFields();
            return (Long.parseLong(fields[USER_TIME_AFTER_NAME]) + Long.parseLong(fields[SYSTEM_TIME_AFTER_NAME]))
                    * NANOS_PER_TICK;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    private static String[] statFields() throws IOException {
        String stat = Files.readString(Path.of("/proc/self/stat"));
        // The command's name is in parentheses and may hold spaces and parentheses itself.
        return stat.substring(stat.lastIndexOf(')') + 2).split(" ");
    }
}
