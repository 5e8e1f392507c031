package org.fenceline.viewer.timeline;

import java.util.Arrays;

/**
 * Matched point-to-point messages, sorted by send time, in columns. {@link #maxDuration()} bounds how far
 * before a view a message may start and still cross it, so finding the visible ones is a binary search.
 */
public final class MessageLines {
    private final int[] senders;
    private final long[] sendTimes;
    private final int[] receivers;
    private final long[] recvTimes;
    private final long maxDuration;

    /** The columns must already be sorted by send time. */
    public MessageLines(int[] senders, long[] sendTimes, int[] receivers, long[] recvTimes) {
        this.senders = senders;
        this.sendTimes = sendTimes;
        this.receivers = receivers;
        this.recvTimes = recvTimes;
        long max = 0;
        for (int i = 0; i < sendTimes.length; i++) {
            max = Math.max(max, Math.abs(recvTimes[i] - sendTimes[i]));
        }
        this.maxDuration = max;
    }

    public int count() {
        return sendTimes.length;
    }

    public int sender(int i) {
        return senders[i];
    }

    public long sendTime(int i) {
        return sendTimes[i];
    }

    public int receiver(int i) {
        return receivers[i];
    }

    public long recvTime(int i) {
        return recvTimes[i];
    }

    public long maxDuration() {
        return maxDuration;
    }

    /** The first message that may cross a view starting at {@code t}. */
    public int firstCandidate(long t) {
        int i = Arrays.binarySearch(sendTimes, t - maxDuration);
        if (i < 0) {
            return -i - 1;
        }
        while (i > 0 && sendTimes[i - 1] == sendTimes[i]) {
            i--;
        }
        return i;
    }
}
