package org.fenceline.viewer.ui;

import javafx.scene.control.ScrollPane;
import javafx.scene.text.Font;
import javafx.scene.text.FontPosture;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

import org.fenceline.analyzer.report.Metric;
import org.fenceline.viewer.model.DescriptionText;

/**
 * The selected metric's description from the pattern catalog, drawn as styled text. A TextFlow rather than
 * WebView: it needs no native web engine, renders under headless Monocle, and the descriptions use only
 * simple HTML.
 */
final class DescriptionPanel extends ScrollPane {
    private final TextFlow flow = new TextFlow();

    DescriptionPanel() {
        setId("description");
        flow.setId("description-text");
        flow.setStyle("-fx-padding: 8;");
        setContent(flow);
        setFitToWidth(true);
    }

    void show(Metric metric, String mirror) {
        flow.getChildren().clear();
        Text title = new Text(metric.displayName() + "  (" + metric.id() + ", " + metric.unit() + ")\n\n");
        title.setFont(Font.font(null, FontWeight.BOLD, 15));
        flow.getChildren().add(title);
        double size = Font.getDefault().getSize();
        for (DescriptionText.Run run : DescriptionText.parse(metric.description())) {
            Text t = new Text(run.text());
            boolean code = run.styles().contains(DescriptionText.Style.CODE);
            FontWeight weight = run.styles().contains(DescriptionText.Style.BOLD)
                    || run.styles().contains(DescriptionText.Style.HEADING) ? FontWeight.BOLD : FontWeight.NORMAL;
            FontPosture posture = run.styles().contains(DescriptionText.Style.ITALIC) ? FontPosture.ITALIC
                    : FontPosture.REGULAR;
            double fontSize = run.styles().contains(DescriptionText.Style.HEADING) ? size * 1.2 : size;
            t.setFont(Font.font(code ? "Monospaced" : null, weight, posture, fontSize));
            if (run.styles().contains(DescriptionText.Style.LINK)) {
                t.setUnderline(true);
                t.setStyle("-fx-fill: #1565c0;");
            }
            flow.getChildren().add(t);
        }
        if (!metric.url().isEmpty()) {
            Text url = new Text("\n\nOnline description: " + metric.url().replace("@mirror@", mirror));
            url.setStyle("-fx-fill: #1565c0;");
            flow.getChildren().add(url);
        }
    }
}
