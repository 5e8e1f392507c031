package org.fenceline.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How long ago this process started, to 10 ms: the launcher's start, since it execs the JVM in the same process.
 * From Linux's /proc (the system's uptime less the process's start time, both counted from boot); Java's
 * {@code ProcessHandle.Info.startInstant()} adds the boot time, which Linux gives to the second only.
 */
public final class ProcessAge {
    /** Linux's USER_HZ, the unit of /proc's process times: 100 on every architecture the JDK runs on. */
    private static final double TICKS_PER_SECOND = 100.0;
    /** starttime is field 22 of /proc/PID/stat; counted from field 3, the first after the command's name. */
    private static final int START_TIME_AFTER_NAME = 22 - 3;

    private ProcessAge() {
    }

    /** Nanoseconds since the process started, or -1 where /proc does not tell (not Linux). */
    public static long nanos() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            // The command's name is in parentheses and may hold spaces and parentheses itself.
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            long startTicks = Long.parseLong(fields[START_TIME_AFTER_NAME]);
            double uptime = Double.parseDouble(Files.readString(Path.of("/proc/uptime")).split(" ")[0]);
            return Math.max(0, Math.round((uptime - startTicks / TICKS_PER_SECOND) * 1e9));
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }
}
