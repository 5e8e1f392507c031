package org.fenceline.analyzer.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ChannelTableTest {
    @Test
    void numbersChannelsDenselyAndFindsThemAgain() {
        ChannelTable table = new ChannelTable();
        for (int i = 0; i < 1000; i++) {
            assertEquals(i, table.idOf(i % 3, i / 3, -i));
        }
        for (int i = 0; i < 1000; i++) {
            assertEquals(i, table.find(i % 3, i / 3, -i));
            assertEquals(i / 3, table.partner(i));
        }
        assertEquals(-1, table.find(0, 0, 1));
        assertEquals(1000, table.size());
    }
}
