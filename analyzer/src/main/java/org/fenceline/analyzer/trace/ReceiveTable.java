package org.fenceline.analyzer.trace;

import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;

/** The RECV records of one location, in event order, and (after matching) the send each one belongs to. */
public final class ReceiveTable {
    /** No matching send. */
    public static final int UNMATCHED = -1;

    private final LongColumn time;
    private final IntColumn call;
    private final IntColumn requestCall;
    private final IntColumn channel;
    private final IntColumn sequence;
    private final ColumnStore store;
    /** Filled when the scan is finished. */
    private IntColumn matchedSend;

    ReceiveTable(ColumnStore store) {
        this.store = store;
        time = store.longs();
        call = store.ints();
        requestCall = store.ints();
        channel = store.ints();
        sequence = store.ints();
    }

    int add(long eventTime, int receiveCall, int postingCall, int receiveChannel, int sequenceInChannel) {
        time.add(eventTime);
        call.add(receiveCall);
        requestCall.add(postingCall);
        channel.add(receiveChannel);
        sequence.add(sequenceInChannel);
        return call.size() - 1;
    }

    public int size() {
        return call.size();
    }

    public long time(int receive) {
        return time.get(receive);
    }

    /** The call holding the RECV event: MPI_Recv, or the Wait/Test that completed an Irecv. */
    public int call(int receive) {
        return call.get(receive);
    }

    /** The call that posted the receive: the Irecv for a non-blocking receive, else the receive call itself. */
    public int requestCall(int receive) {
        return requestCall.get(receive);
    }

    /** The channel (communicator, source, tag) in the location's {@link ChannelTable}. */
    public int channel(int receive) {
        return channel.get(receive);
    }

    /** Position of this receive among the location's receives on the same channel (0-based). */
    public int sequence(int receive) {
        return sequence.get(receive);
    }

    /** Index of the matching send in the source location's {@link SendTable}, or UNMATCHED. */
    public int matchedSend(int receive) {
        return matchedSend.get(receive);
    }

    public void setMatchedSend(int receive, int send) {
        matchedSend.set(receive, send);
    }

    /** Room for about {@code rows} rows at once ({@link IntColumn#reserve}): the scan projects them. */
    void reserve(int rows) {
        time.reserve(rows);
        call.reserve(rows);
        requestCall.reserve(rows);
        channel.reserve(rows);
        sequence.reserve(rows);
    }

    void finish() {
        time.trim();
        call.trim();
        requestCall.trim();
        channel.trim();
        sequence.trim();
        matchedSend = store.ints(size(), UNMATCHED);
    }
}
