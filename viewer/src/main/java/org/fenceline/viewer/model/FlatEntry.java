package org.fenceline.viewer.model;

import org.fenceline.analyzer.report.Region;

/**
 * A node of the flat profile: a region, or (as Cube's flat view shows it) the "subroutines" child of a region
 * carrying the time the region spends in its callees.
 */
public record FlatEntry(Region region, boolean subroutines) {
}
