package org.fenceline.patterns;

import org.fenceline.analyzer.pattern.Pattern;

/** A pattern of Fenceline's own catalog: its metric's identity and description, fixed at construction. */
public abstract class CatalogPattern implements Pattern {
    private final String id;
    private final String displayName;
    private final String unit;
    private final String parentId;
    private final String description;

    protected CatalogPattern(String id, String displayName, String unit, String parentId, Description description) {
        this.id = id;
        this.displayName = displayName;
        this.unit = unit;
        this.parentId = parentId;
        this.description = description.html();
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String displayName() {
        return displayName;
    }

    @Override
    public final String unit() {
        return unit;
    }

    @Override
    public final String parentId() {
        return parentId;
    }

    @Override
    public final String description() {
        return description;
    }
}
