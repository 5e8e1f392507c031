package org.fenceline.viewer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.prefs.Preferences;
import java.util.stream.Collectors;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableRow;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;

import org.fenceline.analyzer.cube.CubexWriter;
import org.fenceline.trace.FencelineVersion;
import org.fenceline.viewer.SampleReports;
import org.fenceline.viewer.ViewerInput;
import org.fenceline.viewer.model.DimensionNode;
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
 * Clicks through the three panes of the sample report (values in {@link SampleReports}) headless. The report
 * opened has no wait state, so the viewer opens as Cube does (Time selected, trees collapsed); opening on the most
 * severe wait state is {@link OpeningViewUiTest}'s.
 */
@ExtendWith(ApplicationExtension.class)
class ReportPanesUiTest {
    @TempDir
    static Path dir;
    private MainWindow window;

    @BeforeAll
    static void writeReports() throws Exception {
        CubexWriter.write(SampleReports.tiny(3.0, false, 0.0), dir.resolve("tiny.cubex"));
        CubexWriter.write(SampleReports.tiny(1.0, true), dir.resolve("other.cubex"));
    }

    @Start
    void start(Stage stage) throws Exception {
        window = new MainWindow(stage, new ViewerSettings(Preferences.userRoot().node("org/fenceline/viewer-uitest")));
        stage.show();
        window.open(ViewerInput.resolve(dir.resolve("tiny.cubex"), null));
    }

    /** The value column of the row showing {@code name} in the tree with this id. */
    private static String value(FxRobot robot, String treeId, String name) {
        TreeTableRow<?> row = robot.from(robot.lookup("#" + treeId).queryAll()).lookup(".tree-table-row-cell")
                .<TreeTableRow<?>>queryAll().stream()
                .filter(r -> r.getItem() instanceof DimensionNode<?> n && n.name().equals(name))
                .findFirst().orElseThrow(() -> new AssertionError("no row " + name + " in " + treeId));
        return robot.from(row).lookup(".tree-table-cell").<TreeTableCell<?, ?>>queryAll()
                .stream().map(TreeTableCell::getText).filter(t -> t != null && !t.equals(name)).findFirst().orElse("");
    }

    private static Node in(FxRobot robot, String treeId, String text) {
        return robot.from(robot.lookup("#" + treeId).queryAll()).lookup(text).query();
    }

    /**
     * Selects the row and expands it with the keyboard: a double click would do the same, but on a loaded machine
     * its two clicks can arrive too far apart to count as one double click.
     */
    private static void expand(FxRobot robot, String treeId, String text) {
        robot.clickOn(in(robot, treeId, text));
        robot.type(KeyCode.RIGHT);
    }

    @Test
    void collapsedShowsInclusiveExpandedShowsExclusiveAndSelectionsCouple(FxRobot robot) {
        assertEquals("8.50", value(robot, "metric-tree", "Time"));
        assertEquals("8.50", value(robot, "call-tree", "main"));
        assertEquals("8.50", value(robot, "system-tree", "cluster"));

        expand(robot, "call-tree", "main");
        assertEquals("3.00", value(robot, "call-tree", "main"));
        assertEquals("4.25", value(robot, "call-tree", "solve"));
        assertEquals("1.25", value(robot, "call-tree", "MPI_Send"));
        assertEquals("3.00", value(robot, "system-tree", "cluster"), "expanded main selected: exclusive per location");

        expand(robot, "call-tree", "solve");
        robot.clickOn(in(robot, "call-tree", "MPI_Recv"));
        assertEquals("3.50", value(robot, "system-tree", "cluster"));

        expand(robot, "metric-tree", "Time");
        robot.clickOn(in(robot, "metric-tree", "MPI"));
        assertEquals("4.75", value(robot, "metric-tree", "MPI"));
        assertEquals("3.50", value(robot, "call-tree", "MPI_Recv"));
        assertEquals("0", value(robot, "call-tree", "solve"));
        String description = robot.lookup("#description-text").queryAs(TextFlow.class).getChildren().stream()
                .map(n -> ((Text) n).getText()).collect(Collectors.joining());
        assertTrue(description.startsWith("MPI  (mpi, sec)"), description);
    }

    @Test
    void valueModesSearchFlatViewAndBoxPlot(FxRobot robot) {
        expand(robot, "call-tree", "main");
        robot.clickOn("#call-mode").clickOn("Own root percent");
        assertEquals("50.00 %", value(robot, "call-tree", "solve"));
        robot.clickOn("#system-mode").clickOn("Peer distribution");
        assertEquals("100.00 %", value(robot, "system-tree", "cluster"));

        robot.clickOn("#call-search").write("recv");
        TreeTableRow<?> hit = robot.from(robot.lookup("#call-tree").queryAll()).lookup(".tree-table-row-cell")
                .<TreeTableRow<?>>queryAll().stream()
                .filter(r -> r.getItem() instanceof DimensionNode<?> n && n.name().equals("MPI_Recv"))
                .findFirst().orElseThrow();
        assertTrue(hit.isSelected(), "the first hit is revealed and selected");

        robot.clickOn("Flat view");
        expand(robot, "flat-tree", "main");
        assertEquals("3.00", value(robot, "flat-tree", "main"));
        assertEquals("5.50", value(robot, "flat-tree", "subroutines"));
        robot.clickOn("Box Plot");
        String numbers = robot.lookup("#boxplot-numbers").queryAs(Label.class).getText();
        assertTrue(numbers.startsWith("Max 2.00") && numbers.contains("Min 1.00"), "expanded flat main: exclusive, " + numbers);
    }

    @Test
    void differenceOfTwoReportsUsesTheSamePanes(FxRobot robot) throws Exception {
        robot.interact(() -> {
            try {
                window.openDifference(dir.resolve("other.cubex"));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("1.00", value(robot, "metric-tree", "Time"));
        assertEquals("1.00", value(robot, "call-tree", "main"));
        expand(robot, "call-tree", "main");
        assertEquals("-1.00", value(robot, "call-tree", "MPI_Barrier"));
        assertTrue(window.stage().getTitle().startsWith("tiny.cubex − other.cubex"));
    }

    @Test
    void aboutShowsTheVersion(FxRobot robot) {
        robot.clickOn("Help").clickOn("About Fenceline viewer");
        String text = robot.lookup(".dialog-pane .content").queryLabeled().getText();
        assertTrue(text.contains(FencelineVersion.get()), text);
        robot.clickOn("OK");
    }
}
