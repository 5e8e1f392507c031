package org.fenceline.cli.run;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.fenceline.cli.UserInputException;
import org.fenceline.tracer.launch.LaunchOptions;
import org.fenceline.tracer.launch.TraceOptions;

/**
 * What {@code fenceline run} checks before any rank starts, so that a bad command line is one line and exit
 * status 2 rather than the failure of N ranks: the main class can be found and the filter file exists. (The
 * launcher itself refuses a trace directory that holds an earlier run's traces.)
 */
final class LaunchPreflight {
    private LaunchPreflight() {
    }

    static void check(LaunchOptions options) {
        requireMainClass(options.mainClass(), options.classpath());
        TraceOptions trace = options.trace();
        if (trace == null) {
            return;
        }
        if (trace.filter() != null && !Files.isRegularFile(trace.filter())) {
            throw new UserInputException("run: --filter " + trace.filter() + ": no such file");
        }
    }

    /** Looks where the ranks will look: on the {@code -cp} classpath, then on Fenceline's own (the samples). */
    private static void requireMainClass(String mainClass, List<Path> classpath) {
        String resource = mainClass.replace('.', '/') + ".class";
        try (URLClassLoader loader = new URLClassLoader(urls(classpath), LaunchPreflight.class.getClassLoader())) {
            if (loader.getResource(resource) == null) {
                throw new UserInputException("run: main class " + mainClass + " not found ("
                        + (classpath.isEmpty() ? "no -cp given"
                        : "-cp " + classpath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)))
                        + ")");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static URL[] urls(List<Path> classpath) {
        URL[] urls = new URL[classpath.size()];
        for (int i = 0; i < urls.length; i++) {
            try {
                urls[i] = classpath.get(i).toAbsolutePath().toUri().toURL();
            } catch (MalformedURLException e) {
                throw new UserInputException("run: bad classpath entry " + classpath.get(i));
            }
        }
        return urls;
    }
}
