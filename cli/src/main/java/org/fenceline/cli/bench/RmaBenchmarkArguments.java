package org.fenceline.cli.bench;

import java.util.List;
import java.util.Map;

import org.fenceline.cli.UserInputException;

/**
 * The arguments of {@code bench rma osu|sync|progress}, checked before any rank starts: the benchmark programs
 * parse them inside every rank, where a typo would end as N stack traces.
 */
final class RmaBenchmarkArguments {
    private static final List<String> OSU_TESTS = List.of("put_latency", "get_latency", "put_bw", "get_bw",
            "acc_latency", "cas_latency", "fop_latency");
    /** OSU's options and the values each takes; null: a count. */
    private static final Map<String, List<String>> OSU_OPTIONS = Map.of(
            "-s", List.of("lock", "flush", "fence", "pscw"),
            "-a", List.of("direct", "emulated"));
    private static final List<String> OSU_COUNT_OPTIONS = List.of("-m", "-i", "-x", "-W");

    private RmaBenchmarkArguments() {
    }

    static void check(List<String> args) {
        String benchmark = args.isEmpty() ? "osu" : args.get(0);
        List<String> rest = args.isEmpty() ? List.of() : args.subList(1, args.size());
        switch (benchmark) {
            case "osu" -> checkOsu(rest);
            case "sync" -> checkCounts("sync", rest, 2);
            case "progress" -> checkCounts("progress", rest, 1);
            default -> throw new UserInputException("bench rma: unknown benchmark '" + benchmark
                    + "' (osu, sync or progress)");
        }
    }

    private static void checkOsu(List<String> args) {
        if (!args.isEmpty() && !OSU_TESTS.contains(args.get(0))) {
            throw new UserInputException("bench rma osu: unknown test '" + args.get(0) + "' (one of "
                    + String.join(", ", OSU_TESTS) + ")");
        }
        for (int i = 1; i < args.size(); i += 2) {
            String option = args.get(i);
            if (!OSU_OPTIONS.containsKey(option) && !OSU_COUNT_OPTIONS.contains(option)) {
                throw new UserInputException("bench rma osu: unknown option '" + option + "'");
            }
            if (i + 1 >= args.size()) {
                throw new UserInputException("bench rma osu: " + option + " needs a value");
            }
            String value = args.get(i + 1);
            List<String> allowed = OSU_OPTIONS.get(option);
            if (allowed != null && !allowed.contains(value)) {
                throw new UserInputException("bench rma osu: " + option + " must be one of " + String.join(", ", allowed)
                        + ", not '" + value + "'");
            }
            if (allowed == null) {
                count("bench rma osu: " + option, value);
            }
        }
    }

    private static void checkCounts(String benchmark, List<String> args, int most) {
        if (args.size() > most) {
            throw new UserInputException("bench rma " + benchmark + ": at most " + most + " argument"
                    + (most == 1 ? "" : "s") + ", not " + args.size());
        }
        for (String a : args) {
            count("bench rma " + benchmark, a);
        }
    }

    private static void count(String what, String value) {
        try {
            if (Integer.parseInt(value) >= 0) {
                return;
            }
        } catch (NumberFormatException notANumber) {
            // Reported below, as a negative one is.
        }
        throw new UserInputException(what + ": '" + value + "' is not a count (0 or more)");
    }
}
