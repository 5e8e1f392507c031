package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The command tree is built only as far as a command line needs it, and whole wherever it is shown. */
class CommandTreeTest {
    private static final Set<String> TOP = Set.of("run", "classpath", "trace", "analyze", "report", "view", "demo",
            "bench", "help");
    private static final Set<String> TRACE = Set.of("info", "dump", "validate", "merge", "import", "export", "synth");

    @Test
    void aNamedSubcommandIsBuiltAlone() {
        CommandLine root = Fenceline.newCommandLine("trace", "info", "somewhere");
        assertEquals(Set.of("trace", "help"), root.getSubcommands().keySet());
        assertEquals(Set.of("info"), root.getSubcommands().get("trace").getSubcommands().keySet());
    }

    @Test
    void demoAlsoGetsTheAnalyzeItRuns() {
        assertEquals(Set.of("demo", "analyze", "help"), Fenceline.newCommandLine("demo").getSubcommands().keySet());
    }

    @Test
    void withoutASubcommandNameTheWholeTreeIsBuilt() {
        for (List<String> args : List.of(List.<String>of(), List.of("--help"), List.of("help", "trace"),
                List.of("tarce"))) {
            CommandLine root = Fenceline.newCommandLine(args.toArray(String[]::new));
            assertEquals(TOP, root.getSubcommands().keySet(), args.toString());
            assertEquals(TRACE, root.getSubcommands().get("trace").getSubcommands().keySet(), args.toString());
        }
        assertEquals(TRACE, Fenceline.newCommandLine("trace", "--help").getSubcommands().get("trace")
                .getSubcommands().keySet());
    }

    @Test
    void helpListsEverySubcommand() {
        CommandRun run = CommandRun.of("trace", "--help");
        assertEquals(0, run.status());
        for (String name : TRACE) {
            assertTrue(run.out().contains("\n  " + name + " "), name + " in:\n" + run.out());
        }
    }

    @Test
    void theLaunchSyntaxSettingsHoldWhenRunIsBuiltAlone() {
        CommandLine run = Fenceline.newCommandLine("run", "-np", "2", "Main").getSubcommands().get("run");
        assertTrue(run.isStopAtPositional());
        assertTrue(run.isUnmatchedOptionsArePositionalParams());
        CommandLine rma = Fenceline.newCommandLine("bench", "rma", "put").getSubcommands().get("bench")
                .getSubcommands().get("rma");
        assertTrue(rma.isStopAtPositional());
    }
}
