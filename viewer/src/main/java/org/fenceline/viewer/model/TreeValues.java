package org.fenceline.viewer.model;

/**
 * Inclusive and exclusive value of every node of a {@link DimensionTree}, indexed by node id. Inclusive
 * is what a collapsed node shows (the node and everything below it), exclusive what an expanded one shows.
 */
public record TreeValues(double[] inclusive, double[] exclusive) {

    public static TreeValues zero(int size) {
        return new TreeValues(new double[size], new double[size]);
    }

    /**
     * Values from exclusive ones: a node's inclusive value is its exclusive value plus its children's
     * inclusive values. Relies on pre-order ids (children after parents), so one backward pass suffices.
     */
    public static TreeValues fromExclusive(DimensionTree<?> tree, double[] exclusive) {
        double[] inclusive = exclusive.clone();
        for (int id = tree.size() - 1; id >= 0; id--) {
            DimensionNode<?> parent = tree.get(id).parent();
            if (parent != null) {
                inclusive[parent.id()] += inclusive[id];
            }
        }
        return new TreeValues(inclusive, exclusive);
    }

    public double inclusive(DimensionNode<?> node) {
        return inclusive[node.id()];
    }

    public double exclusive(DimensionNode<?> node) {
        return exclusive[node.id()];
    }
}
