package org.fenceline.viewer.ui;

import javafx.scene.paint.Color;

/** Converts the view models' ARGB ints to JavaFX colours. */
final class Colours {

    private Colours() {
    }

    static Color of(int argb) {
        return Color.rgb(argb >> 16 & 0xFF, argb >> 8 & 0xFF, argb & 0xFF, (argb >>> 24) / 255.0);
    }
}
