package org.fenceline.cli.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.fenceline.cli.UserInputException;

/**
 * Finds the program's main class before any rank starts, where the ranks will look for it: on the {@code -cp}
 * classpath, then on Fenceline's own (which holds the sample programs). A misspelt class name is a bad command
 * line, not a failure of N ranks.
 */
final class MainClassLookup {
    private MainClassLookup() {
    }

    static void require(String mainClass, List<Path> classpath) {
        String resource = mainClass.replace('.', '/') + ".class";
        try (URLClassLoader loader = new URLClassLoader(urls(classpath), MainClassLookup.class.getClassLoader())) {
            if (loader.getResource(resource) == null) {
                throw new UserInputException("run: main class " + mainClass + " not found ("
                        + (classpath.isEmpty() ? "no -cp given"
                        : "-cp " + classpath.stream().map(Path::toString).collect(Collectors.joining(":")))
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
