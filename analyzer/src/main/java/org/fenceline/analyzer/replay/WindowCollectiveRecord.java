package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.pattern.WindowCollective;
import org.fenceline.analyzer.pattern.WindowCollectiveKind;

/** One location's create, free or fence call, completed by the matching with its instance's reductions. */
final class WindowCollectiveRecord implements WindowCollective {
    private final WindowCollectiveKind kind;
    private final int location;
    private final int window;
    private final int callPath;
    private final long begin;
    private final long end;
    private boolean matched;
    private long latestBegin;
    private int latestLocation;
    private long earliestEnd;
    private int members;
    private long lastOperationLeave = NO_OPERATION;
    private long lastOperationEnter = NO_OPERATION;
    private int lastOperationOrigin = -1;
    private int accessingOrigins;
    /** The origin counted last: operations are applied origin by origin, so this counts distinct origins. */
    private int lastCountedOrigin = -1;

    WindowCollectiveRecord(WindowCollectiveKind kind, int location, int window, int callPath, long begin, long end) {
        this.kind = kind;
        this.location = location;
        this.window = window;
        this.callPath = callPath;
        this.begin = begin;
        this.end = end;
    }

    void matched(long latest, int latestAt, long earliest, int memberCount) {
        matched = true;
        latestBegin = latest;
        latestLocation = latestAt;
        earliestEnd = earliest;
        members = memberCount;
    }

    /** An operation of the epoch this call closes, targeting this location. */
    void accessedBy(int origin, long enter, long leave) {
        if (leave > lastOperationLeave) {
            lastOperationLeave = leave;
            lastOperationEnter = enter;
            lastOperationOrigin = origin;
        }
        if (origin != lastCountedOrigin) {
            accessingOrigins++;
            lastCountedOrigin = origin;
        }
    }

    boolean isMatched() {
        return matched;
    }

    @Override
    public WindowCollectiveKind kind() {
        return kind;
    }

    @Override
    public int location() {
        return location;
    }

    @Override
    public int callPath() {
        return callPath;
    }

    @Override
    public int window() {
        return window;
    }

    @Override
    public long begin() {
        return begin;
    }

    @Override
    public long end() {
        return end;
    }

    @Override
    public long latestBegin() {
        return latestBegin;
    }

    @Override
    public int latestLocation() {
        return latestLocation;
    }

    @Override
    public long earliestEnd() {
        return earliestEnd;
    }

    @Override
    public int members() {
        return members;
    }

    @Override
    public long lastOperationLeave() {
        return lastOperationLeave;
    }

    @Override
    public int lastOperationOrigin() {
        return lastOperationOrigin;
    }

    @Override
    public long lastOperationEnter() {
        return lastOperationEnter;
    }

    @Override
    public int accessingOrigins() {
        return accessingOrigins;
    }
}
