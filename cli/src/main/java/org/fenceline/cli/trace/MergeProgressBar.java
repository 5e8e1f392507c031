package org.fenceline.cli.trace;

import java.io.PrintStream;
import java.time.Duration;
import java.util.function.LongSupplier;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.fenceline.trace.merge.MergeProgress;

/**
 * A progress bar for a merge that takes a while. It appears only on a terminal, and only once the merge has
 * run for {@link #DELAY_NS}: quick merges stay quiet, and logs and pipes never get carriage-return noise.
 * Steps are locations: each is scanned once and written once.
 */
final class MergeProgressBar implements MergeProgress, AutoCloseable {
    static final long DELAY_NS = 2_000_000_000L;

    private final boolean terminal;
    private final LongSupplier nanoClock;
    private final PrintStream target;
    private final long start;
    private ProgressBar bar;

    MergeProgressBar(boolean terminal, LongSupplier nanoClock, PrintStream target) {
        this.terminal = terminal;
        this.nanoClock = nanoClock;
        this.target = target;
        this.start = nanoClock.getAsLong();
    }

    /** On stderr, if the process has a terminal (System.console() is null when a stream is redirected). */
    static MergeProgressBar onStderr() {
        return new MergeProgressBar(System.console() != null, System::nanoTime, System.err);
    }

    @Override
    public void update(Stage stage, int locationsDone, int locationsTotal) {
        long step = stage == Stage.SCAN ? locationsDone : (long) locationsTotal + locationsDone;
        if (bar == null) {
            long elapsed = nanoClock.getAsLong() - start;
            if (!terminal || elapsed < DELAY_NS) {
                return;
            }
            bar = new ProgressBarBuilder().setTaskName("Merging").setInitialMax(2L * locationsTotal)
                    .setStyle(ProgressBarStyle.ASCII).setConsumer(new ConsoleProgressBarConsumer(target))
                    .startsFrom(step, Duration.ofNanos(elapsed)).build();
        }
        bar.setExtraMessage(stage == Stage.SCAN ? "scanning" : "writing");
        bar.stepTo(step);
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
    }
}
