package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.analyzer.pattern.RmaOperation;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Get (bytes_get). */
public final class BytesGet extends CatalogPattern {
    public BytesGet() {
        super("bytes_get", "Get", "bytes", "bytes_rma", new Description(
                "Bytes one-sided operations fetch from their targets (gets and fetching atomics).",
                "the bytes of every GET_1TO record, at the origin's operation call path.",
                "The program's one-sided reads.",
                "Fetch only what is needed; combine gets of neighbouring data."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void rmaOperation(RmaOperation op) {
                if (op.bytesGot() != 0) {
                    context.add(op.callPath(), op.bytesGot());
                }
            }
        };
    }
}
