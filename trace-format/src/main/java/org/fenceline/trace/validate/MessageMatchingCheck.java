package org.fenceline.trace.validate;

import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;

import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.model.EventType;

/**
 * {@link Rule#UNMATCHED_MESSAGE}: pairs SENDs and RECVs per channel (communicator, sender, receiver, tag).
 * MPI's non-overtaking rule makes each channel FIFO, so the n-th send of a channel belongs to its n-th
 * receive, and a channel with more of one kind than of the other has that many unmatched events: its last
 * ones. Partners are locations (MPI_COMM_WORLD ranks).
 */
final class MessageMatchingCheck implements EventCheck {
    private record Channel(int comm, int sender, int receiver, int tag) {
    }

    private static final class Sides {
        final PositionList sends = new PositionList();
        final PositionList receives = new PositionList();
    }

    private static final Comparator<Channel> ORDER = Comparator.comparingInt(Channel::sender)
            .thenComparingInt(Channel::receiver).thenComparingInt(Channel::comm).thenComparingInt(Channel::tag);

    private final Names names;
    private final Map<Channel, Sides> channels = new HashMap<>();

    MessageMatchingCheck(Names names) {
        this.names = names;
    }

    @Override
    public void event(EventCursor e, Reporter report) {
        EventType type = e.type();
        if (type == EventType.SEND) {
            sides(new Channel(e.comm(), e.location(), e.partner(), e.tag())).sends.add(e);
        } else if (type == EventType.RECV) {
            sides(new Channel(e.comm(), e.partner(), e.location(), e.tag())).receives.add(e);
        }
    }

    @Override
    public void traceEnd(Reporter report) {
        channels.entrySet().stream().sorted(Map.Entry.comparingByKey(ORDER)).forEach(entry -> {
            Channel channel = entry.getKey();
            Sides sides = entry.getValue();
            String what = "comm " + names.comm(channel.comm()) + ", tag " + channel.tag() + ": location "
                    + channel.sender() + " sends " + sides.sends.size() + " messages, location " + channel.receiver()
                    + " receives " + sides.receives.size();
            for (int i = sides.receives.size(); i < sides.sends.size(); i++) {
                report.at(sides.sends.at(channel.sender(), i), Rule.UNMATCHED_MESSAGE,
                        "SEND to location " + channel.receiver() + " has no matching RECV (" + what + ")");
            }
            for (int i = sides.sends.size(); i < sides.receives.size(); i++) {
                report.at(sides.receives.at(channel.receiver(), i), Rule.UNMATCHED_MESSAGE,
                        "RECV from location " + channel.sender() + " has no matching SEND (" + what + ")");
            }
        });
    }

    private Sides sides(Channel channel) {
        return channels.computeIfAbsent(channel, c -> new Sides());
    }
}
