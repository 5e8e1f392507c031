package org.fenceline.tracer.measure.job;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Which user methods {@code --instrument auto} records, read from a filter file: one rule per line,
 * {@code include GLOB} or {@code exclude GLOB}, matched against "pkg.Class.method" (nested classes with
 * {@code $}); {@code *} matches any run of characters (dots included), {@code ?} one character. The last
 * matching rule decides; a method no rule matches is included. Blank lines and {@code #} comments are ignored.
 *
 * <pre>
 * exclude *                      # nothing ...
 * include org.example.solver.*   # ... but the solver
 * exclude *.get*                 # and none of its getters
 * </pre>
 */
public final class FilterFile {
    /** Includes every method. */
    public static final FilterFile ALL = new FilterFile(List.of());

    private record Rule(boolean include, Pattern glob) {
    }

    private final List<Rule> rules;

    private FilterFile(List<Rule> rules) {
        this.rules = List.copyOf(rules);
    }

    /** @throws IllegalArgumentException naming the file and line of a malformed rule */
    public static FilterFile read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("--filter " + file + ": no such file");
        }
        return parse(file.toString(), Files.readAllLines(file));
    }

    static FilterFile parse(String source, List<String> lines) {
        List<Rule> rules = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int hash = line.indexOf('#');
            String[] words = (hash < 0 ? line : line.substring(0, hash)).trim().split("\\s+");
            if (words.length == 1 && words[0].isEmpty()) {
                continue;
            }
            boolean include = words[0].equals("include");
            if (words.length != 2 || !include && !words[0].equals("exclude")) {
                throw new IllegalArgumentException(source + ":" + (i + 1) + ": expected 'include GLOB' or "
                        + "'exclude GLOB', not '" + line.trim() + "'");
            }
            rules.add(new Rule(include, glob(words[1])));
        }
        return new FilterFile(rules);
    }

    /** Whether method {@code method} of class {@code className} (binary name, with dots) is instrumented. */
    public boolean includes(String className, String method) {
        String name = className + "." + method;
        for (int i = rules.size() - 1; i >= 0; i--) {
            if (rules.get(i).glob().matcher(name).matches()) {
                return rules.get(i).include();
            }
        }
        return true;
    }

    private static Pattern glob(String glob) {
        StringBuilder regex = new StringBuilder();
        for (char c : glob.toCharArray()) {
            switch (c) {
                case '*' -> regex.append(".*");
                case '?' -> regex.append('.');
                default -> regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return Pattern.compile(regex.toString());
    }
}
