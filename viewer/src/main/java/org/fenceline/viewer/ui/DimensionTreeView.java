package org.fenceline.viewer.ui;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;

import org.fenceline.analyzer.report.ValueType;
import org.fenceline.viewer.model.DimensionNode;
import org.fenceline.viewer.model.PaneModel;
import org.fenceline.viewer.model.ValueFormat;

/**
 * A tree of one dimension bound to its {@link PaneModel}: a swatch and name column and a value column. The
 * view tells the model about selection and expansion and redraws when told; it computes nothing itself.
 *
 * @param <T> the subject of the tree's nodes
 */
final class DimensionTreeView<T> extends TreeTableView<DimensionNode<T>> {
    private final PaneModel<T> pane;
    private final Consumer<DimensionNode<T>> onSelect;
    private final BiConsumer<DimensionNode<T>, Boolean> onExpand;
    private Function<DimensionNode<T>, ValueType> valueType = n -> ValueType.DOUBLE;
    private Supplier<ValueFormat> format = () -> ValueFormat.DEFAULT;
    private boolean rebuilding;

    DimensionTreeView(PaneModel<T> pane, Consumer<DimensionNode<T>> onSelect,
                      BiConsumer<DimensionNode<T>, Boolean> onExpand) {
        this.pane = pane;
        this.onSelect = onSelect;
        this.onExpand = onExpand;
        setShowRoot(false);
        setColumnResizePolicy(CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TreeTableColumn<DimensionNode<T>, DimensionNode<T>> name = new TreeTableColumn<>("Name");
        name.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().getValue()));
        name.setCellFactory(c -> new NameCell());
        name.setSortable(false);
        name.setPrefWidth(220);
        TreeTableColumn<DimensionNode<T>, DimensionNode<T>> value = new TreeTableColumn<>("Value");
        value.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().getValue()));
        value.setCellFactory(c -> new ValueCell());
        value.setSortable(false);
        value.setPrefWidth(110);
        getColumns().setAll(name, value);
        getSelectionModel().selectedItemProperty().addListener((obs, old, item) -> {
            if (!rebuilding && item != null && item.getValue() != pane.selected()) {
                onSelect.accept(item.getValue());
            }
        });
        rebuild();
    }

    /** The type that decides how absolute values are formatted (integers for visits, seconds otherwise). */
    void setValueType(ValueType type) {
        setValueType(n -> type);
    }

    /** A type per node, for the metric tree, whose nodes are metrics of different types. */
    void setValueType(Function<DimensionNode<T>, ValueType> type) {
        this.valueType = type;
        refresh();
    }

    /** Where the precision setting comes from. */
    void setFormat(Supplier<ValueFormat> format) {
        this.format = format;
        refresh();
    }

    ValueFormat format() {
        return format.get();
    }

    /** The type the selected node's values are formatted with. */
    ValueType valueTypeOfSelected() {
        return pane.selected() == null ? ValueType.DOUBLE : valueType.apply(pane.selected());
    }

    /** Recreates the items after a change of order or hiding, keeping expansion and selection. */
    void rebuild() {
        rebuilding = true;
        try {
            TreeItem<DimensionNode<T>> root = new TreeItem<>();
            for (DimensionNode<T> n : pane.visibleRoots()) {
                root.getChildren().add(item(n));
            }
            setRoot(root);
            root.setExpanded(true);
            TreeItem<DimensionNode<T>> selected = find(root, pane.selected());
            if (selected != null) {
                getSelectionModel().select(selected);
            }
        } finally {
            rebuilding = false;
        }
    }

    private TreeItem<DimensionNode<T>> item(DimensionNode<T> node) {
        TreeItem<DimensionNode<T>> item = new TreeItem<>(node);
        for (DimensionNode<T> c : pane.visibleChildren(node)) {
            item.getChildren().add(item(c));
        }
        item.setExpanded(pane.isExpanded(node));
        item.expandedProperty().addListener((obs, was, now) -> {
            if (!rebuilding) {
                onExpand.accept(node, now);
            }
        });
        return item;
    }

    /** Expands the ancestors of {@code node}, selects it and scrolls it into view. */
    void reveal(DimensionNode<T> node) {
        TreeItem<DimensionNode<T>> item = find(getRoot(), node);
        if (item == null) {
            return;
        }
        for (TreeItem<DimensionNode<T>> p = item.getParent(); p != null && p != getRoot(); p = p.getParent()) {
            p.setExpanded(true);
        }
        getSelectionModel().select(item);
        int row = getRow(item);
        if (row >= 0) {
            scrollTo(Math.max(0, row - 3));
        }
    }

    /** Expands every node of {@code path} but the last, then reveals the last ("expand largest"). */
    void expandPath(List<DimensionNode<T>> path) {
        for (int i = 0; i < path.size() - 1; i++) {
            TreeItem<DimensionNode<T>> item = find(getRoot(), path.get(i));
            if (item != null) {
                item.setExpanded(true);
            }
        }
        reveal(path.get(path.size() - 1));
    }

    void setAllExpanded(boolean expanded) {
        setExpanded(getRoot(), expanded);
    }

    private void setExpanded(TreeItem<DimensionNode<T>> item, boolean expanded) {
        for (TreeItem<DimensionNode<T>> c : item.getChildren()) {
            if (!c.isLeaf()) {
                c.setExpanded(expanded);
                setExpanded(c, expanded);
            }
        }
    }

    private TreeItem<DimensionNode<T>> find(TreeItem<DimensionNode<T>> item, DimensionNode<T> node) {
        if (node == null || item == null) {
            return null;
        }
        if (item.getValue() == node) {
            return item;
        }
        for (TreeItem<DimensionNode<T>> c : item.getChildren()) {
            TreeItem<DimensionNode<T>> hit = find(c, node);
            if (hit != null) {
                return hit;
            }
        }
        return null;
    }

    PaneModel<T> pane() {
        return pane;
    }

    private final class NameCell extends TreeTableCell<DimensionNode<T>, DimensionNode<T>> {
        private final Rectangle swatch = new Rectangle(12, 12);

        NameCell() {
            swatch.setStroke(Color.GRAY);
        }

        @Override
        protected void updateItem(DimensionNode<T> node, boolean empty) {
            super.updateItem(node, empty);
            if (empty || node == null) {
                setText(null);
                setGraphic(null);
                setStyle("");
                return;
            }
            swatch.setFill(Colours.of(pane.colour(node)));
            // Cube shows negative values (differences) sunken; a dashed frame marks them here.
            swatch.getStrokeDashArray().setAll(pane.absoluteValue(node) < 0 ? List.of(2.0, 2.0) : List.of());
            setGraphic(swatch);
            setText(node.name());
            setStyle(pane.isFound(node) ? "-fx-background-color: #ffe58a;" : "");
        }
    }

    private final class ValueCell extends TreeTableCell<DimensionNode<T>, DimensionNode<T>> {
        ValueCell() {
            setStyle("-fx-alignment: CENTER-RIGHT;");
        }

        @Override
        protected void updateItem(DimensionNode<T> node, boolean empty) {
            super.updateItem(node, empty);
            setText(empty || node == null ? null
                    : format.get().format(pane.shownValue(node), pane.mode(), valueType.apply(node)));
        }
    }
}
