package org.fenceline.cli.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** What a benchmark ran on, and how busy the machine was: numbers mean little without it. */
final class MachineDescription {
    private static final Path CPU_INFO = Path.of("/proc/cpuinfo");

    private MachineDescription() {
    }

    /** "<cpu model>, <n> cores, <os>, Java <version>, max heap <n> MB". */
    static String describe() {
        Runtime rt = Runtime.getRuntime();
        return String.format("%s, %d cores, %s %s %s, Java %s, max heap %d MB", cpuModel(), rt.availableProcessors(),
                System.getProperty("os.name"), System.getProperty("os.version"), System.getProperty("os.arch"),
                System.getProperty("java.version"), rt.maxMemory() >> 20);
    }

    /** The 1-minute load average, or a negative number where the platform has none. */
    static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    private static String cpuModel() {
        if (!Files.isReadable(CPU_INFO)) {
            return "unknown CPU";
        }
        try (Stream<String> lines = Files.lines(CPU_INFO)) {
            return lines.filter(l -> l.startsWith("model name")).map(l -> l.substring(l.indexOf(':') + 1).trim())
                    .findFirst().orElse("unknown CPU");
        } catch (IOException e) {
            return "unknown CPU";
        }
    }
}
