package org.fenceline.analyzer.cube;

import java.util.List;
import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.MetricKind;

/**
 * Cube 4's metric {@code type} attribute: how a stored metric's rows relate to the call tree, or that the
 * metric is derived (CubeW {@code cubew_types.h} CubeMetricType). It also fixes the order of the rows
 * (CubeW {@code cube_metric_create_enumeration}).
 */
enum CubeMetricType {
    /** Rows hold call-path-exclusive values, enumerated depth-first pre-order. What Fenceline writes. */
    EXCLUSIVE,
    /** Rows hold call-path-inclusive values, enumerated "wide": Scalasca's Time. */
    INCLUSIVE,
    /** Rows hold exclusive values, enumerated in cnode id order. */
    SIMPLE,
    POSTDERIVED,
    PREDERIVED_INCLUSIVE,
    PREDERIVED_EXCLUSIVE;

    static CubeMetricType of(MetricKind kind) {
        return switch (kind) {
            case STORED -> EXCLUSIVE;
            case POSTDERIVED -> POSTDERIVED;
            case PREDERIVED_INCLUSIVE -> PREDERIVED_INCLUSIVE;
            case PREDERIVED_EXCLUSIVE -> PREDERIVED_EXCLUSIVE;
        };
    }

    MetricKind kind() {
        return switch (this) {
            case EXCLUSIVE, INCLUSIVE, SIMPLE -> MetricKind.STORED;
            case POSTDERIVED -> MetricKind.POSTDERIVED;
            case PREDERIVED_INCLUSIVE -> MetricKind.PREDERIVED_INCLUSIVE;
            case PREDERIVED_EXCLUSIVE -> MetricKind.PREDERIVED_EXCLUSIVE;
        };
    }

    /**
     * The call paths in row-enumeration order.
     *
     * @param byCubeId call paths ordered by their cnode id in the file (for SIMPLE)
     */
    List<CallPathNode> enumeration(CallTree tree, List<CallPathNode> byCubeId) {
        return switch (this) {
            case INCLUSIVE -> tree.wideOrder();
            case SIMPLE -> byCubeId;
            default -> tree.nodes();
        };
    }
}
