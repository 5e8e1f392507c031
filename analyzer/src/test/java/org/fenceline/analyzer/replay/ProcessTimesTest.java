package org.fenceline.analyzer.replay;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

class ProcessTimesTest {
    @Test
    void theProcessIsAtLeastAsOldAsItsJvm() {
        assumeTrue(Files.isReadable(Path.of("/proc/self/stat")), "no /proc on this system");
        long jvmUptime = ManagementFactory.getRuntimeMXBean().getUptime() * 1_000_000L;
        long age = ProcessTimes.ageNanos();
        // /proc counts in 10-ms ticks, the JVM in milliseconds; the test JVM was started directly, so the process
        // is older than its JVM by the JVM's own start-up only (a wrong /proc field would be off by far more).
        assertTrue(age >= jvmUptime - 20_000_000L, age + " ns old, JVM up " + jvmUptime + " ns");
        assertTrue(age <= jvmUptime + 60_000_000_000L, age + " ns old, JVM up " + jvmUptime + " ns");
    }

    @Test
    void cpuTimeIsTheJvmsOwnAndGrowsWhileThisThreadComputes() {
        assumeTrue(Files.isReadable(Path.of("/proc/self/stat")), "no /proc on this system");
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long before = ProcessTimes.cpuNanos();
        long sum = 0;
        for (long deadline = System.nanoTime() + 100_000_000L; System.nanoTime() < deadline; ) {
            sum += sum * 31 + 7;
        }
        long after = ProcessTimes.cpuNanos();
        long jvm = os.getProcessCpuTime();

        assertTrue(sum != 1);   // keeps the loop
        assertTrue(after > before, before + " ns, then " + after + " ns");
        // Both count the whole process; /proc in 10-ms ticks (a wrong field, such as the children's times or the
        // start time, would be off by far more or not grow).
        assertTrue(Math.abs(jvm - after) <= 50_000_000L, "/proc " + after + " ns, JVM " + jvm + " ns");
    }
}
