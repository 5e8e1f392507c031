package org.fenceline.analyzer.pattern;

import java.nio.file.Path;
import java.util.List;

/**
 * Where a metric's online description is, the way Scalasca links its metrics ({@code
 * @mirror@scalasca_patterns.html#<uniq_name>}): every metric's Cube {@code url} is {@link #url(String)}, and a
 * report's mirrors ({@code <murl>}) name directories holding {@code patterns.html} (docs/patterns.html, generated
 * from the catalog like docs/patterns.md). Cube replaces {@code @mirror@} by the first mirror that works.
 */
public final class PatternDocumentation {
    /** The page, relative to a mirror; its sections are anchored by metric id. */
    public static final String PAGE = "patterns.html";
    /** System property naming the Fenceline installation ({@code bin/fenceline} sets it). */
    public static final String HOME_PROPERTY = "fenceline.home";

    private PatternDocumentation() {
    }

    /** The Cube url of metric {@code id}. */
    public static String url(String id) {
        return "@mirror@" + PAGE + "#" + id;
    }

    /**
     * The mirrors to write into a report: the installation's docs directory as a {@code file:} URL when
     * {@value #HOME_PROPERTY} is set, otherwise none.
     */
    public static List<String> mirrors() {
        String home = System.getProperty(HOME_PROPERTY);
        if (home == null || home.isBlank()) {
            return List.of();
        }
        String docs = Path.of(home).toAbsolutePath().normalize().resolve("docs").toUri().toString();
        return List.of(docs.endsWith("/") ? docs : docs + "/");
    }
}
