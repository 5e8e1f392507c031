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

import org.fenceline.analyzer.report.RootCause;

/**
 * The report's largest root causes of wait states, one sentence each. Double-click, Enter or "Show in timeline"
 * hands the selected one to the timeline, which zooms to the delay where it cost most.
 */
final class RootCauseListView extends BorderPane {
    private final ListView<RootCause> list = new ListView<>();
    private final Button show = new Button("Show in timeline");

    RootCauseListView(Function<RootCause, String> sentence, Consumer<RootCause> onShow) {
        setId("root-causes");
        list.setId("root-cause-list");
        show.setId("show-root-cause");
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(RootCause c, boolean empty) {
                super.updateItem(c, empty);
                setText(empty || c == null ? null : sentence.apply(c));
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
        list.setPlaceholder(new Label(
                "No root causes in this report (analysed without root-cause metrics, or not by Fenceline)."));
        setCenter(list);
        setBottom(new HBox(4, show));
    }

    private void showSelected(Consumer<RootCause> onShow) {
        RootCause c = list.getSelectionModel().getSelectedItem();
        if (c != null) {
            onShow.accept(c);
        }
    }

    void show(List<RootCause> causes, boolean timelineAvailable) {
        list.getItems().setAll(causes);
        show.setDisable(!timelineAvailable);
    }

    ListView<RootCause> list() {
        return list;
    }
}
