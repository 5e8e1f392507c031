package org.fenceline.cli.view;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import java.io.IOException;

import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.Analyzer;
import org.fenceline.analyzer.cube.CubexWriter;
import org.fenceline.cli.DebugOption;
import org.fenceline.cli.UserInputException;
import org.fenceline.cli.trace.Otf2Archives;
import org.fenceline.viewer.ViewerInput;
import org.fenceline.viewer.ViewerLauncher;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code fenceline view}: the desktop viewer (metric × call path × system, and the trace timeline). */
@Command(name = "view", mixinStandardHelpOptions = true,
        description = {"Open a report in the viewer: metric tree, call tree, system tree and, with the trace, "
                + "a timeline.",
                "  fenceline view DIR                 (DIR/report.cubex and the trace in DIR)",
                "  fenceline view REPORT.cubex [--trace DIR]",
                "  fenceline view ARCHIVE.otf2 [--import-dir DIR]   (an OTF2 archive: imported and analysed first)",
                "Opens .cubex files written by Scalasca too. Needs a display (DISPLAY or WAYLAND_DISPLAY)."})
public final class ViewCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "REPORT|DIR", description = "A .cubex report, or a directory analyzed by "
            + "'fenceline analyze'.")
    Path target;

    @Option(names = "--trace", paramLabel = "DIR", description = "The trace the report was made from (timeline).")
    Path trace;

    @Option(names = "--import-dir", paramLabel = "DIR",
            description = "OTF2 archive only: import and analyse into DIR and keep it "
                    + "(default: a temporary directory).")
    Path importDir;

    @Mixin
    DebugOption debug;

    @Override
    public Integer call() throws IOException {
        if (Otf2Archives.isAnchor(target)) {
            return viewArchive();
        }
        ViewerInput input = ViewerInput.resolve(target, trace);
        if (!Files.isRegularFile(input.report())) {
            throw new UserInputException(input.report() + ": no such report"
                    + (Files.isDirectory(target) ? " (run 'fenceline analyze " + target + "' first)" : ""));
        }
        if (trace != null && !Files.isDirectory(trace)) {
            throw new UserInputException(trace + ": no such trace directory");
        }
        if (!hasDisplay()) {
            throw new UserInputException("view: no display (DISPLAY is not set); run it on a desktop, or render a "
                    + "picture with viewer/screenshot.sh " + input.report() + " OUT.png");
        }
        ViewerLauncher.open(input.report(), input.trace());
        return 0;
    }

    /** Imports the archive, analyses it into the import directory's report.cubex and shows both. */
    private int viewArchive() throws IOException {
        if (!hasDisplay()) {
            throw new UserInputException("view: no display (DISPLAY is not set); run it on a desktop, or analyse the "
                    + "archive with 'fenceline analyze " + target + "'");
        }
        try (Otf2Archives.Imported imported = Otf2Archives.Imported.of(target, importDir)) {
            Path report = imported.dir().resolve("report.cubex");
            CubexWriter.write(Analyzer.analyze(imported.dir(), AnalysisOptions.defaults()).report(), report);
            ViewerLauncher.open(report, imported.dir());
        }
        return 0;
    }

    /** Whether a window can be opened here at all (JavaFX fails with a long trace otherwise). */
    public static boolean hasDisplay() {
        return System.getenv("DISPLAY") != null || System.getenv("WAYLAND_DISPLAY") != null;
    }
}
