package org.fenceline.tracer.runtime.window;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.fenceline.tracer.runtime.ErrorClass;

/** A window's user attributes (MPI_Win_set_attr) under keys made by MPI_Win_create_keyval. */
final class Attributes {
    /** Keyvals of this rank (the class is loaded per rank); the predefined ones lie below. */
    private static final Set<Integer> KEYVALS = new HashSet<>();
    private static int nextKeyval = 100;

    private final Map<Integer, Object> values = new HashMap<>();

    static synchronized int createKeyval() {
        int keyval = nextKeyval++;
        KEYVALS.add(keyval);
        return keyval;
    }

    static synchronized void freeKeyval(int keyval) {
        KEYVALS.remove(keyval);
    }

    private static synchronized boolean exists(int keyval) {
        return KEYVALS.contains(keyval);
    }

    /** The value, null if none is set; a keyval never created (or MPI.KEYVAL_INVALID) is MPI_ERR_KEYVAL. */
    synchronized Object get(Window window, int keyval) {
        if (!values.containsKey(keyval)) {
            // A value set before its keyval was freed stays readable, as the MPI standard keeps it alive.
            check(window, "MPI_Win_get_attr", keyval);
        }
        return values.get(keyval);
    }

    synchronized void set(Window window, int keyval, Object value) {
        check(window, "MPI_Win_set_attr", keyval);
        values.put(keyval, value);
    }

    synchronized void delete(Window window, int keyval) {
        check(window, "MPI_Win_delete_attr", keyval);
        values.remove(keyval);
    }

    private static void check(Window window, String call, int keyval) {
        if (!exists(keyval)) {
            throw window.error(ErrorClass.KEYVAL, call + "(" + window.label() + "): keyval " + keyval
                    + " was not created by Win.createKeyval()");
        }
    }
}
