package org.fenceline.analyzer.pattern;

/**
 * One location's part in a collective window call (create, free, fence) with what Scalasca's replay exchanges
 * for it: the n-th such call on a window at every member of the window's communicator is one instance. For a
 * fence, the one-sided operations counted are those issued after the window's previous collective call and
 * targeting this location (the epoch the fence closes), as Scalasca ships them from the origins.
 */
public interface WindowCollective {
    /** {@link #lastOperationLeave()} when no operation targeted this location in the epoch. */
    long NO_OPERATION = Long.MIN_VALUE;

    WindowCollectiveKind kind();

    int location();

    int callPath();

    int window();

    /** ENTER of this location's call. */
    long begin();

    /** Its exit (WINCOLLEXIT). */
    long end();

    /** Latest ENTER over the members. */
    long latestBegin();

    /** The member that entered last (the lowest location among equal ones). */
    int latestLocation();

    /** Earliest exit over the members. */
    long earliestEnd();

    /** Members of the window's communicator. */
    int members();

    /** Latest leave of an operation call of the closed epoch that targeted this location. */
    long lastOperationLeave();

    /** The origin of that operation, or -1. */
    int lastOperationOrigin();

    /** ENTER of that operation call. */
    long lastOperationEnter();

    /** How many distinct origins (this location included) targeted this location in the closed epoch. */
    int accessingOrigins();
}
