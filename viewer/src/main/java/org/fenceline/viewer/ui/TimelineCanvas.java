package org.fenceline.viewer.ui;

import java.util.Locale;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;

import org.fenceline.viewer.timeline.CriticalPathTrack;
import org.fenceline.viewer.timeline.LineKind;
import org.fenceline.viewer.timeline.RowLayout;
import org.fenceline.viewer.timeline.TimelineData;
import org.fenceline.viewer.timeline.TimelineHighlight;
import org.fenceline.viewer.timeline.TimelineHover;
import org.fenceline.viewer.timeline.TimelineOverlay;
import org.fenceline.viewer.timeline.TimelineRaster;
import org.fenceline.viewer.timeline.TimelineViewport;
import org.fenceline.viewer.timeline.TransferDrawing;

/**
 * Draws a {@link TimelineData} for a {@link TimelineViewport}: the bars come from {@link TimelineRaster} as one
 * image upload, then axis, lines, the critical path, highlights and the drag box go on top. Mouse: wheel zooms
 * around the pointer, a primary-button drag zooms to the dragged box, a secondary-button (or shift-) drag pans, a
 * double click asks for the wait state under the pointer ({@link #setOnChoose}). Keys: + and - zoom, arrows pan,
 * Backspace goes back, 0 shows the whole trace.
 */
public final class TimelineCanvas extends Canvas {
    static final int AXIS = 24;
    /** The colours of the critical path and of a delay, also used for their legend entries. */
    static final Color CRITICAL_PATH = Color.web("#00e5ff");
    static final Color DELAY = Color.web("#ff00ff");
    private final TimelineData data;
    private final TimelineViewport viewport;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper hover = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper("");
    private TransferDrawing drawing = TransferDrawing.RECORDED;
    private boolean messages = true;
    private CriticalPathTrack criticalPath;
    private TimelineHighlight highlight;
    private ChooseListener onChoose = (location, time) -> { };
    private WritableImage image;
    private int[] pixels = new int[0];
    private double dragStart = Double.NaN;
    private double dragEnd = Double.NaN;
    private double panFrom = Double.NaN;
    private Runnable onViewChange = () -> { };

    public TimelineCanvas(TimelineData data) {
        super(800, 400);
        this.data = data;
        this.viewport = new TimelineViewport(data.start(), data.end());
        setId("timeline");
        setFocusTraversable(true);
        widthProperty().addListener(o -> redraw());
        heightProperty().addListener(o -> redraw());
        installMouse();
        installKeys();
    }

    public TimelineViewport viewport() {
        return viewport;
    }

    public TimelineHighlight highlight() {
        return highlight;
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty hoverTextProperty() {
        return hover.getReadOnlyProperty();
    }

    /** The line of text about the highlight (what delayed whom), empty without one. */
    public ReadOnlyStringProperty captionProperty() {
        return caption.getReadOnlyProperty();
    }

    /** Receives double clicks on the bars: the location and trace time under the pointer. */
    interface ChooseListener {
        void chosen(int location, long time);
    }

    void setOnChoose(ChooseListener listener) {
        this.onChoose = listener;
    }

    /** Draws the critical path over the bars, or none ({@code null}). */
    void setCriticalPath(CriticalPathTrack path) {
        this.criticalPath = path;
        redraw();
    }

    public boolean showsCriticalPath() {
        return criticalPath != null;
    }

    void setOnViewChange(Runnable r) {
        this.onViewChange = r;
    }

    void setDrawing(TransferDrawing drawing) {
        this.drawing = drawing;
        redraw();
    }

    void setMessages(boolean show) {
        this.messages = show;
        redraw();
    }

    /** Zooms to a highlight (an instance, its partner and its cause, or a delay) and marks it. */
    public void show(TimelineHighlight h) {
        this.highlight = h;
        caption.set(h.caption());
        double[] v = h.view();
        viewport.jumpTo(v[0], v[1]);
        viewChanged();
    }

    void back() {
        viewport.back();
        viewChanged();
    }

    void forward() {
        viewport.forward();
        viewChanged();
    }

    void reset() {
        viewport.reset();
        viewChanged();
    }

    void zoom(double factor) {
        viewport.zoom(factor, (viewport.start() + viewport.end()) / 2);
        viewChanged();
    }

    private void viewChanged() {
        redraw();
        onViewChange.run();
    }

    /** Draws one frame. */
    public void redraw() {
        int w = (int) getWidth();
        int h = (int) getHeight();
        if (w <= 0 || h <= 0) {
            return;
        }
        if (image == null || (int) image.getWidth() != w || (int) image.getHeight() != h) {
            image = new WritableImage(w, h);
            pixels = new int[w * h];
        }
        RowLayout layout = RowLayout.fit(h, AXIS, data.locationCount());
        TimelineRaster.paint(data, viewport, layout, w, h, pixels);
        image.getPixelWriter().setPixels(0, 0, w, h, PixelFormat.getIntArgbPreInstance(), pixels, 0, w);
        GraphicsContext g = getGraphicsContext2D();
        g.drawImage(image, 0, 0);
        drawAxis(g, w);
        TimelineOverlay overlay = TimelineOverlay.compute(data, viewport, layout, w, drawing, criticalPath,
                highlight);
        drawOverlay(g, overlay);
        drawDragBox(g, h);
        status.set(statusText(overlay));
    }

    private String statusText(TimelineOverlay o) {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%s – %s (%s)",
                TimelineHover.formatTime(viewport.start()), TimelineHover.formatTime(viewport.end()),
                TimelineHover.formatDuration(viewport.span())));
        if (messages && o.messagesElided()) {
            b.append(String.format(Locale.ROOT, "   %,d messages in view: zoom in to draw them", o.messagesInView()));
        }
        if (o.transfersElided()) {
            b.append(String.format(Locale.ROOT, "   %,d RMA transfers in view: zoom in to draw them",
                    o.transfersInView()));
        }
        if (o.criticalPathElided()) {
            b.append(String.format(Locale.ROOT, "   %,d critical-path segments in view: zoom in to draw them",
                    o.criticalPathInView()));
        }
        return b.toString();
    }

    private void drawAxis(GraphicsContext g, int w) {
        g.setFill(Color.WHITE);
        g.fillRect(0, 0, w, AXIS);
        g.setStroke(Color.GRAY);
        g.setFill(Color.BLACK);
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.TOP);
        double step = niceStep(viewport.span() / Math.max(1, w / 120.0));
        double first = Math.ceil(viewport.start() / step) * step;
        for (double t = first; t <= viewport.end(); t += step) {
            double x = viewport.xOf(t, w);
            g.strokeLine(x, AXIS - 6, x, AXIS);
            g.fillText(TimelineHover.formatTime(t), x + 2, 2);
        }
    }

    /** 1, 2 or 5 times a power of ten, the smallest such step not below {@code raw}. */
    private static double niceStep(double raw) {
        double p = Math.pow(10, Math.floor(Math.log10(Math.max(raw, 1e-9))));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * p >= raw) {
                return m * p;
            }
        }
        return 10 * p;
    }

    private void drawOverlay(GraphicsContext g, TimelineOverlay o) {
        for (TimelineOverlay.Line l : o.lines()) {
            if (l.kind() == LineKind.CRITICAL_PATH) {
                casing(g, Color.web("#212121"), 6);
                g.strokeLine(l.x1(), l.y1(), l.x2(), l.y2());
                g.setStroke(CRITICAL_PATH);
                g.setLineWidth(3);
                g.strokeLine(l.x1(), l.y1(), l.x2(), l.y2());
            }
        }
        for (TimelineOverlay.Box b : o.boxes()) {
            if (b.kind() == LineKind.DELAY) {
                // Outlined, not filled: the bar underneath shows what the delaying location did.
                casing(g, Color.BLACK, 8);
                g.strokeRect(b.x(), b.y(), b.width(), b.height());
                g.setStroke(DELAY);
                g.setLineWidth(4);
                g.strokeRect(b.x(), b.y(), b.width(), b.height());
                continue;
            }
            style(g, b.kind());
            if (b.kind() == LineKind.WAITING || b.kind() == LineKind.PARTNER) {
                g.setFill(b.kind() == LineKind.WAITING ? Color.rgb(255, 0, 0, 0.35) : Color.rgb(255, 170, 0, 0.35));
                g.fillRect(b.x(), b.y(), b.width(), b.height());
            }
            g.strokeRect(b.x(), b.y(), b.width(), b.height());
        }
        for (TimelineOverlay.Line l : o.lines()) {
            if (l.kind() == LineKind.CRITICAL_PATH || l.kind() == LineKind.MESSAGE && !messages) {
                continue;
            }
            if (l.kind() == LineKind.DELAY) {
                casing(g, Color.BLACK, 6);
                g.strokeLine(l.x1(), l.y1(), l.x2(), l.y2());
            }
            style(g, l.kind());
            g.strokeLine(l.x1(), l.y1(), l.x2(), l.y2());
        }
        g.setLineDashes();
        g.setLineWidth(1);
    }

    /**
     * Sets up the casing stroke under a line or outline of the critical path or a delay, so that it stands out on
     * every bar colour and from messages; the caller strokes it, then the line itself on top.
     */
    private static void casing(GraphicsContext g, Color casing, double width) {
        g.setLineDashes();
        g.setStroke(casing);
        g.setLineWidth(width);
    }

    private static void style(GraphicsContext g, LineKind kind) {
        g.setLineDashes();
        g.setLineWidth(1);
        switch (kind) {
            case MESSAGE -> g.setStroke(Color.BLACK);
            case RMA_TRANSFER -> g.setStroke(Color.web("#0d47a1"));
            case RMA_REQUEST -> g.setStroke(Color.web("#64b5f6"));
            case RMA_LOGICAL -> g.setStroke(Color.web("#00838f"));
            case RMA_DEPENDENCY -> {
                g.setStroke(Color.web("#6a1b9a"));
                g.setLineDashes(4, 3);
            }
            case RMA_OPERATION -> g.setStroke(Color.web("#0d47a1"));
            case WAITING -> {
                g.setStroke(Color.BLACK);
                g.setLineWidth(3);
            }
            case PARTNER -> {
                g.setStroke(Color.web("#ffd600"));
                g.setLineWidth(3);
                g.setLineDashes(6, 3);
            }
            case DELAY -> {
                g.setStroke(DELAY);
                g.setLineWidth(3);
            }
            default -> {
                // CRITICAL_PATH: drawn with its casing in drawOverlay, never through here.
            }
        }
    }

    private void drawDragBox(GraphicsContext g, int h) {
        if (!Double.isNaN(dragStart) && !Double.isNaN(dragEnd)) {
            g.setFill(Color.rgb(30, 136, 229, 0.2));
            g.fillRect(Math.min(dragStart, dragEnd), 0, Math.abs(dragEnd - dragStart), h);
        }
    }

    private void installMouse() {
        setOnScroll(e -> {
            if (e.getDeltaY() != 0) {
                viewport.zoom(e.getDeltaY() > 0 ? 0.8 : 1.25, viewport.timeAt(e.getX(), getWidth()));
                viewChanged();
            }
        });
        setOnMousePressed(e -> {
            // Consumed, or the enclosing TabPane takes the focus back and the keys never reach the timeline.
            e.consume();
            requestFocus();
            if (e.getButton() == MouseButton.PRIMARY && !e.isShiftDown()) {
                dragStart = e.getX();
                dragEnd = Double.NaN;
            } else {
                panFrom = e.getX();
            }
        });
        setOnMouseDragged(e -> {
            if (!Double.isNaN(dragStart)) {
                dragEnd = e.getX();
                redraw();
            } else if (!Double.isNaN(panFrom)) {
                viewport.pan((panFrom - e.getX()) / getWidth());
                panFrom = e.getX();
                viewChanged();
            }
        });
        setOnMouseReleased(e -> {
            if (!Double.isNaN(dragStart) && !Double.isNaN(dragEnd) && Math.abs(dragEnd - dragStart) > 3) {
                viewport.jumpTo(viewport.timeAt(dragStart, getWidth()), viewport.timeAt(dragEnd, getWidth()));
                dragStart = Double.NaN;
                dragEnd = Double.NaN;
                viewChanged();
            } else {
                dragStart = Double.NaN;
                dragEnd = Double.NaN;
            }
            panFrom = Double.NaN;
        });
        setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
                int location = RowLayout.fit((int) getHeight(), AXIS, data.locationCount()).locationAt(e.getY());
                if (location >= 0) {
                    onChoose.chosen(location, (long) viewport.timeAt(e.getX(), getWidth()));
                }
            }
        });
        setOnMouseMoved(e -> {
            RowLayout layout = RowLayout.fit((int) getHeight(), AXIS, data.locationCount());
            int location = layout.locationAt(e.getY());
            hover.set(TimelineHover.describe(data, location, (long) viewport.timeAt(e.getX(), getWidth())));
        });
    }

    private void installKeys() {
        setOnKeyPressed(e -> {
            KeyCode k = e.getCode();
            if (k == KeyCode.PLUS || k == KeyCode.ADD || k == KeyCode.EQUALS) {
                zoom(0.5);
            } else if (k == KeyCode.MINUS || k == KeyCode.SUBTRACT) {
                zoom(2.0);
            } else if (k == KeyCode.LEFT) {
                viewport.pan(-0.1);
                viewChanged();
            } else if (k == KeyCode.RIGHT) {
                viewport.pan(0.1);
                viewChanged();
            } else if (k == KeyCode.BACK_SPACE) {
                back();
            } else if (k == KeyCode.DIGIT0 || k == KeyCode.HOME) {
                reset();
            } else {
                return;
            }
            e.consume();
        });
    }
}
