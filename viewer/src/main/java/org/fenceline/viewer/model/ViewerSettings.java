package org.fenceline.viewer.model;

import java.util.ArrayList;
import java.util.List;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * What the viewer remembers between runs (java.util.prefs): recent files, the window's bounds, the
 * split-pane dividers and the precision. A missing or unreadable entry yields the default, so a damaged store never stops the
 * viewer from opening.
 */
public final class ViewerSettings {
    private static final String RECENT = "recent.";
    private final Preferences node;

    public ViewerSettings(Preferences node) {
        this.node = node;
    }

    /** The user's settings node of the viewer. */
    public static ViewerSettings user() {
        return new ViewerSettings(Preferences.userRoot().node("org/fenceline/viewer"));
    }

    /** The window's position and size, remembered from the last run. */
    public record WindowBounds(double x, double y, double width, double height) {
    }

    public RecentFiles recentFiles() {
        List<String> files = new ArrayList<>();
        for (int i = 0; i < RecentFiles.LIMIT; i++) {
            String f = node.get(RECENT + i, null);
            if (f != null) {
                files.add(f);
            }
        }
        return new RecentFiles(files);
    }

    public void saveRecentFiles(RecentFiles recent) {
        List<String> files = recent.files();
        for (int i = 0; i < RecentFiles.LIMIT; i++) {
            if (i < files.size()) {
                node.put(RECENT + i, files.get(i));
            } else {
                node.remove(RECENT + i);
            }
        }
        flush();
    }

    /** The precision setting: digits after the decimal point (Cube's default 2 when unset or invalid). */
    public int decimals() {
        int d = node.getInt("precision.decimals", ValueFormat.DEFAULT.decimals());
        return d >= 0 && d <= ValueFormat.MAX_DECIMALS ? d : ValueFormat.DEFAULT.decimals();
    }

    public void saveDecimals(int decimals) {
        node.putInt("precision.decimals", decimals);
        flush();
    }

    public WindowBounds windowBounds(WindowBounds fallback) {
        return new WindowBounds(node.getDouble("window.x", fallback.x()), node.getDouble("window.y", fallback.y()),
                node.getDouble("window.width", fallback.width()), node.getDouble("window.height", fallback.height()));
    }

    public void saveWindowBounds(WindowBounds b) {
        node.putDouble("window.x", b.x());
        node.putDouble("window.y", b.y());
        node.putDouble("window.width", b.width());
        node.putDouble("window.height", b.height());
        flush();
    }

    /** Divider positions of a named split pane, or {@code fallback} when none are remembered. */
    public double[] dividers(String splitPane, double[] fallback) {
        double[] out = fallback.clone();
        for (int i = 0; i < out.length; i++) {
            out[i] = node.getDouble("split." + splitPane + "." + i, fallback[i]);
        }
        return out;
    }

    public void saveDividers(String splitPane, double[] positions) {
        for (int i = 0; i < positions.length; i++) {
            node.putDouble("split." + splitPane + "." + i, positions[i]);
        }
        flush();
    }

    private void flush() {
        try {
            node.flush();
        } catch (BackingStoreException e) {
            // Settings are a convenience: losing them must not interrupt the user's work.
        }
    }
}
