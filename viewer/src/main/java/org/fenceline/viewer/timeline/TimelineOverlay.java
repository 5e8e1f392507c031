package org.fenceline.viewer.timeline;

import java.util.ArrayList;
import java.util.List;

/**
 * The lines and outlines to draw over the bars for one view, in pixels: messages, one-sided transfers, the
 * RMA operations they belong to, the critical path if shown, and a highlight (an instance, its partner and the
 * delay behind it). When more than {@link #LINE_LIMIT} messages (or transfers, or critical-path segments) cross
 * the view they are not drawn but counted, since thousands of overlapping lines show nothing and would cost the
 * frame; zooming in brings them back.
 */
public record TimelineOverlay(List<Line> lines, List<Box> boxes, int messagesInView, int transfersInView,
                              int criticalPathInView) {
    public static final int LINE_LIMIT = 2_000;

    public record Line(double x1, double y1, double x2, double y2, LineKind kind) {
    }

    public record Box(double x, double y, double width, double height, LineKind kind) {
    }

    public boolean messagesElided() {
        return messagesInView > LINE_LIMIT;
    }

    public boolean transfersElided() {
        return transfersInView > LINE_LIMIT;
    }

    public boolean criticalPathElided() {
        return criticalPathInView > LINE_LIMIT;
    }

    /**
     * @param criticalPath the critical path to draw, {@code null} to draw none
     * @param highlight    what to mark, {@code null} for nothing
     */
    public static TimelineOverlay compute(TimelineData data, TimelineViewport view, RowLayout layout, int width,
                                          TransferDrawing drawing, CriticalPathTrack criticalPath,
                                          TimelineHighlight highlight) {
        Geometry g = new Geometry(view, layout, width);
        List<Line> lines = new ArrayList<>();
        List<Box> boxes = new ArrayList<>();
        int messages = messages(data.messages(), view, g, lines);
        int transfers = transfers(data.transfers(), view, g, drawing, lines, boxes);
        int path = criticalPath == null ? 0 : criticalPath(criticalPath, view, g, lines);
        if (highlight != null) {
            highlight(highlight, g, lines, boxes);
        }
        return new TimelineOverlay(lines, boxes, messages, transfers, path);
    }

    private static void highlight(TimelineHighlight h, Geometry g, List<Line> lines, List<Box> boxes) {
        LocationSpan w = h.waiting();
        if (w != null) {
            boxes.add(g.box(w.location(), w.start(), w.end(), LineKind.WAITING));
        }
        LocationSpan p = h.partner();
        if (p != null) {
            boxes.add(g.box(p.location(), p.start(), p.end(), LineKind.PARTNER));
            if (w != null) {
                lines.add(g.line(p.location(), p.end(), w.location(), w.end(), LineKind.PARTNER));
            }
        }
        DelayMark d = h.delay();
        if (d != null) {
            LocationSpan delay = d.delay();
            boxes.add(g.box(delay.location(), delay.start(), delay.end(), LineKind.DELAY));
            for (int waiting : d.waitingLocations()) {
                lines.add(g.line(delay.location(), delay.end(), waiting, d.synchronisation(), LineKind.DELAY));
            }
        }
    }

    /** Along each segment's row, and across from one segment's row to the next one's where the path jumps. */
    private static int criticalPath(CriticalPathTrack path, TimelineViewport view, Geometry g, List<Line> out) {
        int mark = out.size();
        int count = 0;
        for (int i = path.firstEndingAfter(view.start()); i < path.count() && path.start(i) <= view.end(); i++) {
            if (++count > LINE_LIMIT) {
                continue;
            }
            out.add(g.line(path.location(i), path.start(i), path.location(i), path.end(i), LineKind.CRITICAL_PATH));
            if (i + 1 < path.count() && path.location(i + 1) != path.location(i)) {
                out.add(g.line(path.location(i), path.end(i), path.location(i + 1), path.start(i + 1),
                        LineKind.CRITICAL_PATH));
            }
        }
        if (count > LINE_LIMIT) {
            out.subList(mark, out.size()).clear();
        }
        return count;
    }

    private static int messages(MessageLines m, TimelineViewport view, Geometry g, List<Line> out) {
        int mark = out.size();
        int count = 0;
        for (int i = m.firstCandidate((long) view.start()); i < m.count() && m.sendTime(i) <= view.end(); i++) {
            if (m.recvTime(i) < view.start()) {
                continue;
            }
            if (++count <= LINE_LIMIT) {
                out.add(g.line(m.sender(i), m.sendTime(i), m.receiver(i), m.recvTime(i), LineKind.MESSAGE));
            }
        }
        if (count > LINE_LIMIT) {
            out.subList(mark, out.size()).clear();
        }
        return count;
    }

    private static int transfers(List<RmaTransfer> transfers, TimelineViewport view, Geometry g,
                                 TransferDrawing drawing, List<Line> lines, List<Box> boxes) {
        int lineMark = lines.size();
        int boxMark = boxes.size();
        int count = 0;
        for (RmaTransfer t : transfers) {
            if (t.earliest() > view.end()) {
                break;
            }
            if (t.latest() < view.start()) {
                continue;
            }
            if (++count <= LINE_LIMIT) {
                add(t, g, drawing, lines, boxes);
            }
        }
        if (count > LINE_LIMIT) {
            lines.subList(lineMark, lines.size()).clear();
            boxes.subList(boxMark, boxes.size()).clear();
        }
        return count;
    }

    private static void add(RmaTransfer t, Geometry g, TransferDrawing drawing, List<Line> lines, List<Box> boxes) {
        if (t.opEnd() != RmaTransfer.NONE) {
            boxes.add(g.box(t.origin(), t.opStart(), t.opEnd(), LineKind.RMA_OPERATION));
        }
        if (drawing.logical() && t.hasLogicalTransfer()) {
            lines.add(g.line(t.sourceLocation(), t.logicalStart(), t.sinkLocation(), t.logicalEnd(), LineKind.RMA_LOGICAL));
        } else if (!drawing.logical() && t.isComplete()) {
            if (t.get() && !drawing.dependencies()) {
                lines.add(g.line(t.origin(), t.originMark(), t.target(), t.transferStart(), LineKind.RMA_REQUEST));
            }
            lines.add(g.line(t.sourceLocation(), t.transferStart(), t.sinkLocation(), t.transferEnd(),
                    LineKind.RMA_TRANSFER));
        }
        if (drawing.dependencies()) {
            if (t.get() && t.transferStart() != RmaTransfer.NONE) {
                lines.add(g.line(t.origin(), t.originMark(), t.target(), t.transferStart(), LineKind.RMA_DEPENDENCY));
            } else if (!t.get() && t.passive() && t.originSyncExit() != RmaTransfer.NONE
                    && t.transferEnd() != RmaTransfer.NONE) {
                // Unlock cannot return before the transfer has ended at the target (seed Fig. 7.3(c)).
                lines.add(g.line(t.origin(), t.originSyncExit(), t.target(), t.transferEnd(), LineKind.RMA_DEPENDENCY));
            }
        }
    }

    /** Converts (location, time) to pixels for one view. */
    private record Geometry(TimelineViewport view, RowLayout layout, int width) {
        Line line(int fromLocation, double fromTime, int toLocation, double toTime, LineKind kind) {
            return new Line(view.xOf(fromTime, width), layout.centre(fromLocation), view.xOf(toTime, width),
                    layout.centre(toLocation), kind);
        }

        Box box(int location, double start, double end, LineKind kind) {
            double x = view.xOf(start, width);
            return new Box(x, layout.top(location), Math.max(1.0, view.xOf(end, width) - x), layout.barHeight(), kind);
        }
    }
}
