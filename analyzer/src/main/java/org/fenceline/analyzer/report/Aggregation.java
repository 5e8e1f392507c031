package org.fenceline.analyzer.report;

/**
 * Which part of a tree node's value a query asks for, as the Cube GUI shows it: a collapsed node shows its
 * {@link #INCLUSIVE} value (the node and everything below it), an expanded node its {@link #EXCLUSIVE}
 * value (the node alone).
 */
public enum Aggregation {
    INCLUSIVE,
    EXCLUSIVE
}
