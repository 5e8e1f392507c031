package org.fenceline.trace.validate;

import org.fenceline.trace.global.EventCursor;

/** {@link Rule#LOCAL_ONLY_TYPE}: remote-side records must have been turned into their owner's events by the merge. */
final class LocalOnlyTypeCheck implements EventCheck {
    @Override
    public void event(EventCursor event, Reporter report) {
        if (event.type().isRemote()) {
            report.at(event, Rule.LOCAL_ONLY_TYPE, event.type() + " is a local-trace record; the merge should have made it a "
                    + event.type().localForm() + " of location " + event.partner());
        }
    }
}
