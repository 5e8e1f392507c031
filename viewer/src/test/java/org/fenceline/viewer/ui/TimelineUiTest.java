package org.fenceline.viewer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;

import org.fenceline.analyzer.cube.CubexWriter;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.viewer.ViewerInput;
import org.fenceline.viewer.bench.SampleData;
import org.fenceline.viewer.model.ViewerSettings;
import org.fenceline.viewer.timeline.TimelineHighlight;
import org.fenceline.viewer.timeline.TimelineViewport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.fenceline.viewer.timeline.RowLabels;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Opens a report directory with its trace, zooms the timeline and jumps to an instance, headless. */
@ExtendWith(ApplicationExtension.class)
class TimelineUiTest {
    @TempDir
    static Path dir;
    private MainWindow window;

    @BeforeAll
    static void writeSample() throws Exception {
        SampleData.writeTrace(dir, 4, 40);
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            CubexWriter.write(SampleData.report(trace), dir.resolve("report.cubex"));
        }
    }

    @Start
    void start(Stage stage) throws Exception {
        window = new MainWindow(stage, new ViewerSettings(Preferences.userRoot().node("org/fenceline/viewer-uitest")));
        stage.show();
        window.open(ViewerInput.resolve(dir, null));
    }

    private TimelineViewport viewport() {
        return window.view().timeline().canvas().viewport();
    }

    private void awaitTimeline() throws Exception {
        // The trace loads on a background thread; the wait ends as soon as the timeline is installed.
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> window.view().timeline() != null);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void zoomPanAndHistory(FxRobot robot) throws Exception {
        awaitTimeline();
        robot.clickOn("Timeline");
        WaitForAsyncUtils.waitForFxEvents();
        List<String> labelled = window.view().timeline().rowLabels().shown().stream()
                .map(RowLabels.Label::text).toList();
        assertEquals(window.view().model().report().systemTree().locations().stream()
                .map(l -> l.name()).toList(), labelled, "every row has its location's name");
        double whole = viewport().span();
        robot.clickOn("#timeline-zoom-in");
        assertEquals(whole / 2, viewport().span(), whole * 1e-9);
        robot.clickOn("#timeline");
        robot.type(KeyCode.EQUALS);
        assertEquals(whole / 4, viewport().span(), whole * 1e-9);
        double before = viewport().start();
        robot.type(KeyCode.RIGHT);
        assertTrue(viewport().start() > before, "Right pans later");

        robot.moveTo("#timeline").moveBy(-200, 0).press(MouseButton.PRIMARY).moveBy(100, 0).moveBy(100, 0)
                .release(MouseButton.PRIMARY);
        double boxed = viewport().span();
        assertTrue(boxed < whole / 8, "a drag box zooms to its width: " + boxed);
        robot.clickOn("#timeline-back");
        assertEquals(whole / 4, viewport().span(), whole * 1e-9);
        robot.clickOn("#timeline-forward");
        assertEquals(boxed, viewport().span(), boxed * 1e-9);
        robot.clickOn("#timeline-reset");
        assertEquals(whole, viewport().span(), whole * 1e-9);

        robot.moveTo("#timeline").moveBy(0, 30);
        String hover = robot.lookup("#timeline-hover").queryAs(Label.class).getText();
        assertTrue(hover.startsWith("rank "), hover);
        assertTrue(robot.lookup("#timeline-status").queryAs(Label.class).getText().contains(" s ("));
    }

    @Test
    void choosingAnInstanceZoomsToItAndMarksItsCause(FxRobot robot) throws Exception {
        awaitTimeline();
        robot.clickOn("Most severe instances");
        ListView<Instance> list = robot.lookup("#instance-list").queryListView();
        assertFalse(list.getItems().isEmpty(), "the sample trace has late senders");
        Instance first = list.getItems().get(0);
        robot.clickOn(robot.from(list).lookup(".list-cell").nth(0).queryAs(Node.class));
        robot.clickOn("#show-instance");
        TimelineHighlight h = window.view().timeline().canvas().highlight();
        assertEquals(TimelineHighlight.of(window.view().model().report(), first), h);
        assertTrue(viewport().start() <= Math.min(h.waiting().start(), h.partner().start()));
        assertTrue(viewport().end() >= Math.max(h.waiting().end(), h.partner().end()));
        assertTrue(viewport().canGoBack());
    }
}
