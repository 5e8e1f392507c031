package org.fenceline.viewer.model;

/**
 * A node of the system tree: a grouping level (machine, node), a process, or a location (thread), the only
 * kind that carries values; {@code location} is its index in the severity cube, -1 for the others.
 */
public record SystemEntity(Kind kind, String cubeClass, int location) {

    public enum Kind {
        GROUP,
        PROCESS,
        LOCATION
    }
}
