package org.fenceline.trace.json;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;

/**
 * Records as indented JSON and back, strictly, on Jackson's streaming API: an object per record with its components
 * in declaration order, enums by name, lists as arrays, {@code Map<String, String>} as objects. Reading rejects
 * unknown fields (unless the {@link Reading} passes them over), repeated, missing and null ones, values of the wrong
 * kind and anything after the root object, each with the field's path and its line and column.
 *
 * <p>Jackson's data binding did the same in 0.1-0.15 s of every command's start (0.6 s without the class-data
 * archive), mostly its own set-up; a trace's definitions are a few kilobytes.
 */
public final class RecordJson {
    private static final JsonFactory JSON = JsonFactory.builder().build();

    /** A record class's components and canonical constructor, looked up once per class. */
    private record Shape(RecordComponent[] components, Constructor<?> canonical) {
        private static final ClassValue<Shape> OF = new ClassValue<>() {
            @Override
            protected Shape computeValue(Class<?> type) {
                RecordComponent[] components = type.getRecordComponents();
                Class<?>[] parameters = new Class<?>[components.length];
                for (int i = 0; i < components.length; i++) {
                    parameters[i] = components[i].getType();
                }
                try {
                    return new Shape(components, type.getDeclaredConstructor(parameters));
                } catch (NoSuchMethodException e) {
                    throw new IllegalStateException(type.getName() + " has no canonical constructor", e);
                }
            }
        };
    }

    private RecordJson() {
    }

    /** Writes {@code value}, a record, as the files of traces are written: Jackson's default indentation. */
    public static void write(Record value, OutputStream out) throws IOException {
        try (JsonGenerator json = JSON.createGenerator(out, JsonEncoding.UTF8).useDefaultPrettyPrinter()) {
            writeValue(json, value);
        }
    }

    private static void writeValue(JsonGenerator json, Object value) throws IOException {
        if (value instanceof Record record) {
            json.writeStartObject();
            for (RecordComponent component : Shape.OF.get(record.getClass()).components()) {
                json.writeFieldName(component.getName());
                writeValue(json, componentValue(record, component));
            }
            json.writeEndObject();
        } else if (value instanceof List<?> list) {
            json.writeStartArray();
            for (Object element : list) {
                writeValue(json, element);
            }
            json.writeEndArray();
        } else if (value instanceof Map<?, ?> map) {
            json.writeStartObject();
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                json.writeStringField((String) entry.getKey(), (String) entry.getValue());
            }
            json.writeEndObject();
        } else if (value instanceof String s) {
            json.writeString(s);
        } else if (value instanceof Integer i) {
            json.writeNumber(i);
        } else if (value instanceof Long l) {
            json.writeNumber(l);
        } else if (value instanceof Boolean b) {
            json.writeBoolean(b);
        } else if (value instanceof Enum<?> e) {
            json.writeString(e.name());
        } else if (value == null) {
            json.writeNull();
        } else {
            throw new IllegalArgumentException("no JSON form for " + value.getClass().getName());
        }
    }

    private static Object componentValue(Record record, RecordComponent component) {
        try {
            return component.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + component, e);
        }
    }

    /**
     * How strictly a file is read. {@code mayBeAbsent} names the list components (as {@code Record.component}, by
     * the records' simple names) that files written before they existed lack: absent, they read as an empty list;
     * present, they are read as strictly as the others. {@code unknownFieldsIgnored}: fields no record has (written
     * by another version) are skipped instead of rejected.
     */
    public record Reading(Set<String> mayBeAbsent, boolean unknownFieldsIgnored) {
        public Reading {
            mayBeAbsent = Set.copyOf(mayBeAbsent);
        }
    }

    /** Reads a {@code type} record from {@code file}; a problem with its content is a {@link JsonProcessingException}. */
    public static <T extends Record> T read(Path file, Class<T> type, Reading reading) throws IOException {
        try (JsonParser json = JSON.createParser(file.toFile())) {
            Reader reader = new Reader(json, reading);
            reader.next();
            T value = type.cast(reader.record(type, ""));
            if (json.nextToken() != null) {
                throw reader.problem("content after the end of the top-level object", "");
            }
            return value;
        }
    }

    /** What was wrong, where: the message, the field's path and the position in the file. */
    private static final class Problem extends JsonProcessingException {
        Problem(String message, String path, JsonLocation location) {
            super(message + (path.isEmpty() ? "" : " (at " + path + ")"), location);
        }
    }

    private static final class Reader {
        private final JsonParser json;
        private final Reading reading;

        Reader(JsonParser json, Reading reading) {
            this.json = json;
            this.reading = reading;
        }

        JsonToken next() throws IOException {
            JsonToken token = json.nextToken();
            if (token == null) {
                throw problem("unexpected end of the file", "");
            }
            return token;
        }

        Problem problem(String message, String path) {
            return new Problem(message, path, json.currentTokenLocation());
        }

        /** The value at the current token, of {@code type}; the current token is its last one afterwards. */
        Object value(Type type, String path) throws IOException {
            if (json.currentToken() == JsonToken.VALUE_NULL) {
                throw problem("null where a value is required", path);
            }
            if (type instanceof ParameterizedType generic) {
                Class<?> raw = (Class<?>) generic.getRawType();
                Type[] arguments = generic.getActualTypeArguments();
                if (raw == List.class) {
                    return list(arguments[0], path);
                }
                if (raw == Map.class && arguments[0] == String.class && arguments[1] == String.class) {
                    return stringMap(path);
                }
            } else if (type instanceof Class<?> c) {
                if (c.isRecord()) {
                    return record(c, path);
                }
                if (c == String.class) {
                    return expect(JsonToken.VALUE_STRING, "a string", path).getText();
                }
                if (c == int.class || c == Integer.class) {
                    return expect(JsonToken.VALUE_NUMBER_INT, "an integer", path).getIntValue();
                }
                if (c == long.class || c == Long.class) {
                    return expect(JsonToken.VALUE_NUMBER_INT, "an integer", path).getLongValue();
                }
                if (c == boolean.class || c == Boolean.class) {
                    JsonToken token = json.currentToken();
                    if (token != JsonToken.VALUE_TRUE && token != JsonToken.VALUE_FALSE) {
                        throw problem("expected true or false, found " + found(), path);
                    }
                    return token == JsonToken.VALUE_TRUE;
                }
                if (c.isEnum()) {
                    return constant(c, path);
                }
            }
            throw new IllegalArgumentException("no JSON form for " + type.getTypeName());
        }

        private JsonParser expect(JsonToken token, String what, String path) throws IOException {
            if (json.currentToken() != token) {
                throw problem("expected " + what + ", found " + found(), path);
            }
            return json;
        }

        private String found() throws IOException {
            return switch (json.currentToken()) {
                case START_OBJECT -> "an object";
                case START_ARRAY -> "an array";
                case VALUE_STRING -> "the string \"" + json.getText() + "\"";
                default -> json.getText();
            };
        }

        private Object constant(Class<?> type, String path) throws IOException {
            String name = expect(JsonToken.VALUE_STRING, "a string", path).getText();
            for (Object constant : type.getEnumConstants()) {
                if (((Enum<?>) constant).name().equals(name)) {
                    return constant;
                }
            }
            throw problem("\"" + name + "\" is not a " + type.getSimpleName() + " (one of "
                    + Arrays.toString(type.getEnumConstants()) + ")", path);
        }

        private List<Object> list(Type element, String path) throws IOException {
            expect(JsonToken.START_ARRAY, "an array", path);
            List<Object> list = new ArrayList<>();
            while (next() != JsonToken.END_ARRAY) {
                list.add(value(element, path + "[" + list.size() + "]"));
            }
            return list;
        }

        private Map<String, String> stringMap(String path) throws IOException {
            expect(JsonToken.START_OBJECT, "an object", path);
            Map<String, String> map = new LinkedHashMap<>();
            while (next() != JsonToken.END_OBJECT) {
                String key = json.currentName();
                String at = path + "." + key;
                next();
                if (map.put(key, (String) value(String.class, at)) != null) {
                    throw problem("field '" + key + "' appears twice", at);
                }
            }
            return map;
        }

        Object record(Class<?> type, String path) throws IOException {
            expect(JsonToken.START_OBJECT, "an object", path);
            Shape shape = Shape.OF.get(type);
            RecordComponent[] components = shape.components();
            Object[] values = new Object[components.length];
            boolean[] seen = new boolean[components.length];
            while (next() != JsonToken.END_OBJECT) {
                String name = json.currentName();
                String at = path.isEmpty() ? name : path + "." + name;
                int index = indexOf(components, name);
                if (index < 0 && reading.unknownFieldsIgnored()) {
                    next();
                    json.skipChildren();
                    continue;
                }
                if (index < 0) {
                    throw problem("unknown field '" + name + "'", at);
                }
                if (seen[index]) {
                    throw problem("field '" + name + "' appears twice", at);
                }
                next();
                values[index] = value(components[index].getGenericType(), at);
                seen[index] = true;
            }
            for (int i = 0; i < components.length; i++) {
                if (!seen[i]) {
                    if (!reading.mayBeAbsent().contains(type.getSimpleName() + "." + components[i].getName())) {
                        throw problem("missing field '" + components[i].getName() + "'", path);
                    }
                    values[i] = List.of();
                }
            }
            return construct(type, shape.canonical(), values, path);
        }

        private static int indexOf(RecordComponent[] components, String name) {
            for (int i = 0; i < components.length; i++) {
                if (components[i].getName().equals(name)) {
                    return i;
                }
            }
            return -1;
        }

        private Object construct(Class<?> type, Constructor<?> canonical, Object[] values, String path)
                throws Problem {
            try {
                return canonical.newInstance(values);
            } catch (InvocationTargetException e) {
                // The record's own check (a null inside a list, say) rejected the values.
                throw problem("not a valid " + type.getSimpleName() + ": " + e.getCause(), path);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot construct " + type.getName(), e);
            }
        }
    }
}
