package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.pattern.WindowCollective;
import org.fenceline.analyzer.pattern.WindowCollectiveKind;

/** The reused {@link WindowCollective} of one location replay: a row of the location's {@link WindowCollectiveTable}. */
final class WindowCollectiveView implements WindowCollective {
    private final WindowCollectiveTable table;
    private final int location;
    private int row;

    WindowCollectiveView(WindowCollectiveTable table, int location) {
        this.table = table;
        this.location = location;
    }

    void show(int tableRow) {
        row = tableRow;
    }

    @Override
    public WindowCollectiveKind kind() {
        return table.kind(row);
    }

    @Override
    public int location() {
        return location;
    }

    @Override
    public int callPath() {
        return table.callPath(row);
    }

    @Override
    public int window() {
        return table.window(row);
    }

    @Override
    public long begin() {
        return table.begin(row);
    }

    @Override
    public long end() {
        return table.end(row);
    }

    @Override
    public long latestBegin() {
        return table.latestBegin(row);
    }

    @Override
    public int latestLocation() {
        return table.latestLocation(row);
    }

    @Override
    public long earliestEnd() {
        return table.earliestEnd(row);
    }

    @Override
    public int members() {
        return table.members(row);
    }

    @Override
    public long lastOperationLeave() {
        return table.lastOperationLeave(row);
    }

    @Override
    public int lastOperationOrigin() {
        return table.lastOperationOrigin(row);
    }

    @Override
    public long lastOperationEnter() {
        return table.lastOperationEnter(row);
    }

    @Override
    public int accessingOrigins() {
        return table.accessingOrigins(row);
    }
}
