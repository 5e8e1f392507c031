package org.fenceline.viewer.ui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javafx.application.Platform;
import javafx.stage.Stage;

import org.fenceline.analyzer.report.Instance;
import org.fenceline.viewer.ViewerInput;
import org.fenceline.viewer.model.DimensionNode;
import org.fenceline.viewer.model.ViewerSettings;

/**
 * Opens the real window in a chosen state for {@code viewer/screenshot.sh} and writes a marker file when the
 * state is on screen, so the script can grab the display. Not an Application, for the classpath launch.
 *
 * <p>{@code ScreenshotSetup REPORT_OR_DIR VIEW MARKER [SUBTRAHEND]}, VIEW one of trees, flat, boxplot,
 * description, instances, rootcauses, timeline, instance, cause (the most severe instance that has a cause, with
 * it), criticalpath (the whole timeline with the critical path), diff, topology (the topology tab, on the
 * report's last topology: the program's last grid, if it made one).
 */
public final class ScreenshotSetup {

    private ScreenshotSetup() {
    }

    public static void main(String[] args) throws Exception {
        Path report = Path.of(args[0]);
        String view = args[1];
        Path marker = Path.of(args[2]);
        Platform.startup(() -> {
            try {
                Stage stage = new Stage();
                MainWindow window = new MainWindow(stage, ViewerSettings.user());
                stage.setX(0);
                stage.setY(0);
                stage.setWidth(1600);
                stage.setHeight(1000);
                stage.show();
                window.open(ViewerInput.resolve(report, null));
                arrange(window, view, args.length > 3 ? Path.of(args[3]) : null, marker);
            } catch (IOException | RuntimeException e) {
                e.printStackTrace();
                Platform.exit();
            }
        });
    }

    private static void arrange(MainWindow window, String view, Path subtrahend, Path marker) throws IOException {
        ReportView v = window.view();
        // Every view shows what the viewer opens on (the most severe wait state, expanded); a difference has no
        // such focus, so its trees follow the largest values.
        if (view.equals("diff")) {
            window.openDifference(subtrahend);
            v = window.view();
            expandLargest(v.callTreeView());
            expandLargest(v.systemTreeView());
        }
        switch (view) {
            case "flat" -> v.selectCallTab(1);
            case "boxplot" -> v.selectSystemTab(1);
            case "topology" -> {
                v.selectSystemTab(2);
                // The program's last MPI_Cart_create grid when it made one, else the interconnect.
                if (v.topology() != null) {
                    v.topology().selector().getSelectionModel().selectLast();
                }
            }
            case "description" -> v.selectBottomTab(0);
            case "instances" -> v.selectBottomTab(1);
            case "rootcauses" -> v.selectBottomTab(2);
            case "timeline", "instance", "cause", "criticalpath" -> {
                ReportView target = v;
                awaitTimeline(window, () -> {
                    target.selectTimelineTab();
                    switch (view) {
                        case "instance" -> target.model().mostSevereInstances(1).forEach(target::showInTimeline);
                        case "cause" -> target.model().report().instances().stream().filter(i -> i.cause() != null)
                                .min(Instance.MOST_SEVERE_FIRST).ifPresent(target::showInTimeline);
                        case "criticalpath" -> target.timeline().criticalPathToggle().setSelected(true);
                        default -> { }
                    }
                    done(marker);
                });
                return;
            }
            default -> { }
        }
        done(marker);
    }

    private static <T> void expandLargest(DimensionTreeView<T> tree) {
        List<DimensionNode<T>> roots = tree.pane().visibleRoots();
        if (!roots.isEmpty()) {
            tree.expandPath(tree.pane().largestPath(roots.get(0)));
        }
    }

    private static void awaitTimeline(MainWindow window, Runnable then) {
        if (window.view().timeline() != null) {
            then.run();
        } else {
            Platform.runLater(() -> awaitTimeline(window, then));
        }
    }

    /** Writes the marker after two more pulses, when the last change has been drawn. */
    private static void done(Path marker) {
        Platform.runLater(() -> Platform.runLater(() -> {
            try {
                Files.writeString(marker, "ready");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }));
    }
}
