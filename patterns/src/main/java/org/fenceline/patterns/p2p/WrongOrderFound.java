package org.fenceline.patterns.p2p;

import org.fenceline.analyzer.pattern.Finding;

/**
 * A Late Sender instance re-counted as Messages in Wrong Order, published by {@link MessagesInWrongOrder}.
 *
 * @param lateSender     the earlier Late Sender instance (its wait is the wrong-order time)
 * @param laterSource    the source of the later receive whose message had been sent earlier
 */
public record WrongOrderFound(LateSenderFound lateSender, int laterSource) implements Finding {

    public boolean sameSource() {
        return lateSender.source() == laterSource;
    }
}
