package org.fenceline.tracer.programs.rma;

import java.util.Objects;

/** Assertions for test programs running inside ranks: a failure is an uncaught exception of that rank. */
final class Checks {
    private Checks() {
    }

    static void equal(Object expected, Object actual, String what) {
        if (!Objects.equals(expected, actual)) {
            throw new AssertionError(what + ": expected " + expected + " but was " + actual);
        }
    }

    static void isTrue(boolean condition, String what) {
        if (!condition) {
            throw new AssertionError(what);
        }
    }
}
