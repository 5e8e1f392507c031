package org.fenceline.patterns.p2p;

import org.fenceline.analyzer.pattern.Finding;

/**
 * A Late Receiver instance, published by {@link LateReceiver} for the counts.
 *
 * @param callPath the completing call's call path (where the wait is charged)
 * @param idleNs   the waiting time
 * @param bytes    the message's size
 */
public record LateReceiverFound(int callPath, long idleNs, long bytes) implements Finding {
}
