package org.fenceline.viewer.model;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Turns a metric's HTML description (Scalasca's pattern documentation and Fenceline's catalog use a small
 * subset: paragraphs, headings, lists, bold, italic, code, links) into styled runs of text. The description
 * panel draws the runs as a TextFlow, which works without WebView's native web engine and under Monocle.
 * Unknown tags are dropped, their text kept.
 */
public final class DescriptionText {

    /** A piece of text with one style. Paragraph and line breaks appear as "\n" in the text. */
    public record Run(String text, Set<Style> styles, String href) {
    }

    public enum Style {
        BOLD,
        ITALIC,
        CODE,
        HEADING,
        LINK
    }

    private final List<Run> runs = new ArrayList<>();
    private final StringBuilder pending = new StringBuilder();
    private final EnumSet<Style> current = EnumSet.noneOf(Style.class);
    private String href;
    private boolean atLineStart = true;

    private DescriptionText() {
    }

    public static List<Run> parse(String html) {
        DescriptionText p = new DescriptionText();
        p.read(html == null ? "" : html);
        p.flush();
        // A trailing break carries no text; dropping it keeps the panel from growing empty lines.
        while (!p.runs.isEmpty() && p.runs.get(p.runs.size() - 1).text().isBlank()) {
            p.runs.remove(p.runs.size() - 1);
        }
        return List.copyOf(p.runs);
    }

    /** The runs' text without styles, e.g. for a tooltip or a test. */
    public static String plain(String html) {
        StringBuilder b = new StringBuilder();
        parse(html).forEach(r -> b.append(r.text()));
        return b.toString().strip();
    }

    private void read(String html) {
        int i = 0;
        while (i < html.length()) {
            char c = html.charAt(i);
            if (c == '<') {
                int end = html.indexOf('>', i);
                if (end < 0) {
                    text(html.substring(i));
                    return;
                }
                tag(html.substring(i + 1, end).trim());
                i = end + 1;
            } else if (c == '&') {
                int end = html.indexOf(';', i);
                if (end < 0 || end - i > 8) {
                    text("&");
                    i++;
                } else {
                    text(entity(html.substring(i + 1, end)));
                    i = end + 1;
                }
            } else {
                int next = nextSpecial(html, i);
                text(html.substring(i, next));
                i = next;
            }
        }
    }

    private static int nextSpecial(String s, int from) {
        for (int i = from; i < s.length(); i++) {
            if (s.charAt(i) == '<' || s.charAt(i) == '&') {
                return i;
            }
        }
        return s.length();
    }

    private void tag(String tag) {
        boolean closing = tag.startsWith("/");
        String body = closing ? tag.substring(1) : tag;
        String name = body.split("[\\s/]", 2)[0].toLowerCase(Locale.ROOT);
        switch (name) {
            case "b", "strong" -> style(Style.BOLD, closing);
            case "i", "em", "var" -> style(Style.ITALIC, closing);
            case "code", "tt", "pre", "kbd" -> style(Style.CODE, closing);
            case "h1", "h2", "h3", "h4", "h5", "h6", "dt" -> {
                lineBreak(true);
                style(Style.HEADING, closing);
            }
            case "a" -> {
                if (closing) {
                    style(Style.LINK, true);
                    href = null;
                } else {
                    href = attribute(body, "href");
                    style(Style.LINK, false);
                }
            }
            case "p", "div", "ul", "ol", "dl", "table", "tr" -> lineBreak(true);
            case "br" -> lineBreak(false);
            case "li" -> {
                if (!closing) {
                    lineBreak(false);
                    text("• ");
                }
            }
            case "dd" -> {
                if (!closing) {
                    lineBreak(false);
                    text("    ");
                }
            }
            default -> { }
        }
    }

    private static String attribute(String tag, String attr) {
        int i = tag.toLowerCase(Locale.ROOT).indexOf(attr + "=");
        if (i < 0) {
            return null;
        }
        String rest = tag.substring(i + attr.length() + 1).trim();
        if (rest.startsWith("\"") || rest.startsWith("'")) {
            int end = rest.indexOf(rest.charAt(0), 1);
            return end < 0 ? rest.substring(1) : rest.substring(1, end);
        }
        return rest.split("\\s", 2)[0];
    }

    private void style(Style s, boolean off) {
        flush();
        if (off) {
            current.remove(s);
        } else {
            current.add(s);
        }
    }

    private void lineBreak(boolean paragraph) {
        if (atLineStart && runs.isEmpty() && pending.length() == 0) {
            return;
        }
        if (!atLineStart) {
            pending.append('\n');
        }
        if (paragraph && !endsWithBlankLine()) {
            pending.append('\n');
        }
        atLineStart = true;
    }

    private boolean endsWithBlankLine() {
        String tail = pending.length() > 0 ? pending.toString()
                : runs.isEmpty() ? "" : runs.get(runs.size() - 1).text();
        return tail.endsWith("\n\n");
    }

    /** Adds text with HTML whitespace rules: runs of whitespace become one space; none at a line start. */
    private void text(String raw) {
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (Character.isWhitespace(c) && c != '\u00A0') {
                if (!atLineStart && !endsWithSpace()) {
                    pending.append(' ');
                }
            } else {
                pending.append(c == '\u00A0' ? ' ' : c);
                atLineStart = false;
            }
        }
    }

    private boolean endsWithSpace() {
        return pending.length() > 0 ? pending.charAt(pending.length() - 1) == ' '
                : !runs.isEmpty() && runs.get(runs.size() - 1).text().endsWith(" ");
    }

    private void flush() {
        if (pending.length() > 0) {
            runs.add(new Run(pending.toString(), Set.copyOf(current.isEmpty() ? Set.of() : current),
                    current.contains(Style.LINK) ? href : null));
            pending.setLength(0);
        }
    }

    private static String entity(String name) {
        return switch (name) {
            case "amp" -> "&";
            case "lt" -> "<";
            case "gt" -> ">";
            case "quot" -> "\"";
            case "apos" -> "'";
            case "nbsp" -> "\u00A0";
            default -> name.startsWith("#x") || name.startsWith("#X") ? codePoint(name.substring(2), 16)
                    : name.startsWith("#") ? codePoint(name.substring(1), 10) : "&" + name + ";";
        };
    }

    private static String codePoint(String digits, int radix) {
        try {
            return new String(Character.toChars(Integer.parseInt(digits, radix)));
        } catch (IllegalArgumentException e) {
            return "";
        }
    }
}
