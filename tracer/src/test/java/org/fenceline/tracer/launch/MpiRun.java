package org.fenceline.tracer.launch;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** Runs a program through the Launcher and captures its exit status and stderr. */
final class MpiRun {
    record Result(int status, String err) {
        Result expectSuccess() {
            if (status != 0) {
                throw new AssertionError("exit status " + status + ", stderr:\n" + err);
            }
            return this;
        }
    }

    private MpiRun() {
    }

    static Result run(LaunchOptions options) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            int status = Launcher.run(options, err);
            return new Result(status, bytes.toString(StandardCharsets.UTF_8));
        }
    }

    static Result run(int np, Class<?> main, String... args) {
        return run(LaunchOptions.of(np, main.getName(), args));
    }

    static Result run(String profile, int np, Class<?> main, String... args) {
        return run(LaunchOptions.of(np, main.getName(), args).withInterconnect(profile));
    }

    static Result runWithDeadlockTimeout(Duration timeout, int np, Class<?> main, String... args) {
        return run(LaunchOptions.of(np, main.getName(), args).withDeadlockTimeout(timeout));
    }
}
