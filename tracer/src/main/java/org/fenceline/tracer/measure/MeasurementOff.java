package org.fenceline.tracer.measure;

import org.fenceline.tracer.measure.job.SourceLocation;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.ProcessGroup;
import org.fenceline.tracer.runtime.StatusRecord;
import org.fenceline.tracer.runtime.window.TracedWindow;

/** The untraced run's hooks: every method is empty, so the JIT inlines them to nothing. */
final class MeasurementOff extends Measurement {
    @Override
    public boolean isOn() {
        return false;
    }

    @Override
    public long now() {
        return rankClock().now();
    }

    @Override
    public void synchronizeClocks() {
    }

    @Override
    void enterUser(int userRegion) {
    }

    @Override
    void exitUser(int userRegion) {
    }

    @Override
    int userRegion(SourceLocation at) {
        return -1;
    }

    @Override
    void recordEnter(MpiRegion region) {
    }

    @Override
    void recordExit(MpiRegion region) {
    }

    @Override
    void recordCollExit(MpiRegion region, Communicator comm, int root, long sentBytes, long receivedBytes) {
    }

    @Override
    void recordWinCollExit(MpiRegion region, TracedWindow window) {
    }

    @Override
    void recordWinExit(MpiRegion region, TracedWindow window, ProcessGroup group, boolean closesEpoch) {
    }

    @Override
    void recordWinExit(MpiRegion region, TracedWindow window, int target) {
    }

    @Override
    public void cartCreated(Communicator cart) {
    }

    @Override
    public void send(Communicator comm, int dest, int tag, long bytes, boolean synchronous) {
    }

    @Override
    public void recv(Communicator comm, StatusRecord status) {
    }

    @Override
    public long isend(Communicator comm, int dest, int tag, long bytes, boolean synchronous) {
        return 0;
    }

    @Override
    public long irecv(Communicator comm, int source, int tag) {
        return 0;
    }

    @Override
    public void completed(long request, boolean receive, Communicator comm, StatusRecord status) {
    }

    @Override
    public long putStart(TracedWindow window, int target, long bytes, int flags) {
        return 0;
    }

    @Override
    public void putEnd(TracedWindow window, int target, long bytes, long rmaId, int flags) {
    }

    @Override
    public long getStart(TracedWindow window, int target, long bytes, int flags) {
        return 0;
    }

    @Override
    public void getEnd(TracedWindow window, int target, long bytes, long rmaId, int flags) {
    }

    @Override
    public void lockRequest(TracedWindow window, int target, boolean exclusive) {
    }

    @Override
    public void lockAcquired(TracedWindow window, int target, boolean exclusive, long grantTime) {
    }

    @Override
    public void lockRelease(TracedWindow window, int target, boolean exclusive) {
    }
}
