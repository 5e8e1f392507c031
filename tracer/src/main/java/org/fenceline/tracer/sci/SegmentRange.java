package org.fenceline.tracer.sci;

/** A part of a segment, [offset, offset + length): what a node maps when it never touches the rest. */
public record SegmentRange(long offset, long length) {
    public SegmentRange {
        if (offset < 0 || length <= 0) {
            throw new IllegalArgumentException("a segment range needs offset >= 0 and length > 0, not " + offset
                    + "+" + length);
        }
    }

    long end() {
        return offset + length;
    }
}
