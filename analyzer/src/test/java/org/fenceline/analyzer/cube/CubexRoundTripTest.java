package org.fenceline.analyzer.cube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.DelayInterval;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.RootCause;
import org.fenceline.analyzer.report.SystemTree;
import org.fenceline.analyzer.report.TinyReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CubexRoundTripTest {
    @TempDir
    Path dir;

    @Test
    void everyTreeValueAndInstanceSurvivesWriteThenRead() throws Exception {
        Report original = TinyReport.report();
        Path file = dir.resolve("report.cubex");
        CubexWriter.write(original, file);
        Report read = CubexReader.read(file);

        assertEquals(original.metrics().definitions(), read.metrics().definitions());
        assertEquals(original.callTree().regions(), read.callTree().regions());
        assertEquals(describe(original.callTree().nodes()), describe(read.callTree().nodes()));
        assertEquals(describe(original.systemTree()), describe(read.systemTree()));
        assertEquals(original.systemTree().topologies(), read.systemTree().topologies());
        assertEquals(original.metadata(), read.metadata());
        for (int m = 0; m < original.metrics().size(); m++) {
            for (int c = 0; c < original.callTree().size(); c++) {
                for (int l = 0; l < 2; l++) {
                    assertEquals(original.severities().get(m, c, l), read.severities().get(m, c, l),
                            "metric " + m + " call path " + c + " location " + l);
                }
            }
        }
        assertEquals(describeInstances(original.instances()), describeInstances(read.instances()));
    }

    @Test
    void causesRootCausesAndTheCriticalPathSurviveWriteThenRead() throws Exception {
        Report original = TinyReport.withRootCauses();
        Path file = dir.resolve("report.cubex");
        CubexWriter.write(original, file);
        Report read = CubexReader.read(file);

        assertEquals(describeInstances(original.instances()), describeInstances(read.instances()));
        assertEquals(describeRootCauses(original.rootCauses()), describeRootCauses(read.rootCauses()));
        assertEquals(original.criticalPath(), read.criticalPath());
    }

    @Test
    void aReportWithoutRootCausesReadsBackWithoutThem() throws Exception {
        Path file = dir.resolve("report.cubex");
        CubexWriter.write(TinyReport.report(), file);
        Report read = CubexReader.read(file);
        assertEquals(List.of(), read.rootCauses());
        assertEquals(List.of(), read.criticalPath());
        assertNull(read.instances().get(0).cause());
    }

    @Test
    void writingReplacesAnExistingFileAndLeavesNoTemporaryFile() throws Exception {
        Path file = dir.resolve("report.cubex");
        Files.writeString(file, "old");
        CubexWriter.write(TinyReport.report(), file);
        assertEquals(List.of(file), Files.list(dir).toList());
        assertFalse(Files.readString(file, java.nio.charset.StandardCharsets.ISO_8859_1).startsWith("old"));
    }

    static List<String> describe(List<CallPathNode> nodes) {
        return nodes.stream().map(n -> n.index() + " " + n.path() + " @" + n.file() + ":" + n.line() + " parent "
                + (n.parent() == null ? -1 : n.parent().index())).toList();
    }

    static List<String> describe(SystemTree s) {
        return s.locations().stream().map(l -> l.index() + " " + l.name() + " #" + l.rank() + " in "
                + l.process().name() + " rank " + l.process().rank() + " in " + l.process().group().name() + "/"
                + l.process().group().kind() + " in " + l.process().group().parent().name()).toList();
    }

    static List<String> describeInstances(List<Instance> instances) {
        return instances.stream().map(i -> i.metricId() + " " + i.location() + " " + i.callPath().path() + " "
                + i.startS() + " " + i.endS() + " " + i.severityS() + " " + i.partner() + " " + describe(i.cause()))
                .toList();
    }

    static List<String> describeRootCauses(List<RootCause> causes) {
        return causes.stream().map(c -> c.location() + " " + c.callPath().path() + " " + c.waitStateId() + " "
                + c.delayS() + " " + c.costS() + " " + c.waitingLocations() + " " + describe(c.largest())).toList();
    }

    /** The delay with its call path as a path string (call path nodes of two reports are never equal). */
    static String describe(DelayInterval d) {
        return d == null ? "no cause" : d.location() + " " + d.callPath().path() + " " + d.startS() + ".." + d.endS()
                + " delay " + d.delayS() + " " + d.waitStateId() + " at " + d.synchronisationS() + " cost "
                + d.costS() + " on " + d.waitingLocations();
    }
}
