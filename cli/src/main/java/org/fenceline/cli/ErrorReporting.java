package org.fenceline.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns failures into what a user can act on: one line naming the file or call and what is wrong, a
 * non-zero exit status, and a stack trace only with {@code --debug} (or for a bug in Fenceline itself).
 */
final class ErrorReporting implements IExecutionExceptionHandler {
    /** Bad input: a file that cannot be read as a trace or report, an option that makes no sense. */
    static final int EXIT_BAD_INPUT = 2;
    /** A bug in Fenceline. */
    static final int EXIT_INTERNAL = 3;

    @Override
    public int handleExecutionException(Exception e, CommandLine cl, ParseResult parsed) {
        PrintWriter err = cl.getErr();
        boolean debug = DebugOption.enabled(parsed);
        if (e instanceof UserInputException || e instanceof java.io.IOException) {
            err.println("fenceline: " + e.getMessage());
            if (debug) {
                e.printStackTrace(err);
            }
            err.flush();
            return EXIT_BAD_INPUT;
        }
        err.println("fenceline: internal error: " + e);
        e.printStackTrace(err);
        err.flush();
        return EXIT_INTERNAL;
    }

    /** Usage errors: one line, the message and a pointer to --help, not the whole usage text. */
    static final class BadUsage implements CommandLine.IParameterExceptionHandler {
        @Override
        public int handleParseException(CommandLine.ParameterException ex, String[] args) {
            CommandLine cl = ex.getCommandLine();
            PrintWriter err = cl.getErr();
            err.println("fenceline: " + ex.getMessage().replace('\n', ' ') + " (see '" + cl.getCommandSpec().qualifiedName() + " --help')");
            err.flush();
            return EXIT_BAD_INPUT;
        }
    }
}
