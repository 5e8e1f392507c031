package org.fenceline.patterns.delay;

import org.fenceline.patterns.SumOfChildren;

/** The delay costs of one kind of wait state: the sum of its short-term and long-term costs. */
abstract class DelayAggregate extends SumOfChildren {
    DelayAggregate(DelayKind kind) {
        super(kind.aggregateId, kind.displayName, "sec", kind.aggregateParent, kind.aggregateDescription());
    }
}
