package org.fenceline.analyzer.pattern;

/** A call that received at least one matched message, reported after its last receive. */
public interface ReceiveCall {
    /** Identifies the call among this location's calls (as {@link ReceivedMessage#call()}). */
    int call();

    int callPath();

    long enter();

    long leave();

    boolean inTest();

    boolean multiCompletion();
}
