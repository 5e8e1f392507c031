package org.fenceline.cli;

import java.io.PrintWriter;
import org.fenceline.trace.FencelineVersion;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code fenceline} command: trace MPI programs, analyze the traces, look at the results. */
@Command(name = "fenceline",
        mixinStandardHelpOptions = true,
        versionProvider = Fenceline.Version.class,
        description = "Event-trace performance analysis of Java MPI programs.",
        subcommands = {CommandLine.HelpCommand.class})
public final class Fenceline {

    /**
     * Heap set aside for saying that the heap ran out: the command's other threads may still hold theirs when its
     * main thread fails.
     */
    private static byte[] reserve = new byte[1 << 20];

    public static void main(String[] args) {
        PrintWriter err = new PrintWriter(System.err);
        int status;
        try {
            status = execute(args);
        } catch (Error e) {
            // Outside picocli, which hands on errors.
            reserve = null;
            OutOfMemoryError outOfMemory = ErrorReporting.outOfMemoryBehind(e);
            if (outOfMemory == null) {
                throw e;
            }
            status = ErrorReporting.outOfMemory(outOfMemory, err);
        }
        System.exit(status);
    }

    /** Runs the command line and returns its exit status (tests call this instead of main). */
    public static int execute(String... args) {
        return newCommandLine(args).execute(args);
    }

    /** The command line for {@code args}: with the subcommands they need ({@link Subcommands}). */
    static CommandLine newCommandLine(String... args) {
        CommandLine cl = new CommandLine(new Fenceline());
        Subcommands.register(cl, args);
        // Option tables (run's launch syntax above all) are laid out for a wide terminal, as most are.
        cl.setUsageHelpWidth(110);
        // Enum options (--format csv, --rma-model basic) are written in lower case.
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setExecutionExceptionHandler(new ErrorReporting());
        cl.setParameterExceptionHandler(new ErrorReporting.BadUsage());
        return cl;
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"fenceline " + FencelineVersion.get(),
                    "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"};
        }
    }
}
