package org.fenceline.viewer.ui;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.stage.FileChooser;
import javafx.stage.Stage;

import org.fenceline.analyzer.cube.CubexReader;
import org.fenceline.analyzer.report.Report;
import org.fenceline.trace.FencelineVersion;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.viewer.ViewerInput;
import org.fenceline.viewer.model.BrowserModel;
import org.fenceline.viewer.model.RecentFiles;
import org.fenceline.viewer.model.ReportDiff;
import org.fenceline.viewer.model.ViewerSettings;
import org.fenceline.viewer.timeline.TimelineData;
import org.fenceline.viewer.timeline.TimelineLoader;

/**
 * The viewer's window: menus (open, recent files, difference of two reports, about), the {@link ReportView}
 * of the open report, and the remembered window layout. Reports load on the FX thread (they are small next
 * to traces); traces load on a background thread and appear in the timeline tab when ready.
 */
public final class MainWindow {
    private static final ViewerSettings.WindowBounds DEFAULT_BOUNDS = new ViewerSettings.WindowBounds(40, 40, 1400, 900);
    private final Stage stage;
    private final ViewerSettings settings;
    private final RecentFiles recent;
    private final BorderPane root = new BorderPane();
    private final Menu recentMenu = new Menu("Open recent");
    private ReportView view;
    private Path openReport;
    private long loadGeneration;

    public MainWindow(Stage stage, ViewerSettings settings) {
        this.stage = stage;
        this.settings = settings;
        this.recent = settings.recentFiles();
        root.setTop(menus());
        root.setCenter(new Label("Open a report with File › Open (Ctrl+O)."));
        ViewerSettings.WindowBounds b = settings.windowBounds(DEFAULT_BOUNDS);
        stage.setX(b.x());
        stage.setY(b.y());
        Scene scene = new Scene(root, b.width(), b.height());
        installKeys(scene);
        stage.setScene(scene);
        stage.setTitle("Fenceline viewer");
        stage.setOnHidden(e -> saveLayout());
    }

    public Stage stage() {
        return stage;
    }

    /** Opens a report (and its trace, if any), replacing what is shown. */
    public void open(ViewerInput input) throws IOException {
        Report report = CubexReader.read(input.report());
        openReport = input.report();
        BrowserModel model = new BrowserModel(report, input.report().getFileName().toString());
        model.setDecimals(settings.decimals());
        model.focusMostSevereWaitState();
        show(model);
        remember(input.report());
        if (input.hasTrace()) {
            loadTrace(input.trace());
        }
    }

    /** Shows the open report minus another one, as cube_diff does; the timeline does not apply to it. */
    public void openDifference(Path subtrahend) throws IOException {
        if (openReport == null) {
            throw new IllegalStateException("no report is open to subtract from");
        }
        Report minuend = CubexReader.read(openReport);
        Report other = CubexReader.read(subtrahend);
        BrowserModel model = new BrowserModel(ReportDiff.subtract(minuend, other),
                openReport.getFileName() + " − " + subtrahend.getFileName());
        model.setDecimals(settings.decimals());
        show(model);
    }

    private void show(BrowserModel model) {
        loadGeneration++;
        if (view != null) {
            settings.saveDividers("trees", view.trees().getDividerPositions());
            settings.saveDividers("main", view.getDividerPositions());
        }
        view = new ReportView(model);
        view.trees().setDividerPositions(settings.dividers("trees", view.trees().getDividerPositions()));
        view.setDividerPositions(settings.dividers("main", view.getDividerPositions()));
        root.setCenter(view);
        stage.setTitle(model.title() + " – Fenceline viewer");
    }

    public ReportView view() {
        return view;
    }

    /** Loads the trace in the background; a newer open discards a load still running for an older report. */
    public void loadTrace(Path traceDir) {
        long generation = loadGeneration;
        ReportView target = view;
        target.setTimelineMessage("Loading trace " + traceDir + " …");
        Thread loader = new Thread(() -> {
            try (GlobalTrace trace = GlobalTrace.open(traceDir)) {
                TimelineData data = TimelineLoader.load(trace);
                Platform.runLater(() -> {
                    if (generation == loadGeneration) {
                        target.setTimeline(new TimelinePane(data, target.model().report().criticalPath()));
                    }
                });
            } catch (IOException | RuntimeException e) {
                Platform.runLater(() -> target.setTimelineMessage("Cannot load the trace: " + e.getMessage()));
            }
        }, "trace-loader");
        loader.setDaemon(true);
        loader.start();
    }

    private MenuBar menus() {
        MenuItem open = new MenuItem("Open…");
        open.setAccelerator(KeyCombination.keyCombination("Shortcut+O"));
        open.setOnAction(e -> chooseAndOpen());
        MenuItem diff = new MenuItem("Subtract report (difference)…");
        diff.setOnAction(e -> chooseAndSubtract());
        MenuItem quit = new MenuItem("Quit");
        quit.setAccelerator(KeyCombination.keyCombination("Shortcut+Q"));
        quit.setOnAction(e -> stage.close());
        rebuildRecentMenu();
        Menu file = new Menu("File", null, open, recentMenu, diff, quit);
        MenuItem about = new MenuItem("About Fenceline viewer");
        about.setOnAction(e -> about());
        MenuItem keys = new MenuItem("Mouse and keyboard control");
        keys.setOnAction(e -> info("Mouse and keyboard control", KEYS));
        Menu help = new Menu("Help", null, keys, about);
        MenuBar bar = new MenuBar(file, precisionMenu(), help);
        bar.setId("menu-bar");
        return bar;
    }

    /** View › Precision: digits after the decimal point in every pane (remembered), as Cube's precision setting. */
    private Menu precisionMenu() {
        Menu precision = new Menu("Precision");
        precision.setId("precision-menu");
        ToggleGroup group = new ToggleGroup();
        for (int d = 0; d <= 6; d++) {
            int decimals = d;
            RadioMenuItem item = new RadioMenuItem(d + (d == 1 ? " decimal" : " decimals"));
            item.setId("precision-" + d);
            item.setToggleGroup(group);
            item.setSelected(d == settings.decimals());
            item.setOnAction(e -> setDecimals(decimals));
            precision.getItems().add(item);
        }
        return new Menu("View", null, precision);
    }

    /** Sets the precision of the open report's panes and remembers it. */
    public void setDecimals(int decimals) {
        settings.saveDecimals(decimals);
        if (view != null) {
            view.model().setDecimals(decimals);
        }
    }

    private static final String KEYS = """
            Trees: arrow keys move, Right/Left expand/collapse, Ctrl+1/2/3 focus metric/call/system tree,
            Ctrl+F find in the focused tree (Enter: next hit), right click: Cube's tree menu.
            Collapsed nodes show inclusive values, expanded nodes exclusive values.
            Timeline: wheel zooms at the pointer, drag zooms to the box, right-drag or Shift-drag pans,
            + / - zoom, Left/Right pan, Backspace back, 0 or Home whole trace;
            double-click a wait state: the delay that caused it.""";

    private void installKeys(Scene scene) {
        scene.getAccelerators().put(KeyCombination.keyCombination("Shortcut+F"), () -> {
            if (view != null) {
                view.focusSearch();
            }
        });
        for (int i = 0; i < 3; i++) {
            int tree = i;
            scene.getAccelerators().put(KeyCombination.keyCombination("Shortcut+" + (i + 1)), () -> {
                if (view != null) {
                    view.focusTree(tree);
                }
            });
        }
    }

    private void chooseAndOpen() {
        File f = reportChooser("Open report").showOpenDialog(stage);
        if (f != null) {
            openOrTell(f.toPath());
        }
    }

    private void chooseAndSubtract() {
        File f = reportChooser("Subtract report").showOpenDialog(stage);
        if (f != null) {
            try {
                openDifference(f.toPath());
            } catch (IOException | RuntimeException e) {
                info("Cannot subtract " + f, String.valueOf(e.getMessage()));
            }
        }
    }

    private static FileChooser reportChooser(String title) {
        FileChooser c = new FileChooser();
        c.setTitle(title);
        c.getExtensionFilters().add(new FileChooser.ExtensionFilter("Cube reports", "*.cubex"));
        return c;
    }

    private void openOrTell(Path report) {
        try {
            open(ViewerInput.resolve(report, null));
        } catch (IOException | RuntimeException e) {
            info("Cannot open " + report, String.valueOf(e.getMessage()));
        }
    }

    private void remember(Path report) {
        recent.add(report.toAbsolutePath().toString());
        settings.saveRecentFiles(recent);
        rebuildRecentMenu();
    }

    private void rebuildRecentMenu() {
        recentMenu.getItems().clear();
        for (String f : recent.files()) {
            MenuItem item = new MenuItem(f);
            item.setOnAction(e -> openOrTell(Path.of(f)));
            recentMenu.getItems().add(item);
        }
        recentMenu.setDisable(recentMenu.getItems().isEmpty());
    }

    private void about() {
        info("About Fenceline viewer", "Fenceline viewer " + FencelineVersion.get()
                + "\nBrowses Fenceline and Scalasca CUBE4 reports (metric × call path × system) and traces.");
    }

    private void info(String title, String text) {
        Alert a = new Alert(Alert.AlertType.INFORMATION, text);
        a.setTitle(title);
        a.setHeaderText(title);
        a.initOwner(stage);
        a.show();
    }

    private void saveLayout() {
        settings.saveWindowBounds(new ViewerSettings.WindowBounds(stage.getX(), stage.getY(), stage.getWidth(),
                stage.getHeight()));
        if (view != null) {
            settings.saveDividers("trees", view.trees().getDividerPositions());
            settings.saveDividers("main", view.getDividerPositions());
        }
    }
}
