package org.fenceline.trace.merge;

/** A synchronisation exit of a location: its position in the location's event stream and its raw time. */
record SyncPoint(long position, long rawTime) {
}
