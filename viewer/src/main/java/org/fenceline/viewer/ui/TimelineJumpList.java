package org.fenceline.viewer.ui;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;

/**
 * Items of the report the timeline can zoom to (the most severe instances, the root causes), one line each.
 * Double-click, Enter or "Show in timeline" hands the selected one to the timeline (Cube's "max severity in trace
 * browser").
 */
final class TimelineJumpList<T> extends BorderPane {
    private final ListView<T> list = new ListView<>();
    private final Button show = new Button("Show in timeline");

    /** {@code id} names the pane; its list is {@code id-list}, its button {@code show-id}, for tests and styles. */
    TimelineJumpList(String paneId, String listId, String buttonId, Function<T, String> line, String placeholder,
            Consumer<T> onShow) {
        setId(paneId);
        list.setId(listId);
        show.setId(buttonId);
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : line.apply(item));
            }
        });
        list.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
                showSelected(onShow);
            }
        });
        list.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                showSelected(onShow);
            }
        });
        show.setOnAction(e -> showSelected(onShow));
        if (placeholder != null) {
            list.setPlaceholder(new Label(placeholder));
        }
        setCenter(list);
        setBottom(new HBox(4, show));
    }

    private void showSelected(Consumer<T> onShow) {
        T item = list.getSelectionModel().getSelectedItem();
        if (item != null) {
            onShow.accept(item);
        }
    }

    void show(List<T> items, boolean timelineAvailable) {
        list.getItems().setAll(items);
        show.setDisable(!timelineAvailable);
    }

    ListView<T> list() {
        return list;
    }
}
