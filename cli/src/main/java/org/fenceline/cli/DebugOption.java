package org.fenceline.cli;

import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;

/** {@code --debug}: show stack traces with error messages. Mixed into every command that reads input. */
public final class DebugOption {
    @Option(names = "--debug", description = "Show stack traces with error messages.")
    boolean debug;

    static boolean enabled(ParseResult parsed) {
        for (ParseResult p = parsed; p != null; p = p.subcommand()) {
            if (p.hasMatchedOption("--debug")) {
                return true;
            }
        }
        return false;
    }
}
