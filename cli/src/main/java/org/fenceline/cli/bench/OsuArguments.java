package org.fenceline.cli.bench;

import java.util.List;

import org.fenceline.cli.UserInputException;

/** The OSU-style benchmark programs' common arguments (-m MAX, -i ITERATIONS, -x WARMUP), checked and passed on. */
final class OsuArguments {
    private OsuArguments() {
    }

    static void add(List<String> args, String benchmark, Integer maxSize, Integer iterations, Integer warmup) {
        add(args, benchmark, "-m", maxSize);
        add(args, benchmark, "-i", iterations);
        add(args, benchmark, "-x", warmup);
    }

    private static void add(List<String> args, String benchmark, String name, Integer value) {
        if (value != null) {
            if (value < 0) {
                throw new UserInputException("bench " + benchmark + ": " + name + " " + value + " must not be negative");
            }
            args.add(name);
            args.add(value.toString());
        }
    }
}
