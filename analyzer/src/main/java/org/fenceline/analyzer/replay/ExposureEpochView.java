package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.pattern.ExposureEpoch;

/** The reused {@link ExposureEpoch} of one location replay: a row of the location's {@link ExposureEpochTable}. */
final class ExposureEpochView implements ExposureEpoch {
    private final ExposureEpochTable table;
    private int row;

    ExposureEpochView(ExposureEpochTable table) {
        this.table = table;
    }

    void show(int tableRow) {
        row = tableRow;
    }

    @Override
    public int target() {
        return table.target();
    }

    @Override
    public int window() {
        return table.window(row);
    }

    @Override
    public int closeCallPath() {
        return table.closeCallPath(row);
    }

    @Override
    public long closeEnter() {
        return table.closeEnter(row);
    }

    @Override
    public long closeLeave() {
        return table.closeLeave(row);
    }

    @Override
    public boolean closedByTest() {
        return table.closedByTest(row);
    }

    @Override
    public long lastCompleteEnter() {
        return table.lastCompleteEnter(row);
    }

    @Override
    public int lastCompleteOrigin() {
        return table.lastCompleteOrigin(row);
    }

    @Override
    public long lastCompleteLeave() {
        return table.lastCompleteLeave(row);
    }

    @Override
    public long lastOperationLeave() {
        return table.lastOperationLeave(row);
    }

    @Override
    public int origins() {
        return table.origins(row).length;
    }

    @Override
    public int accessingOrigins() {
        return table.accessingOrigins(row);
    }
}
