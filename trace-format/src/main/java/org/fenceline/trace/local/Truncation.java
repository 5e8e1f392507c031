package org.fenceline.trace.local;

/**
 * A local trace that ends before its end record: the writer did not close it (crash, kill) or the last
 * chunk was cut off while being written. Every record before {@code offset} is intact and usable.
 *
 * @param offset  byte offset where readable data ends
 * @param problem what was found there, for the user
 */
public record Truncation(long offset, String problem) {
}
