package org.fenceline.analyzer.trace;

import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;

/** The SEND records of one location, in event order, and (after matching) the receive each one met. */
public final class SendTable {
    /** No call: a non-blocking send whose completion is not in the trace. */
    public static final int NO_CALL = -1;
    /** No matching receive. */
    public static final int UNMATCHED = -1;

    private static final int CANCELLED = 1 << 31;

    private final LongColumn time;
    private final LongColumn bytes;
    private final IntColumn call;
    private final IntColumn completionCall;
    private final IntColumn channel;
    private final IntColumn flags;
    private final ColumnStore store;
    /** Filled when the scan is finished. */
    private IntColumn matchedReceive;

    SendTable(ColumnStore store) {
        this.store = store;
        time = store.longs();
        bytes = store.longs();
        call = store.ints();
        completionCall = store.ints();
        channel = store.ints();
        flags = store.ints();
    }

    int add(long eventTime, long sentBytes, int sendCall, int completion, int sendChannel, int eventFlags) {
        time.add(eventTime);
        bytes.add(sentBytes);
        call.add(sendCall);
        completionCall.add(completion);
        channel.add(sendChannel);
        flags.add(eventFlags & ~CANCELLED);
        return call.size() - 1;
    }

    void complete(int send, int call) {
        completionCall.set(send, call);
    }

    void cancel(int send) {
        flags.set(send, flags.get(send) | CANCELLED);
    }

    public int size() {
        return call.size();
    }

    public long time(int send) {
        return time.get(send);
    }

    public long bytes(int send) {
        return bytes.get(send);
    }

    /** The call holding the SEND event (MPI_Send, MPI_Isend, ...). */
    public int call(int send) {
        return call.get(send);
    }

    /** The call that completed the send: the send call itself if blocking, else the Wait/Test; or NO_CALL. */
    public int completionCall(int send) {
        return completionCall.get(send);
    }

    /** The channel (communicator, destination, tag) in the location's {@link ChannelTable}. */
    public int channel(int send) {
        return channel.get(send);
    }

    /** The event's {@link org.fenceline.trace.model.EventFlags}. */
    public int flags(int send) {
        return flags.get(send) & ~CANCELLED;
    }

    /** Cancelled sends never reach a receiver and take no part in matching (Scalasca skips them too). */
    public boolean cancelled(int send) {
        return (flags.get(send) & CANCELLED) != 0;
    }

    /** The index of the matching receive in the destination's {@link ReceiveTable}, or UNMATCHED. */
    public int matchedReceive(int send) {
        return matchedReceive.get(send);
    }

    /** Matching writes each send's slot at most once, from the receiver's thread; distinct slots never race. */
    public void setMatchedReceive(int send, int receive) {
        matchedReceive.set(send, receive);
    }

    /** Room for about {@code rows} rows at once ({@link IntColumn#reserve}): the scan projects them. */
    void reserve(int rows) {
        time.reserve(rows);
        bytes.reserve(rows);
        call.reserve(rows);
        completionCall.reserve(rows);
        channel.reserve(rows);
        flags.reserve(rows);
    }

    void finish() {
        time.trim();
        bytes.trim();
        call.trim();
        completionCall.trim();
        channel.trim();
        flags.trim();
        matchedReceive = store.ints(size(), UNMATCHED);
    }
}
