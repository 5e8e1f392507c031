package org.fenceline.cli;

import java.io.PrintStream;
import java.time.Duration;
import java.util.function.LongSupplier;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * A progress bar for a step that takes a while (merge, analysis). It appears only on a terminal, and only once
 * the step has run for {@link #DELAY_NS}: quick steps stay quiet, and logs and pipes never get carriage-return
 * noise. The phase being worked on is shown beside the bar.
 */
public final class ConsoleProgress implements AutoCloseable {
    public static final long DELAY_NS = 2_000_000_000L;

    private final String task;
    private final boolean terminal;
    private final LongSupplier nanoClock;
    private final PrintStream target;
    private final long start;
    private ProgressBar bar;

    public ConsoleProgress(String task, boolean terminal, LongSupplier nanoClock, PrintStream target) {
        this.task = task;
        this.terminal = terminal;
        this.nanoClock = nanoClock;
        this.target = target;
        this.start = nanoClock.getAsLong();
    }

    /** On stderr, if the process has a terminal (System.console() is null when a stream is redirected). */
    public static ConsoleProgress onStderr(String task) {
        return new ConsoleProgress(task, System.console() != null, System::nanoTime, System.err);
    }

    /** {@code done} of {@code total} units are finished; {@code phase} names what is being done. */
    public synchronized void update(String phase, long done, long total) {
        if (bar == null) {
            long elapsed = nanoClock.getAsLong() - start;
            if (!terminal || elapsed < DELAY_NS) {
                return;
            }
            bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(total)
                    .setStyle(ProgressBarStyle.ASCII).setConsumer(new ConsoleProgressBarConsumer(target))
                    .startsFrom(done, Duration.ofNanos(elapsed)).build();
        }
        bar.maxHint(total);
        bar.setExtraMessage(phase);
        bar.stepTo(done);
    }

    @Override
    public synchronized void close() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}
