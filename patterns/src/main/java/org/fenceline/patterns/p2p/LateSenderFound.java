package org.fenceline.patterns.p2p;

import org.fenceline.analyzer.pattern.Finding;

/**
 * A Late Sender instance, published by {@link LateSender} for Messages in Wrong Order, Late Receiver and the
 * counts. For a multi-completion call it is the call's largest wait (the latest sender).
 *
 * @param callPath          where the wait is charged: the receiving call
 * @param call              the receiving call's id on this location
 * @param multiCompletion   whether that call completed several requests
 * @param idleNs            the waiting time
 * @param waitStart         ENTER of the receiving call
 * @param waitEnd           when the wait ended: the send's ENTER, or the call's leave if earlier
 * @param source            the sender
 * @param sendTime          time of the SEND event (wrong order compares these)
 * @param sendCallEnter     ENTER of the send call (the cause, for instance lists)
 * @param sendCallLeave     leave of the send call
 * @param bytes             the message's size
 */
public record LateSenderFound(int callPath, int call, boolean multiCompletion, long idleNs, long waitStart,
                              long waitEnd, int source, long sendTime, long sendCallEnter, long sendCallLeave,
                              long bytes) implements Finding {
}
