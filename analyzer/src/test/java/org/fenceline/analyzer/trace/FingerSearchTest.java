package org.fenceline.analyzer.trace;

import org.fenceline.trace.column.LongList;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;

import org.junit.jupiter.api.Test;

class FingerSearchTest {
    /** Ascending values with runs of equal ones and gaps. */
    private static LongList column(Random random, int size) {
        LongList values = new LongList();
        long v = -50;
        for (int i = 0; i < size; i++) {
            v += random.nextInt(4) == 0 ? 0 : random.nextInt(20);
            values.add(v);
        }
        return values;
    }

    @Test
    void answersAsABisectionOfTheWholeColumnWhereverTheSearchesJump() {
        Random random = new Random(19);
        for (int size : new int[] {0, 1, 2, 3, 17, 1000, 100_000}) {
            LongList values = column(random, size);
            FingerSearch search = new FingerSearch(values);
            long span = size == 0 ? 10 : values.get(size - 1) + 60;
            for (int q = 0; q < 5000; q++) {
                // Mostly small steps back and forth, now and then a jump anywhere (and past either end).
                long value = random.nextInt(8) == 0 ? random.nextLong(span + 100) - 100
                        : (size == 0 ? 0 : values.get(random.nextInt(size))) + random.nextInt(5) - 2;
                assertEquals(values.firstAtOrAfter(value), search.firstAtOrAfter(value), "at or after " + value);
                int after = value == Long.MAX_VALUE ? size : values.firstAtOrAfter(value + 1);
                assertEquals(after, search.firstAfter(value), "after " + value);
            }
            assertEquals(size, search.firstAfter(Long.MAX_VALUE));
            assertEquals(values.firstAtOrAfter(Long.MIN_VALUE), search.firstAtOrAfter(Long.MIN_VALUE));
        }
    }

    @Test
    void searchesBackInTimeStepByStep() {
        LongList values = new LongList();
        for (int i = 0; i < 10_000; i++) {
            values.add(3L * i);
        }
        FingerSearch search = new FingerSearch(values);
        for (long t = 30_005; t >= -5; t -= 7) {
            assertEquals(values.firstAtOrAfter(t), search.firstAtOrAfter(t));
        }
    }
}
