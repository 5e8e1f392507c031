package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.fenceline.analyzer.pattern.PatternCatalog;
import org.junit.jupiter.api.Test;

/**
 * docs/patterns.md is generated from the catalog. Run with {@code -Dfenceline.writeDocs=true} to regenerate
 * it after changing a pattern.
 */
class PatternDocsTest {
    private static final Path DOC = Path.of("..", "docs", "patterns.md");

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
}
