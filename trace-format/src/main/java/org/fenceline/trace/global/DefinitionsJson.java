package org.fenceline.trace.global;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.ToIntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.InjectableValues;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.model.Definitions;

/**
 * {@code definitions.json}: the {@link Definitions} record as indented JSON, enums by name. Reading is strict
 * (unknown or missing fields are errors) because a silently half-understood definitions file would make every
 * event's ids mean something else. The one exception is {@code cartTopologies}, which traces written before it
 * existed lack: absent means none.
 */
public final class DefinitionsJson {
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .setInjectableValues(new InjectableValues.Std().addValue(Definitions.NO_CART_TOPOLOGIES, List.of()));

    /** Jackson's wording for an absent record component, which names a Jackson setting the user cannot change. */
    private static final Pattern MISSING_PROPERTY = Pattern.compile("Missing creator property '([^']*)'");

    private DefinitionsJson() {
    }

    public static void write(Definitions definitions, OutputStream out) throws IOException {
        MAPPER.writeValue(out, definitions);
    }

    /** Reads and checks a definitions file of a global trace. */
    public static Definitions read(Path file) throws CorruptTraceException {
        Definitions definitions;
        try {
            definitions = MAPPER.readValue(file.toFile(), Definitions.class);
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
        String message = e.getOriginalMessage().lines().findFirst().orElse("malformed");
        Matcher missing = MISSING_PROPERTY.matcher(message);
        if (missing.lookingAt()) {
            message = "missing field '" + missing.group(1) + "'";
        }
        StringBuilder line = new StringBuilder(message);
        if (e instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            line.append(" (at ").append(path(mapping)).append(')');
        }
        JsonLocation location = e.getLocation();
        if (location != null && location.getLineNr() > 0) {
            line.append(" at line ").append(location.getLineNr()).append(", column ").append(location.getColumnNr());
        }
        return line.toString();
    }

    private static String path(JsonMappingException e) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference ref : e.getPath()) {
            if (ref.getFieldName() != null) {
                path.append(path.length() == 0 ? "" : ".").append(ref.getFieldName());
            } else if (ref.getIndex() >= 0) {
                path.append('[').append(ref.getIndex()).append(']');
            }
        }
        return path.toString();
    }
}
