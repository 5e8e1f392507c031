package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A command line picocli cannot parse: one line naming the option and where to read more, exit status 2. */
class UsageErrorTest {
    @Test
    void unknownOptionIsOneLineWithStatusTwo() {
        CommandRun run = CommandRun.of("analyze", "somewhere", "--bogus");
        assertEquals(2, run.status());
        assertEquals("fenceline: Unknown option: '--bogus' (see 'fenceline analyze --help')\n", run.err());
    }

    @Test
    void badOptionValueIsOneLineNamingTheOption() {
        CommandRun run = CommandRun.of("trace", "dump", "somewhere", "--from", "1m");
        assertEquals(2, run.status());
        assertEquals("fenceline: Invalid value for option '--from': '1m' is not a time (examples: 1.5, 300ms, 20us, "
                + "100ns) (see 'fenceline trace dump --help')\n", run.err());
    }

    @Test
    void missingArgumentIsOneLine() {
        CommandRun run = CommandRun.of("trace", "info");
        assertEquals(2, run.status());
        assertEquals("fenceline: Missing required parameter: 'DIR' (see 'fenceline trace info --help')\n", run.err());
    }
}
