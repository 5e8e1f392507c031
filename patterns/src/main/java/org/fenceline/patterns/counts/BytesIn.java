package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.CollectiveCall;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Incoming (bytes_cin). */
public final class BytesIn extends CatalogPattern {
    public BytesIn() {
        super("bytes_cin", "Incoming", "bytes", "bytes_coll", new Description(
                "Bytes received by this location in collective operations.",
                "the bytes received of every COLLEXIT, at the collective's call path.",
                "The program's collective data exchange.",
                "Reduce the payload, or the number of participants that need it."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void collectiveEnded(CollectiveCall c) {
                context.add(c.callPath(), c.bytesReceived());
            }
        };
    }
}
