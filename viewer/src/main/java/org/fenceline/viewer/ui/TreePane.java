package org.fenceline.viewer.ui;

import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.fenceline.viewer.model.BrowserModel;
import org.fenceline.viewer.model.DimensionNode;
import org.fenceline.viewer.model.PaneModel;
import org.fenceline.viewer.model.TreeOrder;
import org.fenceline.viewer.model.ValueMode;

/**
 * One tree with its controls, as Cube arranges them: the value-mode chooser above the tree, then the
 * order, search, "expand largest" and dynamic-hiding controls, and the tree's context menu.
 */
final class TreePane<T> extends VBox {
    private final DimensionTreeView<T> tree;
    private final TextField search = new TextField();
    private final ColourLegendBar legend;

    TreePane(String id, BrowserModel model, DimensionTreeView<T> tree) {
        this.tree = tree;
        PaneModel<T> pane = tree.pane();
        setId(id);
        tree.setId(id + "-tree");
        ComboBox<ValueMode> mode = new ComboBox<>();
        mode.getItems().setAll(ValueMode.offeredIn(pane.tree().kind()));
        mode.setValue(pane.mode());
        mode.setId(id + "-mode");
        mode.setTooltip(new Tooltip("Value mode"));
        mode.valueProperty().addListener((o, was, now) -> {
            pane.setMode(now);
            model.changed();
        });
        ComboBox<TreeOrder> order = new ComboBox<>();
        order.getItems().setAll(TreeOrder.values());
        order.setValue(pane.order());
        order.setId(id + "-order");
        order.valueProperty().addListener((o, was, now) -> {
            pane.setOrder(now);
            tree.rebuild();
        });
        HBox modes = new HBox(4, mode, order);

        search.setPromptText("Find (Enter: next)");
        search.setId(id + "-search");
        search.setOnAction(e -> findNext(pane));
        search.textProperty().addListener((o, was, now) -> {
            DimensionNode<T> first = pane.find(now);
            if (first != null) {
                tree.reveal(first);
            }
            tree.refresh();
        });
        HBox.setHgrow(search, Priority.ALWAYS);
        Button largest = new Button("Largest");
        largest.setId(id + "-largest");
        largest.setTooltip(new Tooltip("Expand to the largest value below the selected node"));
        largest.setOnAction(e -> expandLargest(pane));
        Spinner<Integer> hide = new Spinner<>(0, 100, 0, 1);
        hide.setId(id + "-hide");
        hide.setPrefWidth(70);
        hide.setTooltip(new Tooltip("Dynamic hiding: hide nodes below this percentage of the largest value"));
        hide.valueProperty().addListener((o, was, now) -> {
            pane.setHideBelowPercent(now);
            tree.rebuild();
            model.changed();
        });
        HBox tools = new HBox(4, search, largest, new Label("Hide <"), hide, new Label("%"));

        tree.setContextMenu(contextMenu(pane));
        tree.setFormat(model::valueFormat);
        legend = new ColourLegendBar(id);
        VBox.setVgrow(tree, Priority.ALWAYS);
        setSpacing(4);
        setPadding(new Insets(4));
        getChildren().setAll(modes, tools, tree, legend);
    }

    /** Redraws the colour scale from the pane model (after any change of the browser model). */
    void refreshLegend() {
        legend.show(tree.pane().legend(tree.format(), tree.valueTypeOfSelected()));
    }

    ColourLegendBar legend() {
        return legend;
    }

    private ContextMenu contextMenu(PaneModel<T> pane) {
        MenuItem find = new MenuItem("Find items");
        find.setOnAction(e -> search.requestFocus());
        MenuItem next = new MenuItem("Find next");
        next.setOnAction(e -> findNext(pane));
        MenuItem clear = new MenuItem("Clear found items");
        clear.setOnAction(e -> search.clear());
        MenuItem byValue = new MenuItem("Sort by value (descending)");
        byValue.setOnAction(e -> order(pane, TreeOrder.VALUE));
        MenuItem byName = new MenuItem("Sort by name (ascending)");
        byName.setOnAction(e -> order(pane, TreeOrder.NAME));
        MenuItem largest = new MenuItem("Expand largest");
        largest.setOnAction(e -> expandLargest(pane));
        MenuItem expandAll = new MenuItem("Expand all");
        expandAll.setOnAction(e -> tree.setAllExpanded(true));
        MenuItem collapseAll = new MenuItem("Collapse all");
        collapseAll.setOnAction(e -> tree.setAllExpanded(false));
        return new ContextMenu(find, next, clear, new SeparatorMenuItem(), byValue, byName,
                new SeparatorMenuItem(), largest, expandAll, collapseAll);
    }

    private void order(PaneModel<T> pane, TreeOrder order) {
        pane.setOrder(order);
        tree.rebuild();
    }

    private void findNext(PaneModel<T> pane) {
        DimensionNode<T> next = pane.findNext();
        if (next != null) {
            tree.reveal(next);
        }
    }

    private void expandLargest(PaneModel<T> pane) {
        DimensionNode<T> start = pane.selected() != null ? pane.selected()
                : pane.visibleRoots().isEmpty() ? null : pane.visibleRoots().get(0);
        if (start != null) {
            tree.expandPath(pane.largestPath(start));
        }
    }

    DimensionTreeView<T> tree() {
        return tree;
    }

    void focusSearch() {
        search.requestFocus();
    }
}
