package org.fenceline.viewer.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;

import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.stage.Stage;

import org.fenceline.analyzer.cube.CubexWriter;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.viewer.SampleCauses;
import org.fenceline.viewer.ViewerInput;
import org.fenceline.viewer.bench.SampleData;
import org.fenceline.viewer.model.ViewerSettings;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every view viewer/screenshot.sh renders, rendered headless (Monocle, software pipeline) and checked to be a
 * picture, not a blank window (docs/images/viewer-trees.png once was one): the scene's snapshot must have many
 * colours, among them the red and blue ends of the colour scales.
 */
@ExtendWith(ApplicationExtension.class)
class ViewSnapshotsUiTest {
    @TempDir
    static Path dir;
    private MainWindow window;
    private Stage stage;

    @BeforeAll
    static void writeSample() throws Exception {
        SampleData.writeTrace(dir, 4, 40);
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            CubexWriter.write(SampleCauses.add(SampleData.report(trace)), dir.resolve("report.cubex"));
        }
    }

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        window = new MainWindow(stage, new ViewerSettings(Preferences.userRoot().node("org/fenceline/viewer-snapshot-uitest")));
        stage.setWidth(1400);
        stage.setHeight(900);
        stage.show();
        window.open(ViewerInput.resolve(dir, null));
    }

    @Test
    void everyViewRendersAPicture(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> window.view().timeline() != null);
        ReportView v = window.view();
        assertPicture(robot, "trees", () -> { });
        assertPicture(robot, "flat", () -> v.selectCallTab(1));
        assertPicture(robot, "boxplot", () -> v.selectSystemTab(1));
        assertPicture(robot, "description", () -> v.selectBottomTab(0));
        assertPicture(robot, "instances", () -> v.selectBottomTab(1));
        assertPicture(robot, "rootcauses", () -> v.selectBottomTab(2));
        assertPicture(robot, "timeline", v::selectTimelineTab);
        assertFalse(canvasShows(robot, v, TimelineCanvas.DELAY) || canvasShows(robot, v, TimelineCanvas.CRITICAL_PATH),
                "no delay and no critical path before they are asked for");
        assertPicture(robot, "instance", () -> v.showInTimeline(v.model().mostSevereInstances(1).get(0)));
        assertPicture(robot, "cause", () -> v.showInTimeline(v.model().report().rootCauses().get(0)));
        assertTrue(canvasShows(robot, v, TimelineCanvas.DELAY), "the delay is marked");
        assertPicture(robot, "criticalpath", () -> {
            v.timeline().canvas().reset();
            v.timeline().criticalPathToggle().setSelected(true);
        });
        assertTrue(canvasShows(robot, v, TimelineCanvas.CRITICAL_PATH), "the critical path is drawn");
    }

    /** Whether the timeline's canvas (not its legend, which has these colours too) has a pixel of the colour. */
    private static boolean canvasShows(FxRobot robot, ReportView v, Color colour) {
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = v.timeline().canvas().snapshot(null, null));
        int wanted = argb(colour);
        PixelReader pixels = shot[0].getPixelReader();
        for (int y = 0; y < (int) shot[0].getHeight(); y++) {
            for (int x = 0; x < (int) shot[0].getWidth(); x++) {
                if (pixels.getArgb(x, y) == wanted) {
                    return true;
                }
            }
        }
        return false;
    }

    private void assertPicture(FxRobot robot, String view, Runnable arrange) {
        robot.interact(arrange);
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = stage.getScene().snapshot(null));
        PixelReader pixels = shot[0].getPixelReader();
        Set<Integer> colours = new HashSet<>();
        boolean red = false;
        boolean blue = false;
        for (int y = 0; y < (int) shot[0].getHeight(); y++) {
            for (int x = 0; x < (int) shot[0].getWidth(); x++) {
                int argb = pixels.getArgb(x, y);
                colours.add(argb);
                int r = argb >> 16 & 0xFF;
                int g = argb >> 8 & 0xFF;
                int b = argb & 0xFF;
                red |= r > 220 && g < 30 && b < 30;
                blue |= b > 220 && r < 30 && g < 30;
            }
        }
        assertTrue(colours.size() >= 64, view + ": only " + colours.size() + " colours");
        assertTrue(red && blue, view + ": the colour scales' ends are missing");
    }

    private static int argb(Color c) {
        return 0xFF000000 | (int) Math.round(c.getRed() * 255) << 16 | (int) Math.round(c.getGreen() * 255) << 8
                | (int) Math.round(c.getBlue() * 255);
    }
}
