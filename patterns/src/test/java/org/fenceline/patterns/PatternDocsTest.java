package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.fenceline.analyzer.pattern.PatternCatalog;
import org.fenceline.analyzer.report.Metric;
import org.junit.jupiter.api.Test;

/**
 * docs/patterns.md is generated from the catalog. Run with {@code -Dfenceline.writeDocs=true} to regenerate
 * it after changing a pattern.
 */
class PatternDocsTest {
    private static final Path DOC = Path.of("..", "docs", "patterns.md");
    private static final Path HTML = Path.of("..", "docs", "patterns.html");

    @Test
    void committedDocumentMatchesTheCatalog() throws Exception {
        String generated = PatternDocs.markdown(PatternCatalog.load(getClass().getClassLoader()));
        if (Boolean.getBoolean("fenceline.writeDocs")) {
            Files.writeString(DOC, generated, StandardCharsets.UTF_8);
        }
        assertEquals(generated, Files.readString(DOC, StandardCharsets.UTF_8),
                "docs/patterns.md is out of date: run mvn -pl patterns test -Dtest=PatternDocsTest"
                        + " -Dfenceline.writeDocs=true");
    }

    @Test
    void committedHtmlPageMatchesTheCatalogAndAnchorsEveryMetric() throws Exception {
        PatternCatalog catalog = PatternCatalog.load(getClass().getClassLoader());
        String generated = PatternDocs.html(catalog);
        if (Boolean.getBoolean("fenceline.writeDocs")) {
            Files.writeString(HTML, generated, StandardCharsets.UTF_8);
        }
        assertEquals(generated, Files.readString(HTML, StandardCharsets.UTF_8),
                "docs/patterns.html is out of date: run mvn -pl patterns test -Dtest=PatternDocsTest"
                        + " -Dfenceline.writeDocs=true");
        for (Metric m : catalog.metricTree().metrics()) {
            String url = m.url();
            assertEquals("@mirror@patterns.html#" + m.id(), url, m.id());
            assertTrue(generated.contains("<h2 id=\"" + m.id() + "\">"), "anchor of " + m.id());
        }
    }
}
