package org.fenceline.analyzer.cube;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.analyzer.report.CriticalPathSegment;

/**
 * The critical path's segments, an extra tar member ({@value #NAME}): {@code [[location, start_s, end_s], ...]}
 * in time order. Cube's critical-path metrics say how much of each call path lies on the path; these say when,
 * for a timeline to draw it. One triple per segment keeps the member small: a path has a segment per wait state
 * it passes.
 */
final class CriticalPathMember {
    static final String NAME = "fenceline_critical_path.json";
    private static final JsonFactory JSON = new JsonFactory();

    private CriticalPathMember() {
    }

    static byte[] write(List<CriticalPathSegment> segments) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartArray();
            // A segment starts where the one before ended (the path is contiguous): its start is written as the
            // text of that end, formatted once. Formatting the doubles (Double.toString, as the generator does) was
            // most of the member's writing time in a profile of the PSCW benchmark trace (283,622 segments).
            double previousEnd = Double.NaN;
            String previousEndText = null;
            for (CriticalPathSegment s : segments) {
                g.writeStartArray();
                g.writeNumber(s.location());
                if (previousEndText != null && s.startS() == previousEnd) {
                    g.writeNumber(previousEndText);
                } else {
                    g.writeNumber(s.startS());
                }
                previousEnd = s.endS();
                previousEndText = Double.isFinite(previousEnd) ? Double.toString(previousEnd) : null;
                if (previousEndText != null) {
                    g.writeNumber(previousEndText);
                } else {
                    g.writeNumber(previousEnd);
                }
                g.writeEndArray();
            }
            g.writeEndArray();
        }
        return out.toByteArray();
    }

    /** @throws IllegalArgumentException if the member is not what {@link #write} produces */
    static List<CriticalPathSegment> read(byte[] bytes) throws IOException {
        List<CriticalPathSegment> out = new ArrayList<>();
        try (JsonParser p = JSON.createParser(bytes)) {
            DelayJson.expect(p.nextToken() == JsonToken.START_ARRAY, NAME);
            while (p.nextToken() == JsonToken.START_ARRAY) {
                DelayJson.expect(p.nextToken() == JsonToken.VALUE_NUMBER_INT, NAME);
                int location = p.getIntValue();
                p.nextToken();
                double start = p.getDoubleValue();
                p.nextToken();
                double end = p.getDoubleValue();
                DelayJson.expect(p.nextToken() == JsonToken.END_ARRAY, NAME);
                out.add(new CriticalPathSegment(location, start, end));
            }
        }
        return out;
    }
}
