package org.fenceline.trace.export;

import java.util.HashMap;
import java.util.Map;

import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.model.EventType;

/**
 * Gives both ends of a message or an RMA transfer the same flow id while the events stream by location, so
 * the two ends are usually met far apart. Messages pair FIFO per channel (comm, sender, receiver, tag), as in
 * MPI: the n-th send and the n-th receive of a channel share the id (channel number, n), so memory grows with
 * channels, not messages. RMA transfers pair by (origin, RMA id); their ids are handed out in order and dropped
 * once both ends have been seen.
 */
final class FlowIds {
    private record Channel(int comm, int sender, int receiver, int tag) {
    }

    private record Transfer(int origin, long rmaId) {
    }

    private static final class ChannelCount {
        final long number;
        long sends;
        long receives;

        ChannelCount(long number) {
            this.number = number;
        }
    }

    private final Map<Channel, ChannelCount> channels = new HashMap<>();
    private final Map<Transfer, Long> openTransfers = new HashMap<>();
    private long nextTransferId = 1;

    /** Flow id of a SEND or RECV. */
    long message(EventCursor e) {
        boolean send = e.type() == EventType.SEND;
        Channel channel = send
                ? new Channel(e.comm(), e.location(), e.partner(), e.tag())
                : new Channel(e.comm(), e.partner(), e.location(), e.tag());
        ChannelCount count = channels.computeIfAbsent(channel, c -> new ChannelCount(channels.size()));
        long n = send ? count.sends++ : count.receives++;
        // Channel number in the upper bits: ids stay below 2^53, so JavaScript viewers read them exactly.
        return (count.number << 32) | n;
    }

    /** Flow id of an RMA transfer record; {@code origin} is the transfer's origin location. */
    long transfer(int origin, long rmaId) {
        Transfer transfer = new Transfer(origin, rmaId);
        Long id = openTransfers.remove(transfer);
        if (id == null) {
            id = nextTransferId++;
            openTransfers.put(transfer, id);
        }
        return id;
    }
}
