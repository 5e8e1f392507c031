package org.fenceline.analyzer.report;

import java.util.Objects;

/**
 * What a metric is, before it is placed in a {@link MetricTree}: what a pattern declares.
 *
 * @param id          unique name, e.g. {@code mpi_latesender} (Cube {@code uniq_name})
 * @param displayName e.g. "Late Sender" (Cube {@code disp_name})
 * @param unit        {@code sec}, {@code occ}, {@code bytes} or any other Cube unit of measurement
 * @param valueType   how values are typed in Cube files
 * @param description HTML text: meaning, formula, typical cause, what to change
 * @param url         online description ({@code @mirror@} is replaced by the report's mirror URLs); may be empty
 * @param parentId    id of the parent metric, {@code null} for a root
 * @param kind        stored or derived
 * @param expression  the CubePL expression of a derived metric, {@code null} for a stored one
 */
public record MetricDefinition(
        String id,
        String displayName,
        String unit,
        ValueType valueType,
        String description,
        String url,
        String parentId,
        MetricKind kind,
        String expression) {

    public MetricDefinition {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(displayName, "displayName");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(valueType, "valueType");
        Objects.requireNonNull(kind, "kind");
        description = description == null ? "" : description;
        url = url == null ? "" : url;
        if (kind.isDerived() != (expression != null)) {
            throw new IllegalArgumentException("metric " + id + ": a derived metric needs an expression, a stored one none");
        }
    }

    /** A stored metric, the kind Fenceline's patterns declare. */
    public static MetricDefinition stored(String id, String displayName, String unit, ValueType valueType,
                                          String description, String url, String parentId) {
        return new MetricDefinition(id, displayName, unit, valueType, description, url, parentId,
                MetricKind.STORED, null);
    }
}
