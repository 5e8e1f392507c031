package org.fenceline.tracer.launch;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;

/** What a user compiles MPI programs against: {@code javac -cp "$(fenceline classpath)" App.java}. */
public final class Classpath {
    private Classpath() {
    }

    /** The tracer jar (or classes directory) that holds the {@code mpi} package and the runtime behind it. */
    public static String forUsers() {
        try {
            return Path.of(forUsersUrl().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot locate the tracer classes", e);
        }
    }

    /** {@link #forUsers()} as a class loader finds it. */
    static URL forUsersUrl() {
        return Classpath.class.getProtectionDomain().getCodeSource().getLocation();
    }
}
