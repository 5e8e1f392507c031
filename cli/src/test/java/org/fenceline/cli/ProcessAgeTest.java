package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

class ProcessAgeTest {
    @Test
    void theProcessIsAtLeastAsOldAsItsJvm() {
        assumeTrue(Files.isReadable(Path.of("/proc/self/stat")), "no /proc on this system");
        long jvmUptime = ManagementFactory.getRuntimeMXBean().getUptime() * 1_000_000L;
        long age = ProcessAge.nanos();
        // /proc counts in 10-ms ticks, the JVM in milliseconds; the test JVM was started directly, so the process
        // is older than its JVM by the JVM's own start-up only (a wrong /proc field would be off by far more).
        assertTrue(age >= jvmUptime - 20_000_000L, age + " ns old, JVM up " + jvmUptime + " ns");
        assertTrue(age <= jvmUptime + 60_000_000_000L, age + " ns old, JVM up " + jvmUptime + " ns");
    }
}
