package org.fenceline.viewer.model;

/**
 * What the colour scale under a tree pane shows, as Cube draws it: the spectrum from 0 to the tree's largest
 * value, a mark where the selected node's colour lies, and the selected node's value with its share of its root
 * ("0.22 (8.78 %)").
 *
 * @param position    where the selected node's colour sits, 0 to 1; negative when nothing is selected
 * @param minText     the value at the blue end (always 0: colours go by magnitude)
 * @param maxText     the value at the red end (the tree's largest inclusive value)
 * @param caption     the selected value and its share of its root, or "" when nothing is selected
 */
public record ColourLegend(double position, String minText, String maxText, String caption) {
}
