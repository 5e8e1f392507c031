package org.fenceline.analyzer.pattern;

import org.fenceline.trace.model.RegionRole;

/** One location's part in a collective operation (one COLLEXIT), as recorded on that location. */
public interface CollectiveCall {
    int location();

    int callPath();

    int region();

    RegionRole role();

    int comm();

    int commSize();

    /** Root location, or -1 for rootless operations. */
    int root();

    /** ENTER of the collective call. */
    long begin();

    /** COLLEXIT of the collective call. */
    long end();

    long bytesSent();

    long bytesReceived();
}
