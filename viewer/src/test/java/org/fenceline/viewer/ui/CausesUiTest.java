package org.fenceline.viewer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;

import javafx.geometry.Point2D;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;

import org.fenceline.analyzer.cube.CubexWriter;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.RootCause;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.viewer.SampleCauses;
import org.fenceline.viewer.ViewerInput;
import org.fenceline.viewer.bench.SampleData;
import org.fenceline.viewer.model.ViewerSettings;
import org.fenceline.viewer.timeline.DelayMark;
import org.fenceline.viewer.timeline.LocationSpan;
import org.fenceline.viewer.timeline.RowLayout;
import org.fenceline.viewer.timeline.TimelineHighlight;
import org.fenceline.viewer.timeline.TimelineViewport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.robot.Motion;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Why they wait, headless: a root cause from its list and a wait state double-clicked in the timeline both lead to
 * the delay that caused them, marked and described; the critical path is an overlay to switch on.
 */
@ExtendWith(ApplicationExtension.class)
class CausesUiTest {
    @TempDir
    static Path dir;
    private MainWindow window;

    @BeforeAll
    static void writeSample() throws Exception {
        SampleData.writeTrace(dir, 4, 40);
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            CubexWriter.write(SampleCauses.add(SampleData.report(trace)), dir.resolve("report.cubex"));
        }
    }

    @Start
    void start(Stage stage) throws Exception {
        window = new MainWindow(stage, new ViewerSettings(Preferences.userRoot().node("org/fenceline/viewer-causes-uitest")));
        stage.setWidth(1200);
        stage.setHeight(800);
        stage.show();
        window.open(ViewerInput.resolve(dir, null));
    }

    private TimelineCanvas canvas() {
        return window.view().timeline().canvas();
    }

    private void awaitTimeline() throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> window.view().timeline() != null);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aRootCauseLeadsToItsDelayOnTheTimeline(FxRobot robot) throws Exception {
        awaitTimeline();
        robot.clickOn("Root causes");
        ListView<RootCause> list = robot.lookup("#root-cause-list").queryListView();
        assertEquals(1, list.getItems().size());
        RootCause cause = list.getItems().get(0);
        robot.doubleClickOn(robot.from(list).lookup(".list-cell").nth(0).queryAs(Node.class));

        TimelineHighlight h = canvas().highlight();
        assertEquals(DelayMark.of(cause.largest()), h.delay());
        LocationSpan delay = h.delay().delay();
        TimelineViewport v = canvas().viewport();
        assertTrue(v.start() <= delay.start() && v.end() >= h.delay().synchronisation(), "zoomed to the delay");
        String caption = robot.lookup("#timeline-caption").queryAs(Label.class).getText();
        assertTrue(caption.startsWith("rank " + cause.location() + ", compute: "), caption);
        assertTrue(caption.contains(" of computation, causes "), caption);
    }

    @Test
    void doubleClickingAWaitStateShowsWhatDelayedIt(FxRobot robot) throws Exception {
        awaitTimeline();
        robot.clickOn("Timeline");
        Instance worst = window.view().model().report().instances().get(0);
        TimelineCanvas canvas = canvas();
        double x = canvas.viewport().xOf((worst.startS() + worst.endS()) / 2 * 1e9, canvas.getWidth());
        double y = RowLayout.fit((int) canvas.getHeight(), TimelineCanvas.AXIS, 4).centre(worst.location());
        robot.moveTo(canvas, Pos.TOP_LEFT, new Point2D(x, y), Motion.DIRECT).doubleClickOn(MouseButton.PRIMARY);

        TimelineHighlight h = canvas.highlight();
        assertEquals(TimelineHighlight.of(window.view().model().report(), worst), h);
        assertEquals(DelayMark.of(worst.cause()), h.delay());
        assertEquals(h.caption(), robot.lookup("#timeline-caption").queryAs(Label.class).getText());
        assertFalse(h.caption().contains("propagation"), "the sender's delay caused this wait directly");
    }

    @Test
    void theCriticalPathIsAnOverlayToSwitchOn(FxRobot robot) throws Exception {
        awaitTimeline();
        robot.clickOn("Timeline");
        assertFalse(canvas().showsCriticalPath(), "off when the timeline opens");
        CheckBox toggle = robot.lookup("#timeline-critical-path").queryAs(CheckBox.class);
        assertFalse(toggle.isDisabled(), "the report has a critical path");
        robot.clickOn(toggle);
        assertTrue(canvas().showsCriticalPath());
        robot.clickOn(toggle);
        assertFalse(canvas().showsCriticalPath());
    }
}
