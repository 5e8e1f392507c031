package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.analyzer.pattern.RmaOperation;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Put (bytes_put). */
public final class BytesPut extends CatalogPattern {
    public BytesPut() {
        super("bytes_put", "Put", "bytes", "bytes_rma", new Description(
                "Bytes one-sided operations send to their targets (puts and accumulates).",
                "the bytes of every PUT_1TS record, at the origin's operation call path.",
                "The program's one-sided writes.",
                "Send only the data that changed; use derived datatypes instead of many small puts."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void rmaOperation(RmaOperation op) {
                if (op.bytesPut() != 0) {
                    context.add(op.callPath(), op.bytesPut());
                }
            }
        };
    }
}
