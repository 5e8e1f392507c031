package org.fenceline.cli.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.fenceline.trace.merge.MergeProgress.Stage;
import org.junit.jupiter.api.Test;

/** The bar's two conditions, with a hand-driven clock: a terminal, and a merge that has run for two seconds. */
class MergeProgressBarTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream target = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    private long now;

    @Test
    void withoutATerminalThereIsNoBar() {
        try (MergeProgressBar bar = new MergeProgressBar(false, () -> now, target)) {
            now = 10 * MergeProgressBar.DELAY_NS;
            bar.update(Stage.SCAN, 1, 4);
            bar.update(Stage.WRITE, 4, 4);
        }
        assertEquals("", bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void onATerminalTheBarAppearsOnlyAfterTheDelay() {
        try (MergeProgressBar bar = new MergeProgressBar(true, () -> now, target)) {
            now = MergeProgressBar.DELAY_NS - 1;
            bar.update(Stage.SCAN, 1, 4);
            assertEquals("", bytes.toString(StandardCharsets.UTF_8));
            now = MergeProgressBar.DELAY_NS;
            bar.update(Stage.SCAN, 2, 4);
            bar.update(Stage.WRITE, 4, 4);
        }
        String shown = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(shown.contains("Merging") && shown.contains("8/8"), shown);
    }
}
