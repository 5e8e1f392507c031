package org.fenceline.trace.local;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.fenceline.trace.model.Event;

/**
 * A whole local trace in memory: its definitions and events in file order, with local ids and raw times.
 * For tools and tests; the merge streams with {@link LocalTraceReader} instead.
 *
 * @param truncation present if the file ended early; the lists then hold the readable prefix
 */
public record LocalTrace(int location, List<LocalDefinition> definitions, List<Event> events,
        Optional<Truncation> truncation) {

    public LocalTrace {
        definitions = List.copyOf(definitions);
        events = List.copyOf(events);
    }

    public static LocalTrace read(Path file) throws IOException {
        try (LocalTraceReader r = LocalTraceReader.open(file)) {
            List<LocalDefinition> defs = new ArrayList<>();
            List<Event> events = new ArrayList<>();
            while (r.next()) {
                if (r.isDefinition()) {
                    defs.add(r.definition());
                } else {
                    events.add(r.event());
                }
            }
            return new LocalTrace(r.location(), defs, events, r.truncation());
        }
    }
}
