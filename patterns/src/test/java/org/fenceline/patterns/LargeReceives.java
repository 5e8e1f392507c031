package org.fenceline.patterns;

import org.fenceline.analyzer.pattern.Pattern;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReceivedMessage;
import org.fenceline.analyzer.pattern.ReplayListener;

/** The example pattern of docs/writing-patterns.md, as a user would write it (no Fenceline base class). */
public final class LargeReceives implements Pattern {
    static final long LARGE = 1 << 20;

    @Override
    public String id() {
        return "comms_recv_large";
    }

    @Override
    public String displayName() {
        return "Large receives";
    }

    @Override
    public String unit() {
        return "occ";
    }

    @Override
    public String parentId() {
        return "comms_recv";
    }

    @Override
    public String description() {
        return "<p>Receives of messages of 1 MiB or more.</p>";
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void received(ReceivedMessage m) {
                if (m.bytes() >= LARGE) {
                    context.add(m.callPath(), 1);
                }
            }
        };
    }
}
