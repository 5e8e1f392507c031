package org.fenceline.tracer.measure;

/**
 * The hooks the instrumenter inserts into the program's selected methods: {@code enter(id)} at the start,
 * {@code exit(id)} before every return and when an exception leaves the method. The id is the method's entry
 * in the job's user-region table, fixed when the class was loaded.
 */
public final class UserRegions {
    private UserRegions() {
    }

    public static void enter(int userRegion) {
        Measurement.current().enterUser(userRegion);
    }

    public static void exit(int userRegion) {
        Measurement.current().exitUser(userRegion);
    }
}
