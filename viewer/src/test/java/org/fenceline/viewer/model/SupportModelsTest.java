package org.fenceline.viewer.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.prefs.Preferences;

import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.ValueType;
import org.fenceline.viewer.SampleReports;
import org.junit.jupiter.api.Test;

/** Statistics, instances, value formatting, descriptions and remembered settings. */
class SupportModelsTest {

    @Test
    void boxPlotQuartilesInterpolateBetweenOrderStatistics() {
        BoxPlotStatistics s = BoxPlotStatistics.of(new double[] {4, 1, 3, 2});
        assertEquals(new BoxPlotStatistics(4, 1, 1.75, 2.5, 3.25, 4, 2.5), s);
        assertEquals(new BoxPlotStatistics(1, 7, 7, 7, 7, 7, 7), BoxPlotStatistics.of(new double[] {7}));
        assertEquals(0, BoxPlotStatistics.of(new double[0]).count());
    }

    @Test
    void mostSevereInstancesAreOrderedAndLimited() {
        Report r = SampleReports.tiny();
        List<Instance> top = MostSevereInstances.of(r, r.metrics().byId("mpi"), 2);
        assertEquals(2, top.size());
        assertEquals(1.5, top.get(0).startS());
        assertEquals(4.0, top.get(1).startS());
        Instance worst = MostSevereInstances.worstIn(r, r.metrics().byId("time"), r.callTree().byPath("main/solve"))
                .orElseThrow();
        assertEquals(1.5, worst.startS());
        assertTrue(MostSevereInstances.worstIn(r, r.metrics().byId("time"), r.callTree().byPath("main/MPI_Send"))
                .isEmpty());
    }

    @Test
    void valuesFormatWithFixedDecimalsAsCubeDoes() {
        ValueFormat f = ValueFormat.DEFAULT;
        assertEquals("12.35 %", f.format(12.3456, ValueMode.OWN_ROOT_PERCENT, ValueType.DOUBLE));
        assertEquals("1,234", f.format(1234.4, ValueMode.ABSOLUTE, ValueType.UINT64));
        assertEquals("8.50", f.format(8.5, ValueMode.ABSOLUTE, ValueType.DOUBLE));
        assertEquals("0.00", f.format(0.000401, ValueMode.ABSOLUTE, ValueType.DOUBLE), "fixed, not 4.01e-04");
        assertEquals("0.89", f.format(0.89, ValueMode.ABSOLUTE, ValueType.DOUBLE));
        assertEquals("0.00", f.format(-0.000401, ValueMode.ABSOLUTE, ValueType.DOUBLE), "no sign on a shown zero");
        assertEquals("-2.00", f.format(-2, ValueMode.ABSOLUTE, ValueType.DOUBLE));
        assertEquals("0", f.format(0, ValueMode.ABSOLUTE, ValueType.DOUBLE));
        assertEquals("1.50e+08", f.format(1.5e8, ValueMode.ABSOLUTE, ValueType.DOUBLE));
    }

    @Test
    void precisionSetsTheDecimals() {
        assertEquals("0.0004", new ValueFormat(4).format(0.000401, ValueMode.ABSOLUTE, ValueType.DOUBLE));
        assertEquals("12.346 %", new ValueFormat(3).format(12.3456, ValueMode.OWN_ROOT_PERCENT, ValueType.DOUBLE));
        assertEquals("9", new ValueFormat(0).format(8.5001, ValueMode.ABSOLUTE, ValueType.DOUBLE));
        assertThrows(IllegalArgumentException.class, () -> new ValueFormat(-1));
        assertThrows(IllegalArgumentException.class, () -> new ValueFormat(ValueFormat.MAX_DECIMALS + 1));
    }

    @Test
    void residuesAreTellableFromSmallMeasurements() {
        assertTrue(ValueFormat.isResidue(-1.11e-16, 2.5));
        assertTrue(ValueFormat.isResidue(1.39e-17, 0.56));
        assertFalse(ValueFormat.isResidue(1e-9, 2.5), "a nanosecond is a measurement");
        assertFalse(ValueFormat.isResidue(0.0, 2.5));
    }

    @Test
    void descriptionHtmlBecomesStyledRuns() {
        List<DescriptionText.Run> runs = DescriptionText.parse(
                "<h3>Late Sender</h3><p>A receive &amp; a <b>late</b> send:</p><ul><li>one</li><li><a href='x.html'>two</a></li></ul>");
        assertEquals("Late Sender\n\nA receive & a late send:\n\n• one\n• two",
                String.join("", runs.stream().map(DescriptionText.Run::text).toList()).strip());
        assertEquals(Set.of(DescriptionText.Style.HEADING), runs.get(0).styles());
        assertTrue(runs.stream().anyMatch(r -> r.text().equals("late") && r.styles().contains(DescriptionText.Style.BOLD)));
        assertTrue(runs.stream().anyMatch(r -> "x.html".equals(r.href()) && r.text().equals("two")));
        assertEquals("a < b", DescriptionText.plain("a &lt; b"));
        assertEquals("x y", DescriptionText.plain("  x \n\t y  "));
        assertEquals("é", DescriptionText.plain("&#233;"));
    }

    @Test
    void recentFilesAndWindowLayoutAreRemembered() throws Exception {
        Preferences node = Preferences.userRoot().node("org/fenceline/viewer-test/" + System.nanoTime());
        try {
            ViewerSettings settings = new ViewerSettings(node);
            RecentFiles recent = settings.recentFiles();
            assertEquals(List.of(), recent.files());
            for (int i = 0; i < 10; i++) {
                recent.add("r" + i + ".cubex");
            }
            recent.add("r5.cubex");
            settings.saveRecentFiles(recent);
            List<String> files = new ViewerSettings(node).recentFiles().files();
            assertEquals(RecentFiles.LIMIT, files.size());
            assertEquals(List.of("r5.cubex", "r9.cubex", "r8.cubex"), files.subList(0, 3));

            ViewerSettings.WindowBounds fallback = new ViewerSettings.WindowBounds(0, 0, 1200, 800);
            assertEquals(fallback, settings.windowBounds(fallback));
            settings.saveWindowBounds(new ViewerSettings.WindowBounds(10, 20, 1600, 1000));
            assertEquals(new ViewerSettings.WindowBounds(10, 20, 1600, 1000), settings.windowBounds(fallback));
            settings.saveDividers("trees", new double[] {0.3, 0.6});
            assertEquals(0.6, settings.dividers("trees", new double[] {0.33, 0.66})[1]);
        } finally {
            node.removeNode();
        }
    }
}
