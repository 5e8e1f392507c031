package org.fenceline.viewer.ui;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.CauseSentence;
import org.fenceline.analyzer.report.CartesianTopology;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.RootCause;
import org.fenceline.analyzer.report.SystemTree;
import org.fenceline.viewer.model.BrowserModel;
import org.fenceline.viewer.model.DimensionNode;
import org.fenceline.viewer.model.MostSevereInstances;
import org.fenceline.viewer.model.TopologySelection;
import org.fenceline.viewer.timeline.TimelineHighlight;
import org.fenceline.viewer.timeline.TimelineHover;

/**
 * The panes of one open report: metric | call (tree and flat view) | system (tree and box plot) side by side,
 * and below them the description, the most severe instances, the root causes and the timeline.
 */
final class ReportView extends SplitPane {
    static final int INSTANCE_LIMIT = 200;
    private final BrowserModel model;
    private final TreePane<Metric> metricPane;
    private final TreePane<CallPathNode> callPane;
    private final TreePane<?> flatPane;
    private final TreePane<?> systemPane;
    private final SplitPane trees;
    private final TabPane callTabs;
    private final TabPane systemTabs;
    private final DescriptionPanel description = new DescriptionPanel();
    private final BoxPlotView boxPlot = new BoxPlotView();
    /** Null when the report has no topology. */
    private final TopologyView topology;
    private final TimelineJumpList<Instance> instances;
    private final TimelineJumpList<RootCause> rootCauses;
    private final TabPane bottom = new TabPane();
    private final Label statement = new Label();
    private final Tab timelineTab = new Tab("Timeline", new Label("No trace: open the report with its trace to see a timeline."));
    private TimelinePane timeline;
    private Metric describedMetric;

    ReportView(BrowserModel model) {
        this.model = model;
        setId("report-view");
        setOrientation(Orientation.VERTICAL);
        metricPane = new TreePane<>("metric", model,
                new DimensionTreeView<>(model.metricPane(), model::selectMetric, model::setMetricExpanded));
        callPane = new TreePane<>("call", model,
                new DimensionTreeView<>(model.callPane(), model::selectCall, model::setCallExpanded));
        flatPane = new TreePane<>("flat", model,
                new DimensionTreeView<>(model.flatPane(), model::selectFlat, model::setFlatExpanded));
        systemPane = new TreePane<>("system", model,
                new DimensionTreeView<>(model.systemPane(), model::selectSystem, model::setSystemExpanded));
        metricPane.tree().setValueType(n -> n.subject().valueType());
        instances = new TimelineJumpList<>("instances", "instance-list", "show-instance", this::instanceLine, null,
                this::showInTimeline);
        rootCauses = new TimelineJumpList<>("root-causes", "root-cause-list", "show-root-cause",
                c -> CauseSentence.of(model.report(), c, s -> TimelineHover.formatDuration(s * 1e9)) + "  ("
                        + c.callPath().path() + ")",
                "No root causes in this report (analysed without root-cause metrics, or not by Fenceline).",
                this::showInTimeline);
        rootCauses.show(model.report().rootCauses(), false);

        TabPane metricTabs = tabs(new Tab("Metric tree", metricPane));
        callTabs = tabs(new Tab("Call tree", callPane), new Tab("Flat view", flatPane));
        systemTabs = tabs(new Tab("System tree", systemPane), new Tab("Box Plot", boxPlot));
        List<CartesianTopology> carts = model.report().systemTree().topologies();
        topology = carts.isEmpty() ? null : new TopologyView(new TopologySelection(carts));
        if (topology != null) {
            systemTabs.getTabs().add(new Tab("Topology", topology));
        }
        Tab flatTab = callTabs.getTabs().get(1);
        callTabs.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> model.setFlatView(now == flatTab));
        trees = new SplitPane(metricTabs, callTabs, systemTabs);
        trees.setId("trees");
        trees.setDividerPositions(0.3, 0.65);

        MenuItem worst = new MenuItem("Show most severe instance in timeline");
        worst.setOnAction(e -> showWorstOfSelectedCallPath());
        callPane.tree().getContextMenu().getItems().add(worst);

        timelineTab.setId("timeline-tab");
        bottom.getTabs().setAll(new Tab("Description", description), new Tab("Most severe instances", instances),
                new Tab("Root causes", rootCauses), timelineTab);
        bottom.getTabs().forEach(t -> t.setClosable(false));
        bottom.setId("bottom-tabs");
        statement.setId("opening-statement");
        statement.setText(model.openingStatement());
        // A difference opens without a focus: no empty line then.
        statement.setManaged(!model.openingStatement().isEmpty());
        statement.setVisible(!model.openingStatement().isEmpty());
        statement.setPadding(new Insets(2, 6, 2, 6));
        VBox.setVgrow(trees, Priority.ALWAYS);
        VBox top = new VBox(statement, trees);
        getItems().setAll(top, bottom);
        setDividerPositions(0.55);
        model.addListener(this::refresh);
        refresh();
        for (TreePane<?> p : List.of(metricPane, callPane, systemPane)) {
            revealSelected(p.tree());
        }
    }

    private static <T> void revealSelected(DimensionTreeView<T> tree) {
        if (tree.pane().selected() != null) {
            tree.reveal(tree.pane().selected());
        }
    }

    /** The one line saying what the view opened on. */
    Label statement() {
        return statement;
    }

    private static TabPane tabs(Tab... tabs) {
        TabPane pane = new TabPane(tabs);
        pane.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        return pane;
    }

    BrowserModel model() {
        return model;
    }

    SplitPane trees() {
        return trees;
    }

    /** Redraws everything from the model after any change. */
    private void refresh() {
        Metric metric = model.metricSelection().metric();
        metricPane.tree().refresh();
        callPane.tree().setValueType(metric.valueType());
        flatPane.tree().setValueType(metric.valueType());
        systemPane.tree().setValueType(metric.valueType());
        boxPlot.show(model.statistics(), model.valueFormat());
        double[] byLocation = model.locationValues();
        if (topology != null) {
            topology.show(byLocation);
        }
        for (TreePane<?> p : List.of(metricPane, callPane, flatPane, systemPane)) {
            p.refreshLegend();
        }
        if (metric != describedMetric) {
            describedMetric = metric;
            List<String> mirrors = model.report().metadata().mirrors();
            description.show(metric, mirrors.isEmpty() ? "" : mirrors.get(0));
            instances.show(model.mostSevereInstances(INSTANCE_LIMIT), timeline != null);
        }
    }

    void setTimeline(TimelinePane pane) {
        this.timeline = pane;
        timelineTab.setContent(pane);
        instances.show(model.mostSevereInstances(INSTANCE_LIMIT), true);
        rootCauses.show(model.report().rootCauses(), true);
        pane.canvas().setOnChoose((location, time) -> MostSevereInstances.at(model.report(), location, time / 1e9)
                .ifPresent(this::showInTimeline));
    }

    void setTimelineMessage(String message) {
        timelineTab.setContent(new Label(message));
    }

    TimelinePane timeline() {
        return timeline;
    }

    /** Zooms the timeline to the instance, its partner and the delay that caused it. */
    void showInTimeline(Instance instance) {
        show(TimelineHighlight.of(model.report(), instance));
    }

    /** Zooms the timeline to the root cause's costliest delay. */
    void showInTimeline(RootCause cause) {
        show(TimelineHighlight.of(model.report(), cause));
    }

    private void show(TimelineHighlight highlight) {
        if (timeline != null && highlight != null) {
            bottom.getSelectionModel().select(timelineTab);
            timeline.canvas().show(highlight);
        }
    }

    TimelineJumpList<RootCause> rootCauses() {
        return rootCauses;
    }

    private void showWorstOfSelectedCallPath() {
        DimensionNode<CallPathNode> selected = model.callPane().selected();
        if (selected == null) {
            return;
        }
        Optional<Instance> worst = MostSevereInstances.worstIn(model.report(), model.metricSelection().metric(),
                selected.subject());
        worst.ifPresent(this::showInTimeline);
    }

    /** An instance in the instance list: severity, pattern, where, and when it started. */
    private String instanceLine(Instance i) {
        return String.format(Locale.ROOT, "%s  %s  %s  %s  at %s", TimelineHover.formatDuration(i.severityS() * 1e9),
                i.metricId(), locationName(i.location()), i.callPath().path(),
                TimelineHover.formatTime(i.startS() * 1e9));
    }

    private String locationName(int location) {
        Report r = model.report();
        if (location < 0 || location >= r.systemTree().locationCount()) {
            return "location " + location;
        }
        SystemTree.Location l = r.systemTree().locations().get(location);
        return l.process().name() + " " + l.name();
    }

    TreePane<?> pane(int index) {
        return List.of(metricPane, callPane, systemPane).get(index);
    }

    DimensionTreeView<CallPathNode> callTreeView() {
        return callPane.tree();
    }

    DimensionTreeView<?> systemTreeView() {
        return systemPane.tree();
    }

    /** Selects the first metric with this display name, as a click would. */
    void selectMetricNamed(String name) {
        model.metricPane().tree().nodes().stream().filter(n -> n.name().equals(name)).findFirst()
                .ifPresent(metricPane.tree()::reveal);
    }

    void selectCallTab(int index) {
        callTabs.getSelectionModel().select(index);
    }

    void selectSystemTab(int index) {
        systemTabs.getSelectionModel().select(index);
    }

    /** The topology tab's view, or null when the report has no topology. */
    TopologyView topology() {
        return topology;
    }

    void selectBottomTab(int index) {
        bottom.getSelectionModel().select(index);
    }

    void selectTimelineTab() {
        bottom.getSelectionModel().select(timelineTab);
    }

    void focusTree(int index) {
        List<TreePane<?>> panes = List.of(metricPane, model.isFlatView() ? flatPane : callPane, systemPane);
        panes.get(index).tree().requestFocus();
    }

    void focusSearch() {
        for (TreePane<?> p : List.of(metricPane, callPane, flatPane, systemPane)) {
            if (p.tree().isFocused()) {
                p.focusSearch();
                return;
            }
        }
        metricPane.focusSearch();
    }
}
