package org.fenceline.viewer.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;

import javafx.application.Platform;
import javafx.stage.Stage;

import org.fenceline.analyzer.cube.CubexReader;
import org.fenceline.analyzer.cube.CubexWriter;
import org.fenceline.trace.bench.SyntheticTrace;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.viewer.ViewerInput;
import org.fenceline.viewer.model.BrowserModel;
import org.fenceline.viewer.model.ViewerSettings;
import org.fenceline.viewer.timeline.RowLayout;
import org.fenceline.viewer.timeline.TimelineData;
import org.fenceline.viewer.timeline.TimelineHover;
import org.fenceline.viewer.timeline.TimelineLoader;
import org.fenceline.viewer.timeline.TimelineOverlay;
import org.fenceline.viewer.timeline.TimelineRaster;
import org.fenceline.viewer.timeline.TimelineViewport;
import org.fenceline.viewer.timeline.TransferDrawing;
import org.fenceline.viewer.ui.MainWindow;
import org.fenceline.viewer.ui.TimelineCanvas;

/**
 * Measures what the issue asks for (a benchmark, not a test): (1) opening a report of 10 000 call paths ×
 * 256 locations until the window has laid out its first frame, and a selection change on it; (2) the
 * timeline's frame time for a 1600×1000 full-width redraw of a 10 M-event trace at several zoom levels,
 * both the plain-Java raster and overlay and the whole canvas redraw on the FX thread.
 *
 * <p>{@code java -cp ... ViewerBenchmark WORKDIR [EVENTS]}; needs a display (Xvfb) or Monocle.
 */
public final class ViewerBenchmark {
    private static final int WIDTH = 1600;
    private static final int HEIGHT = 1000;
    private static final int FRAMES = 30;

    private ViewerBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path work = Path.of(args[0]);
        long events = args.length > 1 ? Long.parseLong(args[1]) : 10_000_000L;
        Files.createDirectories(work);
        Platform.startup(() -> { });
        Platform.setImplicitExit(false);
        reportOpening(work.resolve("large.cubex"));
        timelineFrames(work.resolve("trace"), events);
        Platform.exit();
    }

    private static void reportOpening(Path file) throws Exception {
        long t0 = System.nanoTime();
        CubexWriter.write(SyntheticReport.of(10_000, 256, 7), file);
        System.out.printf(Locale.ROOT, "report: 10000 call paths x 256 locations written in %.2f s (%,d bytes)%n",
                (System.nanoTime() - t0) / 1e9, Files.size(file));
        for (int run = 1; run <= 3; run++) {
            CompletableFuture<Long> interactive = new CompletableFuture<>();
            long start = System.nanoTime();
            Platform.runLater(() -> {
                try {
                    Stage stage = new Stage();
                    Preferences prefs = Preferences.userRoot().node("org/fenceline/viewer-benchmark");
                    MainWindow window = new MainWindow(stage, new ViewerSettings(prefs));
                    window.open(ViewerInput.resolve(file, null));
                    stage.getScene().addPostLayoutPulseListener(new Runnable() {
                        @Override
                        public void run() {
                            stage.getScene().removePostLayoutPulseListener(this);
                            interactive.complete(System.nanoTime() - start);
                            stage.close();
                        }
                    });
                    stage.show();
                } catch (IOException | RuntimeException e) {
                    interactive.completeExceptionally(e);
                }
            });
            long nanos = interactive.get(5, TimeUnit.MINUTES);
            System.out.printf(Locale.ROOT, "open run %d: read + models + window until first laid-out frame: %.0f ms%n",
                    run, nanos / 1e6);
        }
        BrowserModel model = new BrowserModel(CubexReader.read(file), "large");
        var lateSender = model.metricPane().tree().get(2);
        long s = System.nanoTime();
        model.selectMetric(lateSender);
        System.out.printf(Locale.ROOT, "selecting a metric (recompute call + system trees): %.1f ms%n",
                (System.nanoTime() - s) / 1e6);
    }

    private static void timelineFrames(Path dir, long events) throws Exception {
        int locations = 64;
        int iterations = SyntheticTrace.iterationsFor(events, locations);
        long t0 = System.nanoTime();
        SampleData.writeTrace(dir, locations, iterations);
        long written = System.nanoTime();
        TimelineData data;
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            data = TimelineLoader.load(trace);
        }
        long loaded = System.nanoTime();
        long segments = data.timelines().stream().mapToLong(t -> t.segmentCount()).sum();
        long lod = data.levels().stream().mapToLong(l -> l.sizeInBytes()).sum();
        System.out.printf(Locale.ROOT, "trace: %,d events on %d locations written in %.1f s; loaded in %.1f s "
                        + "(%,d segments, %,d messages, %,d RMA transfers, %,d bytes of level-of-detail)%n",
                data.eventCount(), locations, (written - t0) / 1e9, (loaded - written) / 1e9, segments,
                data.messages().count(), data.transfers().size(), lod);
        RowLayout layout = RowLayout.fit(HEIGHT, 24, data.locationCount());
        int[] pixels = new int[WIDTH * HEIGHT];
        for (double zoom : new double[] {1, 1e-1, 1e-2, 1e-3, 1e-4, 1e-5}) {
            TimelineViewport view = new TimelineViewport(data.start(), data.end());
            double mid = (data.start() + data.end()) / 2.0;
            view.jumpTo(mid - zoom * data.end() / 2, mid + zoom * data.end() / 2);
            double[] ms = new double[FRAMES];
            for (int f = 0; f < FRAMES; f++) {
                long s = System.nanoTime();
                TimelineRaster.paint(data, view, layout, WIDTH, HEIGHT, pixels);
                TimelineOverlay.compute(data, view, layout, WIDTH, TransferDrawing.RECORDED, null, null);
                ms[f] = (System.nanoTime() - s) / 1e6;
            }
            double canvas = canvasFrame(data, view);
            System.out.printf(Locale.ROOT, "frame at %.0e of the trace (%s): raster+overlay median %.1f ms, max %.1f ms;"
                    + " canvas redraw on FX thread median %.1f ms%n", zoom,
                    TimelineHover.formatDuration(view.span()), median(ms), max(ms), canvas);
        }
    }

    /** Median time of TimelineCanvas.redraw() (raster, image upload, axis, lines) at 1600×1000. */
    private static double canvasFrame(TimelineData data, TimelineViewport view) throws Exception {
        double[] ms = new double[FRAMES];
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            TimelineCanvas canvas = new TimelineCanvas(data);
            canvas.viewport().jumpTo(view.start(), view.end());
            canvas.setWidth(WIDTH);
            canvas.setHeight(HEIGHT);
            for (int f = 0; f < FRAMES; f++) {
                long s = System.nanoTime();
                canvas.redraw();
                ms[f] = (System.nanoTime() - s) / 1e6;
            }
            done.countDown();
        });
        done.await();
        return median(ms);
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }

    private static double max(double[] v) {
        double m = 0;
        for (double x : v) {
            m = Math.max(m, x);
        }
        return m;
    }
}
