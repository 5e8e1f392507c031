package org.fenceline.tracer.programs;

import java.util.Arrays;
import java.util.Objects;

/** Assertions for test programs running inside ranks: a failure is an uncaught exception of that rank. */
public final class Check {
    private Check() {
    }

    public static void equal(Object expected, Object actual, String what) {
        boolean same = expected instanceof int[] e && actual instanceof int[] a ? Arrays.equals(e, a)
                : expected instanceof double[] e2 && actual instanceof double[] a2 ? Arrays.equals(e2, a2)
                : expected instanceof byte[] e3 && actual instanceof byte[] a3 ? Arrays.equals(e3, a3)
                : Objects.equals(expected, actual);
        if (!same) {
            throw new AssertionError(what + ": expected " + show(expected) + " but was " + show(actual));
        }
    }

    public static void isTrue(boolean condition, String what) {
        if (!condition) {
            throw new AssertionError(what);
        }
    }

    private static String show(Object o) {
        if (o instanceof int[] a) {
            return Arrays.toString(a);
        }
        if (o instanceof double[] a) {
            return Arrays.toString(a);
        }
        if (o instanceof byte[] a) {
            return Arrays.toString(a);
        }
        return String.valueOf(o);
    }
}
