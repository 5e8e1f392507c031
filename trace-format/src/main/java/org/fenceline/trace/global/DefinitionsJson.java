package org.fenceline.trace.global;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.ToIntFunction;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.json.RecordJson;
import org.fenceline.trace.model.Definitions;

/**
 * {@code definitions.json}: the {@link Definitions} record as indented JSON, enums by name ({@link RecordJson}).
 * Reading is strict (unknown, missing or null fields are errors) because a silently half-understood definitions
 * file would make every event's ids mean something else. The one exception is {@code cartTopologies}, which traces
 * written before it existed lack: absent means none.
 */
public final class DefinitionsJson {
    private static final RecordJson.Reading STRICT_BUT_FOR_OLDER_TRACES =
            new RecordJson.Reading(Set.of("Definitions.cartTopologies"), false);

    private DefinitionsJson() {
    }

    public static void write(Definitions definitions, OutputStream out) throws IOException {
        RecordJson.write(definitions, out);
    }

    /** Reads and checks a definitions file of a global trace. */
    public static Definitions read(Path file) throws CorruptTraceException {
        Definitions definitions;
        try {
            definitions = RecordJson.read(file, Definitions.class, STRICT_BUT_FOR_OLDER_TRACES);
        } catch (NoSuchFileException | java.io.FileNotFoundException e) {
            throw new CorruptTraceException(file, "file not found");
        } catch (JsonProcessingException e) {
            throw new CorruptTraceException(file, "not valid definitions JSON: " + describe(e), e);
        } catch (IOException e) {
            throw new CorruptTraceException(file, "cannot be read: " + e.getMessage(), e);
        }
        if (!TraceLayout.FORMAT_VERSION.equals(definitions.formatVersion())) {
            throw new CorruptTraceException(file, "format version '" + definitions.formatVersion()
                    + "' is not supported (expected '" + TraceLayout.FORMAT_VERSION + "')");
        }
        String problem = problem(definitions);
        if (problem != null) {
            throw new CorruptTraceException(file, problem);
        }
        return definitions;
    }

    /** Why the definitions cannot be those of a global trace, or null. */
    static String problem(Definitions d) {
        String problem = idProblem(d);
        for (int i = 0; problem == null && i < d.cartTopologies().size(); i++) {
            Definitions.CartTopology t = d.cartTopologies().get(i);
            String wrong = t.problem(d.communicators(), d.groups());
            if (wrong != null) {
                problem = "cartTopologies[" + i + "] ('" + t.name() + "'): " + wrong;
            }
        }
        return problem;
    }

    /**
     * In a global trace every id equals the element's index in its list, which is what lets readers look
     * definitions up by id.
     */
    private static String idProblem(Definitions d) {
        String problem = idProblem("regions", d.regions(), Definitions.Region::id);
        problem = problem != null ? problem : idProblem("callSites", d.callSites(), Definitions.CallSite::id);
        problem = problem != null ? problem : idProblem("machines", d.machines(), Definitions.Machine::id);
        problem = problem != null ? problem : idProblem("nodes", d.nodes(), Definitions.Node::id);
        problem = problem != null ? problem : idProblem("processes", d.processes(), Definitions.Process::id);
        problem = problem != null ? problem : idProblem("locations", d.locations(), Definitions.Location::id);
        problem = problem != null ? problem : idProblem("groups", d.groups(), Definitions.Group::id);
        problem = problem != null ? problem : idProblem("communicators", d.communicators(), Definitions.Communicator::id);
        return problem != null ? problem : idProblem("windows", d.windows(), Definitions.Window::id);
    }

    private static <T> String idProblem(String list, List<T> elements, ToIntFunction<T> id) {
        for (int i = 0; i < elements.size(); i++) {
            int actual = id.applyAsInt(elements.get(i));
            if (actual != i) {
                return list + "[" + i + "] has id " + actual + " (ids must equal list positions)";
            }
        }
        return null;
    }

    /** Jackson's messages span several lines and quote the source; the user gets the gist and a position. */
    private static String describe(JsonProcessingException e) {
        StringBuilder line = new StringBuilder(e.getOriginalMessage().lines().findFirst().orElse("malformed"));
        JsonLocation location = e.getLocation();
        if (location != null && location.getLineNr() > 0) {
            line.append(" at line ").append(location.getLineNr()).append(", column ").append(location.getColumnNr());
        }
        return line.toString();
    }
}
