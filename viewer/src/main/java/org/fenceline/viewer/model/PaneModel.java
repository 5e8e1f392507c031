package org.fenceline.viewer.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.ToDoubleFunction;

import org.fenceline.analyzer.report.Aggregation;
import org.fenceline.analyzer.report.ValueType;

/**
 * Everything one tree pane shows, without a screen: which nodes are expanded (and so show exclusive values),
 * the value mode, sibling order, dynamic hiding, the selection and the search hits. Percent references that
 * live in other trees come from a {@link ForeignReference} the {@link BrowserModel} supplies.
 */
public final class PaneModel<T> {
    /** Reference values of percent modes whose reference node lies in another tree. */
    @FunctionalInterface
    public interface ForeignReference {
        double of(ValueMode mode);
    }

    private final DimensionTree<T> tree;
    private final ForeignReference foreign;
    private final Set<DimensionNode<T>> expanded = new HashSet<>();
    private final List<DimensionNode<T>> found = new ArrayList<>();
    private TreeValues values;
    private ValueMode mode = ValueMode.ABSOLUTE;
    private TreeOrder order = TreeOrder.DEFINITION;
    private double hideBelowPercent;
    private DimensionNode<T> selected;
    private int foundIndex = -1;
    private double maxAbsInclusive;
    private double[] rootMaxAbsInclusive;
    private double[] peerMin;
    private double[] peerMax;

    public PaneModel(DimensionTree<T> tree, ForeignReference foreign) {
        this.tree = tree;
        this.foreign = foreign;
        setValues(TreeValues.zero(tree.size()));
    }

    public DimensionTree<T> tree() {
        return tree;
    }

    public TreeValues values() {
        return values;
    }

    public void setValues(TreeValues values) {
        this.values = values;
        int depths = tree.nodes().stream().mapToInt(DimensionNode::depth).max().orElse(0) + 1;
        peerMin = new double[depths];
        peerMax = new double[depths];
        Arrays.fill(peerMin, Double.POSITIVE_INFINITY);
        Arrays.fill(peerMax, Double.NEGATIVE_INFINITY);
        maxAbsInclusive = 0.0;
        rootMaxAbsInclusive = new double[tree.size()];
        for (DimensionNode<T> n : tree.nodes()) {
            double v = values.inclusive(n);
            maxAbsInclusive = Math.max(maxAbsInclusive, Math.abs(v));
            int root = n.root().id();
            rootMaxAbsInclusive[root] = Math.max(rootMaxAbsInclusive[root], Math.abs(v));
            peerMin[n.depth()] = Math.min(peerMin[n.depth()], v);
            peerMax[n.depth()] = Math.max(peerMax[n.depth()], v);
        }
    }

    public ValueMode mode() {
        return mode;
    }

    /** @throws IllegalArgumentException if this tree does not offer the mode */
    public void setMode(ValueMode mode) {
        if (!ValueMode.offeredIn(tree.kind()).contains(mode)) {
            throw new IllegalArgumentException(mode + " is not offered in the " + tree.kind() + " tree");
        }
        this.mode = mode;
    }

    public TreeOrder order() {
        return order;
    }

    public void setOrder(TreeOrder order) {
        this.order = order;
    }

    public double hideBelowPercent() {
        return hideBelowPercent;
    }

    /** Cube's dynamic hiding: nodes whose colour position is below this percentage are hidden (0: none). */
    public void setHideBelowPercent(double percent) {
        this.hideBelowPercent = Math.max(0.0, Math.min(100.0, percent));
    }

    // ---- structure -------------------------------------------------------------------------------------

    public boolean isExpanded(DimensionNode<T> node) {
        return expanded.contains(node);
    }

    public void setExpanded(DimensionNode<T> node, boolean expand) {
        if (expand && !node.isLeaf()) {
            expanded.add(node);
        } else {
            expanded.remove(node);
        }
    }

    /** Collapsed nodes stand for their subtree (inclusive), expanded ones for themselves (exclusive). */
    public Aggregation aggregation(DimensionNode<T> node) {
        return isExpanded(node) ? Aggregation.EXCLUSIVE : Aggregation.INCLUSIVE;
    }

    /** Whether dynamic hiding hides this node; roots are never hidden. */
    public boolean isHidden(DimensionNode<T> node) {
        return node.parent() != null && hideBelowPercent > 0.0
                && colourPosition(values.inclusive(node), scaleOf(node)) * 100.0 < hideBelowPercent;
    }

    public List<DimensionNode<T>> visibleRoots() {
        return ordered(tree.roots());
    }

    public List<DimensionNode<T>> visibleChildren(DimensionNode<T> node) {
        List<DimensionNode<T>> shown = new ArrayList<>();
        for (DimensionNode<T> c : node.children()) {
            if (!isHidden(c)) {
                shown.add(c);
            }
        }
        return ordered(shown);
    }

    private List<DimensionNode<T>> ordered(List<DimensionNode<T>> nodes) {
        List<DimensionNode<T>> out = new ArrayList<>(nodes);
        switch (order) {
            case VALUE -> out.sort(Comparator.comparingDouble(
                    (ToDoubleFunction<DimensionNode<T>>) n -> Math.abs(values.inclusive(n))).reversed());
            case NAME -> out.sort(Comparator.comparing(n -> n.name().toLowerCase(Locale.ROOT)));
            case DEFINITION -> { }
        }
        return out;
    }

    // ---- values ----------------------------------------------------------------------------------------

    /**
     * The absolute value the node shows: inclusive when collapsed; when expanded its exclusive value plus
     * the inclusive values of hidden children (Cube adds what dynamic hiding removes to the parent).
     */
    public double absoluteValue(DimensionNode<T> node) {
        if (!isExpanded(node)) {
            return withoutResidue(values.inclusive(node));
        }
        double v = values.exclusive(node);
        for (DimensionNode<T> c : node.children()) {
            if (isHidden(c)) {
                v += values.inclusive(c);
            }
        }
        return withoutResidue(v);
    }

    /** Rounding residues of the subtractions behind exclusive values (-1.11e-16 next to 2.5) are zero. */
    private double withoutResidue(double v) {
        return ValueFormat.isResidue(v, maxAbsInclusive) ? 0.0 : v;
    }

    /**
     * The colour scale under the pane: 0 to the largest value of the selected node's scale (the tree's, or in the
     * metric tree its metric hierarchy's), the selected node's colour position, and
     * its shown value with its share of its root's inclusive value, e.g. "0.22 (8.78 %)".
     *
     * @param type how the selected node's absolute value is typed (integers for counts)
     */
    public ColourLegend legend(ValueFormat format, ValueType type) {
        if (selected == null) {
            return new ColourLegend(-1.0, "0", format.format(maxAbsInclusive, ValueMode.ABSOLUTE, type), "");
        }
        String max = format.format(scaleOf(selected), ValueMode.ABSOLUTE, type);
        double value = absoluteValue(selected);
        double root = values.inclusive(selected.root());
        String caption = format.format(mode == ValueMode.ABSOLUTE ? value : shownValue(selected), mode, type);
        if (mode == ValueMode.ABSOLUTE) {
            caption += " (" + format.format(percent(value, root), ValueMode.OWN_ROOT_PERCENT, type) + ")";
        }
        return new ColourLegend(colourPosition(selected), "0", max, caption);
    }

    /** The value in the current mode: absolute, or a percentage of the mode's reference. */
    public double shownValue(DimensionNode<T> node) {
        return switch (mode) {
            case ABSOLUTE -> absoluteValue(node);
            case PEER_PERCENT -> percent(values.inclusive(node), peerMax[node.depth()]);
            case PEER_DISTRIBUTION -> peerDistribution(node);
            default -> percent(absoluteValue(node), reference(node));
        };
    }

    private double peerDistribution(DimensionNode<T> node) {
        double min = peerMin[node.depth()];
        double max = peerMax[node.depth()];
        return max == min ? 100.0 : 100.0 * (values.inclusive(node) - min) / (max - min);
    }

    /** The reference a percent mode divides by for this node. */
    double reference(DimensionNode<T> node) {
        return switch (mode) {
            case OWN_ROOT_PERCENT -> values.inclusive(node.root());
            case METRIC_ROOT_PERCENT, CALL_ROOT_PERCENT, SYSTEM_ROOT_PERCENT ->
                    isOwnMode() ? values.inclusive((selected == null ? node : selected).root()) : foreign.of(mode);
            case METRIC_SELECTION_PERCENT, CALL_SELECTION_PERCENT, SYSTEM_SELECTION_PERCENT ->
                    isOwnMode() ? (selected == null ? values.inclusive(node.root()) : absoluteValue(selected))
                            : foreign.of(mode);
            default -> throw new IllegalStateException(mode + " has no single reference");
        };
    }

    /** Whether the current mode refers to a node of this very tree. */
    private boolean isOwnMode() {
        return switch (mode) {
            case METRIC_ROOT_PERCENT, METRIC_SELECTION_PERCENT -> tree.kind() == TreeKind.METRIC;
            case CALL_ROOT_PERCENT, CALL_SELECTION_PERCENT -> tree.kind() == TreeKind.CALL;
            case SYSTEM_ROOT_PERCENT, SYSTEM_SELECTION_PERCENT -> tree.kind() == TreeKind.SYSTEM;
            default -> true;
        };
    }

    private static double percent(double value, double reference) {
        return reference == 0.0 ? 0.0 : 100.0 * value / reference;
    }

    /** Where the node's colour sits on the scale, 0 (blue) to 1 (red); the scale spans the tree's largest value. */
    public double colourPosition(DimensionNode<T> node) {
        if (mode.isPeerMode()) {
            return Math.max(0.0, Math.min(1.0, shownValue(node) / 100.0));
        }
        return colourPosition(absoluteValue(node), scaleOf(node));
    }

    private static double colourPosition(double absolute, double max) {
        return max == 0.0 ? 0.0 : Math.min(1.0, Math.abs(absolute) / max);
    }

    /**
     * The value the colour scale of this node spans: the tree's largest value, except in the metric tree, whose
     * roots have different units (seconds, visits, bytes), so each metric hierarchy has its own scale.
     */
    private double scaleOf(DimensionNode<T> node) {
        return tree.kind() == TreeKind.METRIC ? rootMaxAbsInclusive[node.root().id()] : maxAbsInclusive;
    }

    /** The swatch colour of the node (white when its value is zero). */
    public int colour(DimensionNode<T> node) {
        return shownValue(node) == 0.0 ? ColourScale.WHITE : ColourScale.colour(colourPosition(node));
    }

    // ---- selection and navigation ---------------------------------------------------------------------

    public DimensionNode<T> selected() {
        return selected;
    }

    public void select(DimensionNode<T> node) {
        this.selected = node;
    }

    /**
     * Cube's "expand largest": from {@code start}, the chain of children with the largest inclusive value
     * down to a leaf. The caller expands every node of the chain but the last and selects the last.
     */
    public List<DimensionNode<T>> largestPath(DimensionNode<T> start) {
        List<DimensionNode<T>> path = new ArrayList<>();
        DimensionNode<T> n = start;
        path.add(n);
        while (!visibleChildren(n).isEmpty()) {
            n = visibleChildren(n).stream()
                    .max(Comparator.comparingDouble(c -> Math.abs(values.inclusive(c)))).orElseThrow();
            path.add(n);
        }
        return path;
    }

    /** Finds nodes whose name contains {@code text} (case-insensitive); returns the first hit or null. */
    public DimensionNode<T> find(String text) {
        found.clear();
        foundIndex = -1;
        String needle = text.toLowerCase(Locale.ROOT);
        if (!needle.isBlank()) {
            for (DimensionNode<T> n : tree.nodes()) {
                if (n.name().toLowerCase(Locale.ROOT).contains(needle)) {
                    found.add(n);
                }
            }
        }
        return findNext();
    }

    /** The next search hit, wrapping around; null if there is none. */
    public DimensionNode<T> findNext() {
        if (found.isEmpty()) {
            return null;
        }
        foundIndex = (foundIndex + 1) % found.size();
        return found.get(foundIndex);
    }

    public void clearFound() {
        found.clear();
        foundIndex = -1;
    }

    public boolean isFound(DimensionNode<T> node) {
        return found.contains(node);
    }
}
