package org.fenceline.analyzer.pattern;

import org.fenceline.trace.model.Definitions;

/** One location's time and visits per call path (indices of the report's call tree). */
public interface CallPathProfile {
    int callPathCount();

    /** The region the call path enters (with its role and paradigm, which time categories classify by). */
    Definitions.Region region(int callPath);

    /** Time in the call path minus the time in its callees, in ns; 0 for paths this location never visited. */
    long exclusiveTime(int callPath);

    long visits(int callPath);
}
