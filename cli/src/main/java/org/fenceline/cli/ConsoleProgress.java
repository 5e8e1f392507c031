package org.fenceline.cli;

import java.util.concurrent.TimeUnit;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * A progress bar on stderr for long steps: it appears only after {@link #DELAY_NANOS} (short steps stay
 * quiet) and only on a terminal (a CI log gets no carriage-return noise). One bar per named stage.
 */
public final class ConsoleProgress implements AutoCloseable {
    static final long DELAY_NANOS = TimeUnit.SECONDS.toNanos(2);

    private final boolean terminal = System.console() != null;
    private final long started = System.nanoTime();
    private ProgressBar bar;
    private String stage;

    /** Reports that {@code done} of {@code total} units of {@code stageName} are finished. */
    public synchronized void update(String stageName, long done, long total) {
        if (!terminal || System.nanoTime() - started < DELAY_NANOS) {
            return;
        }
        if (bar == null || !stageName.equals(stage)) {
            close();
            stage = stageName;
            bar = new ProgressBarBuilder().setTaskName(stageName).setInitialMax(total)
                    .setStyle(ProgressBarStyle.ASCII).setConsumer(new ConsoleProgressBarConsumer(System.err))
                    .build();
        }
        bar.maxHint(total);
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
