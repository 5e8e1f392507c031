package org.fenceline.viewer.model;

import java.util.ArrayList;
import java.util.List;

import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.Report;

/**
 * The coupled state of the three trees. Selecting or expanding a node in one tree recomputes the trees to its
 * right: the call tree shows the selected metric (inclusive when its node is collapsed, exclusive when
 * expanded), the system tree the selected metric and call path or flat-profile entry. Listeners hear about
 * every change, so a view only redraws.
 */
public final class BrowserModel {
    private final Report report;
    private final String title;
    private final ReportTrees trees;
    private final SeverityAggregator aggregator;
    private final PaneModel<Metric> metricPane;
    private final PaneModel<CallPathNode> callPane;
    private final PaneModel<FlatEntry> flatPane;
    private final PaneModel<SystemEntity> systemPane;
    private final List<Runnable> listeners = new ArrayList<>();
    private boolean flatView;
    private double[] locationValues;
    private ValueFormat format = ValueFormat.DEFAULT;
    private OpeningFocus opening;

    public BrowserModel(Report report, String title) {
        this.report = report;
        this.title = title;
        this.trees = ReportTrees.of(report);
        this.aggregator = new SeverityAggregator(report, trees);
        this.metricPane = new PaneModel<>(trees.metrics(), this::reference);
        this.callPane = new PaneModel<>(trees.calls(), this::reference);
        this.flatPane = new PaneModel<>(trees.flat(), this::reference);
        this.systemPane = new PaneModel<>(trees.system(), this::reference);
        metricPane.setValues(aggregator.metricValues());
        metricPane.select(first(trees.metrics()));
        callPane.select(first(trees.calls()));
        flatPane.select(first(trees.flat()));
        systemPane.select(first(trees.system()));
        recompute();
    }

    private static <T> DimensionNode<T> first(DimensionTree<T> tree) {
        return tree.size() == 0 ? null : tree.get(0);
    }

    public Report report() {
        return report;
    }

    /** What the window calls this report: a file name, or "A − B" for a difference. */
    public String title() {
        return title;
    }

    public PaneModel<Metric> metricPane() {
        return metricPane;
    }

    public PaneModel<CallPathNode> callPane() {
        return callPane;
    }

    public PaneModel<FlatEntry> flatPane() {
        return flatPane;
    }

    public PaneModel<SystemEntity> systemPane() {
        return systemPane;
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    /** How every pane formats values (the precision setting). */
    public ValueFormat valueFormat() {
        return format;
    }

    /** Sets the precision: digits after the decimal point in every pane. */
    public void setDecimals(int decimals) {
        format = new ValueFormat(decimals);
        changed();
    }

    /**
     * Goes to the report's most severe wait state ({@link OpeningFocus}): selects it, its worst call path and
     * location, expanding their ancestors (and the call path itself when it has callees, so its own value is
     * what the system tree shows). The viewer does this when it opens a report.
     */
    public OpeningFocus focusMostSevereWaitState() {
        OpeningFocus f = OpeningFocus.of(trees, aggregator, metricPane.values(), WaitStateMetrics.of(report), format);
        if (f.metric() != null) {
            expandAncestors(metricPane, f.metric());
            metricPane.select(f.metric());
        }
        if (f.callPath() != null) {
            expandAncestors(callPane, f.callPath());
            callPane.setExpanded(f.callPath(), true);
            callPane.select(f.callPath());
        }
        if (f.location() != null) {
            expandAncestors(systemPane, f.location());
            systemPane.select(f.location());
        }
        opening = f;
        recompute();
        return f;
    }

    /** The one-line statement of what the viewer opened on; empty before {@link #focusMostSevereWaitState}. */
    public String openingStatement() {
        return opening == null ? "" : opening.statement();
    }

    private static <T> void expandAncestors(PaneModel<T> pane, DimensionNode<T> node) {
        for (DimensionNode<T> p = node.parent(); p != null; p = p.parent()) {
            pane.setExpanded(p, true);
        }
    }

    // ---- changes from the views ------------------------------------------------------------------------

    public void selectMetric(DimensionNode<Metric> node) {
        metricPane.select(node);
        recompute();
    }

    public void setMetricExpanded(DimensionNode<Metric> node, boolean expanded) {
        metricPane.setExpanded(node, expanded);
        recompute();
    }

    public void selectCall(DimensionNode<CallPathNode> node) {
        callPane.select(node);
        recompute();
    }

    public void setCallExpanded(DimensionNode<CallPathNode> node, boolean expanded) {
        callPane.setExpanded(node, expanded);
        recompute();
    }

    public void selectFlat(DimensionNode<FlatEntry> node) {
        flatPane.select(node);
        recompute();
    }

    public void setFlatExpanded(DimensionNode<FlatEntry> node, boolean expanded) {
        flatPane.setExpanded(node, expanded);
        recompute();
    }

    /** Whether the flat profile rather than the call tree drives the system tree. */
    public void setFlatView(boolean flat) {
        this.flatView = flat;
        recompute();
    }

    public boolean isFlatView() {
        return flatView;
    }

    public void selectSystem(DimensionNode<SystemEntity> node) {
        systemPane.select(node);
        changed();
    }

    public void setSystemExpanded(DimensionNode<SystemEntity> node, boolean expanded) {
        systemPane.setExpanded(node, expanded);
        changed();
    }

    /** Announces a change that needs no recomputation (a mode, an order, a threshold). */
    public void changed() {
        listeners.forEach(Runnable::run);
    }

    // ---- derived state ---------------------------------------------------------------------------------

    public MetricSelection metricSelection() {
        DimensionNode<Metric> m = metricPane.selected();
        return new MetricSelection(m.subject(), metricPane.aggregation(m));
    }

    /** What the system tree is computed for; empty when the call dimension has nothing selected. */
    public CallSelection callSelection() {
        if (flatView) {
            DimensionNode<FlatEntry> f = flatPane.selected();
            return f == null ? new CallSelection(List.of())
                    : CallSelection.of(f.subject(), flatPane.aggregation(f), aggregator.callPaths());
        }
        DimensionNode<CallPathNode> c = callPane.selected();
        return c == null ? new CallSelection(List.of()) : CallSelection.of(c.subject(), callPane.aggregation(c));
    }

    /** The selected metric and call selection per location, as the system tree and the box plot show them. */
    public double[] locationValues() {
        return locationValues.clone();
    }

    public BoxPlotStatistics statistics() {
        return BoxPlotStatistics.of(locationValues);
    }

    /** The most severe instances of the selected metric and its sub-metrics. */
    public List<Instance> mostSevereInstances(int limit) {
        return MostSevereInstances.of(report, metricPane.selected().subject(), limit);
    }

    private void recompute() {
        MetricSelection metric = metricSelection();
        TreeValues calls = aggregator.callValues(metric);
        callPane.setValues(calls);
        flatPane.setValues(aggregator.flatValues(calls));
        locationValues = aggregator.locationValues(metric, callSelection());
        systemPane.setValues(aggregator.systemValues(locationValues));
        changed();
    }

    /** Percent references that lie in another tree than the one asking. */
    private double reference(ValueMode mode) {
        return switch (mode) {
            case METRIC_ROOT_PERCENT -> metricPane.values().inclusive(metricPane.selected().root());
            case METRIC_SELECTION_PERCENT -> metricPane.absoluteValue(metricPane.selected());
            case CALL_ROOT_PERCENT -> callRootValue();
            case CALL_SELECTION_PERCENT -> flatView ? valueOfSelected(flatPane) : valueOfSelected(callPane);
            default -> throw new IllegalArgumentException(mode + " refers to the asking tree itself");
        };
    }

    /** The call tree's root value for the selection; the flat profile has no single root, so all roots. */
    private double callRootValue() {
        DimensionNode<CallPathNode> selected = callPane.selected();
        if (!flatView && selected != null) {
            return callPane.values().inclusive(selected.root());
        }
        double sum = 0.0;
        for (DimensionNode<CallPathNode> root : trees.calls().roots()) {
            sum += callPane.values().inclusive(root);
        }
        return sum;
    }

    private static <T> double valueOfSelected(PaneModel<T> pane) {
        return pane.selected() == null ? 0.0 : pane.absoluteValue(pane.selected());
    }
}
