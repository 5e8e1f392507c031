package org.fenceline.viewer.model;

import java.util.Arrays;
import java.util.List;

/**
 * How a tree shows its values, with Cube's names. Percent modes divide by a reference value: the selected or
 * root node of this tree or of a tree to its left. A mode that needs a reference from a tree to the right is
 * not offered (Cube's rule: a tree aggregates only over its left neighbours).
 */
public enum ValueMode {
    ABSOLUTE("Absolute", TreeKind.METRIC),
    OWN_ROOT_PERCENT("Own root percent", TreeKind.METRIC),
    METRIC_ROOT_PERCENT("Metric root percent", TreeKind.METRIC),
    METRIC_SELECTION_PERCENT("Metric selection percent", TreeKind.METRIC),
    CALL_ROOT_PERCENT("Call root percent", TreeKind.CALL),
    CALL_SELECTION_PERCENT("Call selection percent", TreeKind.CALL),
    SYSTEM_ROOT_PERCENT("System root percent", TreeKind.SYSTEM),
    SYSTEM_SELECTION_PERCENT("System selection percent", TreeKind.SYSTEM),
    PEER_PERCENT("Peer percent", TreeKind.SYSTEM),
    PEER_DISTRIBUTION("Peer distribution", TreeKind.SYSTEM);

    private final String label;
    private final TreeKind firstTree;

    ValueMode(String label, TreeKind firstTree) {
        this.label = label;
        this.firstTree = firstTree;
    }

    public String label() {
        return label;
    }

    /** The modes a tree of this kind offers: those whose reference lies in this tree or to its left. */
    public static List<ValueMode> offeredIn(TreeKind tree) {
        return Arrays.stream(values()).filter(m -> m.firstTree.ordinal() <= tree.ordinal()).toList();
    }

    public boolean isPercent() {
        return this != ABSOLUTE;
    }

    /** Peer modes compare a node with the nodes at the same depth rather than with one reference value. */
    public boolean isPeerMode() {
        return this == PEER_PERCENT || this == PEER_DISTRIBUTION;
    }

    @Override
    public String toString() {
        return label;
    }
}
