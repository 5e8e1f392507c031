package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/** The bar's two conditions, with a hand-driven clock: a terminal, and a step that has run for two seconds. */
class ConsoleProgressTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream target = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    private long now;

    @Test
    void withoutATerminalThereIsNoBar() {
        try (ConsoleProgress bar = new ConsoleProgress("Merging", false, () -> now, target)) {
            now = 10 * ConsoleProgress.DELAY_NS;
            bar.update("scanning", 1, 8);
            bar.update("writing", 8, 8);
        }
        assertEquals("", bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void onATerminalTheBarAppearsOnlyAfterTheDelay() {
        try (ConsoleProgress bar = new ConsoleProgress("Merging", true, () -> now, target)) {
            now = ConsoleProgress.DELAY_NS - 1;
            bar.update("scanning", 1, 8);
            assertEquals("", bytes.toString(StandardCharsets.UTF_8));
            now = ConsoleProgress.DELAY_NS;
            bar.update("scanning", 2, 8);
            bar.update("writing", 8, 8);
        }
        String shown = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(shown.contains("Merging") && shown.contains("8/8"), shown);
    }
}
