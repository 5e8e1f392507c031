package org.fenceline.cli.run;

import java.util.concurrent.Callable;

import org.fenceline.tracer.launch.Classpath;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code fenceline classpath}: what to compile MPI programs against. */
@Command(name = "classpath", mixinStandardHelpOptions = true,
        description = {"Print the classpath that holds the mpi package, to compile programs against.",
                "  javac -cp \"$(fenceline classpath)\" App.java"})
public final class ClasspathCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getOut().println(Classpath.forUsers());
        spec.commandLine().getOut().flush();
        return 0;
    }
}
