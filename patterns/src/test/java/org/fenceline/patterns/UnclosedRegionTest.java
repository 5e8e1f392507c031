package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.fenceline.analyzer.trace.TraceProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A region never left is closed at the location's last event, so its time still adds up. */
class UnclosedRegionTest {
    @TempDir
    Path dir;

    @Test
    void regionNeverLeftEndsAtTheLastEvent() throws Exception {
        TraceBuilder t = new TraceBuilder(1);
        t.at(0).enterOnly("f", 1).enterOnly("g", 2).exitOnly("g", 3).exitOnly("f", 4).enterOnly("late", 101);
        Analysis a = Analysis.of(t, dir);
        assertEquals(1, a.warnings(TraceProblem.NESTING));
        a.assertValue(0, "time", "late", 0);
        a.assertTotal(100, "time");
    }
}
