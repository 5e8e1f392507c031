package org.fenceline.viewer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.prefs.Preferences;

import javafx.scene.control.Label;
import javafx.scene.control.TreeTableRow;
import javafx.stage.Stage;

import org.fenceline.analyzer.cube.CubexWriter;
import org.fenceline.viewer.SampleReports;
import org.fenceline.viewer.ViewerInput;
import org.fenceline.viewer.model.DimensionNode;
import org.fenceline.viewer.model.TopologyGrid;
import org.fenceline.viewer.model.ViewerSettings;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Issue 18 items 6–8 on screen (headless): the window opens on the sample report's Late Sender with MPI_Recv and
 * rank 0 selected, says so in one line, shows a colour scale with the selected value and share under each pane,
 * and View › Precision changes the decimals.
 */
@ExtendWith(ApplicationExtension.class)
class OpeningViewUiTest {
    @TempDir
    static Path dir;
    private Preferences prefs;

    @BeforeAll
    static void writeReport() throws Exception {
        CubexWriter.write(SampleReports.tiny(), dir.resolve("tiny.cubex"));
    }

    @Start
    void start(Stage stage) throws Exception {
        prefs = Preferences.userRoot().node("org/fenceline/viewer-opening-uitest");
        prefs.clear();
        MainWindow window = new MainWindow(stage, new ViewerSettings(prefs));
        stage.show();
        window.open(ViewerInput.resolve(dir.resolve("tiny.cubex"), null));
    }

    private static String selectedIn(FxRobot robot, String treeId) {
        return robot.from(robot.lookup("#" + treeId).queryAll()).lookup(".tree-table-row-cell")
                .<TreeTableRow<?>>queryAll().stream().filter(TreeTableRow::isSelected)
                .map(r -> ((DimensionNode<?>) r.getItem()).name()).findFirst().orElse("(none)");
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup("#" + id).queryAs(Label.class).getText();
    }

    @Test
    void opensOnTheMostSevereWaitStateAndSaysSo(FxRobot robot) {
        assertEquals("Late Sender", selectedIn(robot, "metric-tree"));
        assertEquals("MPI_Recv", selectedIn(robot, "call-tree"));
        assertEquals("thread 0", selectedIn(robot, "system-tree"));
        assertEquals("Most severe wait state: Late Sender, 2.00 s (23.5 % of Time); most of it in main/solve/MPI_Recv"
                + " (2.00 s), there most on rank 0 thread 0 (2.00 s).", text(robot, "opening-statement"));
        assertEquals("Selected: 2.00 (100.00 %)", text(robot, "call-legend-caption"));
        assertEquals("Selected: 2.00 (23.53 %)", text(robot, "metric-legend-caption"));
        assertEquals("Selected: 2.00 (100.00 %)", text(robot, "system-legend-caption"));
        assertEquals("max 8.50", text(robot, "metric-legend-max"));
    }

    @Test
    void topologyTabColoursTheSciRingAndTheProgramsGridByTheSelection(FxRobot robot) {
        robot.clickOn("Topology");
        TopologyView topology = ((ReportView) robot.lookup("#report-view").query()).topology();
        assertEquals(List.of("SCI ring", "MPI_Cartesian_2"), topology.selector().getItems());
        assertEquals("Node (2, periodic); 2 locations", text(robot, "topology-caption"));
        TopologyGrid ring = topology.grid();
        assertEquals(List.of(0, 1), ring.cells().stream().map(TopologyGrid.Cell::location).toList());
        assertEquals(List.of(2.0, 0.0), ring.cells().stream().map(TopologyGrid.Cell::value).toList(),
                "Late Sender in MPI_Recv: rank 0 waited 2 s, rank 1 not");

        robot.clickOn("#topology-selector").clickOn("MPI_Cartesian_2");
        assertEquals("dimension 0 (2); 2 locations", text(robot, "topology-caption"));
        TopologyGrid grid = topology.grid();
        assertEquals(List.of(1, 0), grid.cells().stream().map(TopologyGrid.Cell::location).toList());
        assertEquals(List.of(0.0, 2.0), grid.cells().stream().map(TopologyGrid.Cell::value).toList());
    }

    @Test
    void precisionMenuChangesTheDecimalsAndIsRemembered(FxRobot robot) {
        robot.clickOn("View").clickOn("Precision").clickOn("3 decimals");
        assertEquals("Selected: 2.000 (23.529 %)", text(robot, "metric-legend-caption"));
        assertTrue(robot.lookup("2.000").tryQuery().isPresent(), "tree values use 3 decimals");
        assertEquals(3, new ViewerSettings(prefs).decimals());
    }
}
