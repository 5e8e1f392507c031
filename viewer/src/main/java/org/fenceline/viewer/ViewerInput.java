package org.fenceline.viewer;

import java.nio.file.Files;
import java.nio.file.Path;

import org.fenceline.trace.TraceLayout;

/**
 * What the viewer opens: a report and, if available, the trace it was made from. A directory stands for
 * DIR/report.cubex with the trace in DIR; a report file without an explicit trace picks up the trace that
 * {@code fenceline analyze} leaves next to it.
 */
public record ViewerInput(Path report, Path trace) {
    public static final String REPORT_FILE = "report.cubex";

    public static ViewerInput resolve(Path reportOrDir, Path traceDirOrNull) {
        Path report = Files.isDirectory(reportOrDir) ? reportOrDir.resolve(REPORT_FILE) : reportOrDir;
        Path trace = traceDirOrNull;
        if (trace == null) {
            Path beside = report.toAbsolutePath().getParent();
            trace = beside != null && Files.isRegularFile(TraceLayout.events(beside)) ? beside : null;
        }
        return new ViewerInput(report, trace);
    }

    public boolean hasTrace() {
        return trace != null;
    }
}
