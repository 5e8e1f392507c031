package org.fenceline.patterns;

/**
 * A pattern's documentation in four parts, rendered as the HTML a metric carries (Cube shows it as the metric's
 * online description; docs/patterns.md is generated from it).
 *
 * @param meaning what the metric measures
 * @param formula how it is computed, and where it is charged
 * @param cause   what typically makes it large
 * @param change  what to change in the program
 */
public record Description(String meaning, String formula, String cause, String change) {

    public String html() {
        return "<p>" + meaning + "</p>\n"
                + "<p><b>Formula:</b> " + formula + "</p>\n"
                + "<p><b>Typical cause:</b> " + cause + "</p>\n"
                + "<p><b>What to change:</b> " + change + "</p>";
    }
}
