package org.fenceline.cli.bench;

import org.fenceline.cli.UserInputException;
import org.fenceline.tracer.launch.ClockMode;
import picocli.CommandLine.Option;

/** The {@code --clock} option of the benchmarks that run MPI programs (as {@code fenceline run} has it). */
final class ClockOption {
    @Option(names = "--clock", paramLabel = "virtual|wall", defaultValue = "virtual",
            description = {"virtual (default): the modelled machine's times, from virtual clocks;",
                    "wall: the runtime's own speed on this host's cores and clock."})
    String clock;

    /** The chosen mode; a bad value is the command's usage error. */
    ClockMode mode(String command) {
        try {
            return ClockMode.parse(clock);
        } catch (IllegalArgumentException e) {
            throw new UserInputException(command + ": " + e.getMessage());
        }
    }
}
