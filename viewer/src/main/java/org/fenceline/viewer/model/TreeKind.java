package org.fenceline.viewer.model;

/** The three dimensions a report is browsed along, in Cube's default order (metric | call | system). */
public enum TreeKind {
    METRIC,
    CALL,
    SYSTEM
}
