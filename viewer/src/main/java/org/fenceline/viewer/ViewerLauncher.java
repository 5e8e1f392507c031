package org.fenceline.viewer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javafx.application.Application;

import org.fenceline.viewer.ui.ViewerApplication;

/**
 * Starts the viewer. Deliberately not an {@link Application}: JavaFX refuses a main class that extends
 * Application when it is loaded from the classpath rather than the module path, which is how the CLI and
 * a shaded jar run.
 */
public final class ViewerLauncher {

    private ViewerLauncher() {
    }

    /**
     * Opens the viewer and returns when its window is closed. A directory means DIR/report.cubex with the
     * trace in DIR; otherwise the trace is {@code traceDirOrNull}, or the trace next to the report if there
     * is one. JavaFX allows this once per JVM.
     */
    public static void open(Path reportOrDir, Path traceDirOrNull) {
        ViewerInput input = ViewerInput.resolve(reportOrDir, traceDirOrNull);
        List<String> args = new ArrayList<>(List.of("--report=" + input.report()));
        if (input.hasTrace()) {
            args.add("--trace=" + input.trace());
        }
        Application.launch(ViewerApplication.class, args.toArray(String[]::new));
    }

    /** {@code ViewerLauncher [REPORT.cubex | DIR] [TRACE_DIR]}, or no argument for an empty window. */
    public static void main(String[] args) {
        if (args.length > 2 || args.length > 0 && (args[0].equals("-h") || args[0].equals("--help"))) {
            System.err.println("usage: ViewerLauncher [REPORT.cubex | DIR] [TRACE_DIR]");
            System.exit(2);
        }
        if (args.length == 0) {
            Application.launch(ViewerApplication.class);
        } else {
            open(Path.of(args[0]), args.length > 1 ? Path.of(args[1]) : null);
        }
    }
}
