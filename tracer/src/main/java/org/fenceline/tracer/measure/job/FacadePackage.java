package org.fenceline.tracer.measure.job;

/**
 * The package of the {@code mpi} API, Fenceline's facade. Only the package itself: a program's classes may live in
 * its sub-packages (OSU's Java benchmarks are {@code mpi.pt2pt.*}, {@code mpi.collective.*}, {@code mpi.common.*}),
 * and their calls are the program's. (A program's own class in package {@code mpi} itself counts as the facade
 * here: a name cannot tell it apart; the rank's class loader does, by Fenceline's class files.)
 */
public final class FacadePackage {
    private FacadePackage() {
    }

    /** Whether the class {@code className} ("mpi.Comm", "mpi.Comm$1"; "mpi/Comm" as the JVM writes it) is in it. */
    public static boolean contains(String className) {
        return (className.startsWith("mpi.") || className.startsWith("mpi/"))
                && className.indexOf('.', 4) < 0 && className.indexOf('/', 4) < 0;
    }
}
