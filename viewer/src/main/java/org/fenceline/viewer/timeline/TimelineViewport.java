package org.fenceline.viewer.timeline;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The visible time range [start, end) in trace nanoseconds and its history. Zooming to a box or an instance
 * and resetting are "jumps" that can be undone with {@link #back()}; wheel zoom and panning only adjust the
 * current view, so the history holds places the user went to, not every scroll step.
 */
public final class TimelineViewport {
    /** Narrowest view: 100 ns across the whole width is far below any event spacing worth seeing. */
    private static final double MIN_SPAN = 100.0;
    private final double traceStart;
    private final double traceEnd;
    private final Deque<double[]> back = new ArrayDeque<>();
    private final Deque<double[]> forward = new ArrayDeque<>();
    private double start;
    private double end;

    public TimelineViewport(long traceStart, long traceEnd) {
        this.traceStart = traceStart;
        this.traceEnd = Math.max(traceEnd, traceStart + 1);
        this.start = this.traceStart;
        this.end = this.traceEnd;
    }

    public double start() {
        return start;
    }

    public double end() {
        return end;
    }

    public double span() {
        return end - start;
    }

    /** Zooms around {@code anchor} (a time that stays put on screen); factor < 1 zooms in. */
    public void zoom(double factor, double anchor) {
        double newSpan = Math.max(MIN_SPAN, Math.min(traceEnd - traceStart, span() * factor));
        double ratio = span() == 0 ? 0.5 : (anchor - start) / span();
        set(anchor - ratio * newSpan, newSpan);
    }

    /** Moves the view by {@code fraction} of its width (positive: later). */
    public void pan(double fraction) {
        set(start + fraction * span(), span());
    }

    /** Jumps to [a, b] (in either order), remembering the current view for {@link #back()}. */
    public void jumpTo(double a, double b) {
        remember();
        double lo = Math.min(a, b);
        set(lo, Math.max(MIN_SPAN, Math.abs(b - a)));
    }

    /** Jumps to the whole trace. */
    public void reset() {
        jumpTo(traceStart, traceEnd);
    }

    public boolean canGoBack() {
        return !back.isEmpty();
    }

    public boolean canGoForward() {
        return !forward.isEmpty();
    }

    public void back() {
        if (!back.isEmpty()) {
            forward.push(new double[] {start, end});
            restore(back.pop());
        }
    }

    public void forward() {
        if (!forward.isEmpty()) {
            back.push(new double[] {start, end});
            restore(forward.pop());
        }
    }

    private void remember() {
        back.push(new double[] {start, end});
        forward.clear();
    }

    private void restore(double[] view) {
        start = view[0];
        end = view[1];
    }

    /** Sets the view, kept inside the trace and no narrower than {@link #MIN_SPAN}. */
    private void set(double newStart, double newSpan) {
        double s = Math.min(Math.max(traceStart, newStart), traceEnd - newSpan);
        start = Math.max(traceStart, s);
        end = Math.min(traceEnd, start + newSpan);
    }

    /** The time at horizontal position {@code x} of a {@code width}-pixel wide view. */
    public double timeAt(double x, double width) {
        return start + x / width * span();
    }

    /** The horizontal position of time {@code t} in a {@code width}-pixel wide view. */
    public double xOf(double t, double width) {
        return (t - start) / span() * width;
    }
}
