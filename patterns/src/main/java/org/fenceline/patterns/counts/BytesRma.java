package org.fenceline.patterns.counts;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** One-sided (bytes_rma). */
public final class BytesRma extends SumOfChildren {
    public BytesRma() {
        super("bytes_rma", "One-sided", "bytes", "bytes", new Description(
                "Bytes moved by one-sided communication, at the origin.",
                "<i>bytes_put</i> + <i>bytes_get</i>.",
                "The program's one-sided data exchange.",
                "Compare with the number of one-sided operations: many small transfers cost more than few"
                        + " large ones."));
    }
}
