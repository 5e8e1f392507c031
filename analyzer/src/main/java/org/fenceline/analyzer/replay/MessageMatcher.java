package org.fenceline.analyzer.replay;

import java.util.Arrays;

import org.fenceline.analyzer.trace.ChannelTable;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.analyzer.trace.LocationRecords;
import org.fenceline.analyzer.trace.ReceiveTable;
import org.fenceline.analyzer.trace.TraceProblem;
import org.fenceline.analyzer.trace.TraceProblems;

/**
 * Pairs one receiver's receives with their sends. Channels are FIFO (MPI's non-overtaking rule), so the n-th
 * receive on (comm, source, tag) matches the n-th non-cancelled send on (comm, destination = receiver, tag) at
 * the source. RECV records carry the actual source and tag, so wildcard receives match like any other.
 * Matchers of different receivers may run in parallel: each writes only its receives and the sends they
 * match, and every send is matched by at most one receive.
 */
final class MessageMatcher {
    private static final int UNRESOLVED = -2;

    private MessageMatcher() {
    }

    static void match(LocationRecords[] locations, int receiver, TraceProblems problems) {
        LocationRecords self = locations[receiver];
        ChannelTable channels = self.channels();
        ReceiveTable receives = self.receives();
        int[] senderChannel = new int[channels.size()];
        Arrays.fill(senderChannel, UNRESOLVED);
        for (int r = 0; r < receives.size(); r++) {
            int channel = receives.channel(r);
            LocationRecords source = locations[channels.partner(channel)];
            if (senderChannel[channel] == UNRESOLVED) {
                senderChannel[channel] = source.channels().find(channels.comm(channel), receiver,
                        channels.tag(channel));
            }
            int sendChannel = senderChannel[channel];
            IntColumn sends = sendChannel < 0 ? null : source.channelSends(sendChannel);
            int sequence = receives.sequence(r);
            if (sends == null || sequence >= sends.size()) {
                problems.record(TraceProblem.UNMATCHED_RECEIVE);
                continue;
            }
            int send = sends.get(sequence);
            receives.setMatchedSend(r, send);
            source.sends().setMatchedReceive(send, r);
        }
    }
}
