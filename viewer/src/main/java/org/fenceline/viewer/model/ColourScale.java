package org.fenceline.viewer.model;

/**
 * Cube's colour spectrum: blue → cyan → green → yellow → red over [0, 1], linearly interpolated between the
 * five stops; exact zero values are drawn white by the caller. Colours are opaque ARGB ints.
 */
public final class ColourScale {
    public static final int WHITE = 0xFFFFFFFF;
    private static final int[] STOPS = {0x0000FF, 0x00FFFF, 0x00FF00, 0xFFFF00, 0xFF0000};

    private ColourScale() {
    }

    public static int colour(double position) {
        double p = Math.max(0.0, Math.min(1.0, position)) * (STOPS.length - 1);
        int i = Math.min(STOPS.length - 2, (int) p);
        double f = p - i;
        int a = STOPS[i];
        int b = STOPS[i + 1];
        return 0xFF000000 | mix(a >> 16, b >> 16, f) << 16 | mix(a >> 8, b >> 8, f) << 8 | mix(a, b, f);
    }

    private static int mix(int a, int b, double f) {
        return (int) Math.round((a & 0xFF) + ((b & 0xFF) - (a & 0xFF)) * f);
    }
}
