package org.fenceline.viewer.ui;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.IntFunction;

import javafx.scene.control.Button;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;

import org.fenceline.analyzer.report.Instance;
import org.fenceline.viewer.timeline.TimelineHover;

/**
 * The most severe instances of the selected pattern. Double-click, Enter or "Show in timeline" hands the
 * instance to the timeline, which zooms to it (Cube's "max severity in trace browser").
 */
final class InstanceListView extends BorderPane {
    private final ListView<Instance> list = new ListView<>();
    private final Button show = new Button("Show in timeline");

    InstanceListView(IntFunction<String> locationName, Consumer<Instance> onShow) {
        setId("instances");
        list.setId("instance-list");
        show.setId("show-instance");
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(Instance i, boolean empty) {
                super.updateItem(i, empty);
                setText(empty || i == null ? null : String.format(Locale.ROOT, "%s  %s  %s  %s  at %s",
                        TimelineHover.formatDuration(i.severityS() * 1e9), i.metricId(),
                        locationName.apply(i.location()), i.callPath().path(), TimelineHover.formatTime(i.startS() * 1e9)));
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
        setCenter(list);
        setBottom(new HBox(4, show));
    }

    private void showSelected(Consumer<Instance> onShow) {
        Instance i = list.getSelectionModel().getSelectedItem();
        if (i != null) {
            onShow.accept(i);
        }
    }

    void show(List<Instance> instances, boolean timelineAvailable) {
        list.getItems().setAll(instances);
        show.setDisable(!timelineAvailable);
    }
}
