package org.fenceline.trace.validate;

import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.model.EventType;

/**
 * {@link Rule#UNMATCHED_RMA}: the records of one one-sided transfer, identified by (origin location, RMA id),
 * must be complete: a Put has PUT_1TS (origin) and PUT_1TE (target); a Get has GET_1TO and GET_1TE (origin)
 * and GET_1TS (target). Each record appears once, all records of a transfer agree on the target, and an id is
 * not shared by a Put and a Get. Completed transfers are kept as bare keys only, to recognise repeated records.
 */
final class RmaMatchingCheck implements EventCheck {
    private static final Set<EventType> PUT = EnumSet.of(EventType.PUT_1TS, EventType.PUT_1TE);
    private static final Set<EventType> GET = EnumSet.of(EventType.GET_1TO, EventType.GET_1TS, EventType.GET_1TE);

    private record Transfer(int origin, long rmaId) {
    }

    private static final class Records {
        final Set<EventType> seen = EnumSet.noneOf(EventType.class);
        final Set<EventType> expected;
        final int target;
        final EventPosition first;
        final EventType firstType;

        Records(Set<EventType> expected, int target, EventPosition first, EventType firstType) {
            this.expected = expected;
            this.target = target;
            this.first = first;
            this.firstType = firstType;
        }
    }

    private final Map<Transfer, Records> open = new HashMap<>();
    private final Set<Transfer> completed = new HashSet<>();

    @Override
    public void event(EventCursor e, Reporter report) {
        EventType type = e.type();
        if (!type.isRmaTransfer() || type.isRemote()) {
            return;
        }
        boolean onOrigin = type == EventType.PUT_1TS || type == EventType.GET_1TO || type == EventType.GET_1TE;
        int origin = onOrigin ? e.location() : e.partner();
        int target = onOrigin ? e.partner() : e.location();
        Transfer transfer = new Transfer(origin, e.request());
        Set<EventType> kind = PUT.contains(type) ? PUT : GET;
        Records records = open.get(transfer);
        if (records == null && completed.contains(transfer)) {
            report.at(e, Rule.UNMATCHED_RMA, type + " for RMA id " + transfer.rmaId() + " of origin " + origin
                    + ", whose transfer is already complete");
            return;
        }
        if (records == null) {
            records = new Records(kind, target, EventPosition.of(e), type);
            open.put(transfer, records);
        } else if (records.expected != kind) {
            report.at(e, Rule.UNMATCHED_RMA, type + " uses RMA id " + transfer.rmaId() + " of origin " + origin
                    + ", which " + records.firstType + " at location " + records.first.location() + ", event "
                    + records.first.index() + " already uses");
            return;
        } else if (records.seen.contains(type)) {
            report.at(e, Rule.UNMATCHED_RMA, "second " + type + " for RMA id " + transfer.rmaId() + " of origin " + origin);
            return;
        } else if (records.target != target) {
            report.at(e, Rule.UNMATCHED_RMA, type + " for RMA id " + transfer.rmaId() + " of origin " + origin
                    + " has target " + target + ", but its " + records.firstType + " has target " + records.target);
        }
        records.seen.add(type);
        if (records.seen.equals(records.expected)) {
            open.remove(transfer);
            completed.add(transfer);
        }
    }

    @Override
    public void traceEnd(Reporter report) {
        open.entrySet().stream()
                .sorted(Map.Entry.comparingByKey(Comparator.comparingInt(Transfer::origin)
                        .thenComparingLong(Transfer::rmaId)))
                .forEach(entry -> {
                    Records records = entry.getValue();
                    Set<EventType> missing = EnumSet.copyOf(records.expected);
                    missing.removeAll(records.seen);
                    report.at(records.first, Rule.UNMATCHED_RMA, records.firstType + " (RMA id "
                            + entry.getKey().rmaId() + ", origin " + entry.getKey().origin() + ", target "
                            + records.target + ") has no " + missing.stream().map(Enum::name)
                            .collect(Collectors.joining(" and ")));
                });
    }
}
