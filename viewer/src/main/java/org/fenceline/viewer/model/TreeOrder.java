package org.fenceline.viewer.model;

/** The order of sibling nodes: as defined in the report, by value (largest first) or by name (A to Z). */
public enum TreeOrder {
    DEFINITION("Definition order"),
    VALUE("Sort by value"),
    NAME("Sort by name");

    private final String label;

    TreeOrder(String label) {
        this.label = label;
    }

    @Override
    public String toString() {
        return label;
    }
}
