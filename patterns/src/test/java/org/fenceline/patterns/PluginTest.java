package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.AnalysisResult;
import org.fenceline.analyzer.Analyzer;
import org.fenceline.analyzer.pattern.Pattern;
import org.fenceline.analyzer.pattern.PatternCatalog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A pattern added the way docs/writing-patterns.md says: a service file on the class path. */
class PluginTest {
    @TempDir
    Path dir;

    @Test
    void serviceFileOnTheClassPathAddsAPattern() throws Exception {
        Path plugin = dir.resolve("plugin");
        Path services = plugin.resolve("META-INF/services/" + Pattern.class.getName());
        Files.createDirectories(services.getParent());
        Files.writeString(services, LargeReceives.class.getName() + "\n");
        PatternCatalog catalog;
        try (URLClassLoader loader = new URLClassLoader(new URL[] {plugin.toUri().toURL()},
                getClass().getClassLoader())) {
            catalog = PatternCatalog.load(loader);
        }
        assertEquals("comms_recv", catalog.metricTree().byId("comms_recv_large").parent().id());

        TraceBuilder t = new TraceBuilder(2);
        t.at(0).send(1, 2, 1, 0, 8).send(3, 4, 1, 0, LargeReceives.LARGE);
        t.at(1).recv(1.5, 2.5, 0, 0, 8).recv(3.5, 4.5, 0, 0, LargeReceives.LARGE);
        AnalysisResult r = Analyzer.analyze(t.write(dir.resolve("trace")),
                AnalysisOptions.defaults().withPatterns(catalog));
        assertEquals(1, r.report().severities().total(r.report().metrics().byId("comms_recv_large")));
        assertEquals(2, r.report().severities().total(r.report().metrics().byId("comms_recv")));
    }

    @Test
    void aPatternWithAnUnknownParentIsRejected() {
        List<Pattern> patterns = new ArrayList<>(PatternCatalog.load(getClass().getClassLoader()).patterns());
        patterns.removeIf(p -> p.id().equals("comms_recv"));
        patterns.removeIf(p -> p.parentId() != null && p.parentId().startsWith("mpi_cls"));
        patterns.removeIf(p -> p.id().equals("mpi_cls_count"));
        patterns.add(new LargeReceives());
        assertThrows(IllegalArgumentException.class, () -> PatternCatalog.of(patterns));
    }
}
