package org.fenceline.trace.otf2;

import static org.fenceline.trace.otf2.Otf2DefinitionRecord.ATTRIBUTE;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.CALLING_CONTEXT;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.CART_COORDINATE;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.CART_DIMENSION;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.CART_TOPOLOGY;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.CLOCK_PROPERTIES;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.COMM;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.GROUP;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.LOCATION;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.LOCATION_GROUP;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.REGION;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.RMA_WIN;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.STRING;
import static org.fenceline.trace.otf2.Otf2DefinitionRecord.SYSTEM_TREE_NODE;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fenceline.trace.CorruptTraceException;

/**
 * Reads the global definitions file ({@code traces.def}) and the per-location definition files
 * ({@code traces/<location>.def}: mapping tables and clock offsets). Every definition record carries its length,
 * so records this reader does not use are skipped and counted, and attributes a newer OTF2 version appended to a
 * known record (e.g. 3.0's realtime timestamp in ClockProperties, flags of Comm and RmaWin) are skipped too.
 */
public final class Otf2DefinitionReader {
    // Local-only definition record ids.
    private static final int MAPPING_TABLE = 5;
    private static final int CLOCK_OFFSET = 6;

    private Otf2DefinitionReader() {
    }

    /**
     * Reads the global definitions in two passes over the file (in memory): the strings, then every other record
     * with its string references resolved, so the order of the records does not matter.
     */
    public static Otf2Definitions readGlobal(Otf2Anchor anchor) throws IOException {
        Map<Integer, String> strings = new HashMap<>();
        try (Otf2Input in = Otf2Input.chunked(anchor.globalDefinitionsFile(), anchor.defChunkSize())) {
            forEachRecord(in, (type, end) -> {
                if (type == STRING) {
                    strings.put(in.u32(), in.string());
                }
            });
        }
        Builder b = new Builder(strings);
        try (Otf2Input second = Otf2Input.chunked(anchor.globalDefinitionsFile(), anchor.defChunkSize())) {
            forEachRecord(second, (type, end) -> b.record(second, type, end));
            if (b.clock == null) {
                throw second.problem("no ClockProperties definition (timer resolution unknown)", 0);
            }
        }
        return new Otf2Definitions(b.clock, b.nodes, b.locationGroups, b.locations, b.regions, b.groups, b.comms,
                b.windows, b.contexts, b.cartDimensions, b.cartTopologies, b.cartCoordinates, b.attributes, strings,
                b.skipped);
    }

    @FunctionalInterface
    private interface RecordReader {
        /** Reads the record's attributes it needs; the caller then jumps to {@code end}. */
        void read(int type, int end) throws CorruptTraceException;
    }

    /** Runs through a definition file's records (every definition record carries its length). */
    private static void forEachRecord(Otf2Input in, RecordReader reader) throws IOException {
        while (true) {
            int recordAt = in.position();
            int type = in.u8();
            if (type == Otf2Input.END_OF_BUFFER || type == Otf2Input.END_OF_FILE) {
                return;
            }
            if (type == Otf2Input.END_OF_CHUNK) {
                in.nextChunk();
                continue;
            }
            if (type < CLOCK_PROPERTIES) {
                throw in.problem("unknown record type " + type, recordAt);
            }
            int end = in.recordEnd();
            reader.read(type, end);
            in.endRecord(end);
        }
    }

    /** Collects the global definitions of the second pass. */
    private static final class Builder {
        private final Map<Integer, String> strings;
        Otf2Definitions.ClockProperties clock;
        final List<Otf2Definitions.SystemTreeNode> nodes = new ArrayList<>();
        final List<Otf2Definitions.LocationGroup> locationGroups = new ArrayList<>();
        final List<Otf2Definitions.Location> locations = new ArrayList<>();
        final Map<Integer, Otf2Definitions.Region> regions = new HashMap<>();
        final Map<Integer, Otf2Definitions.Group> groups = new HashMap<>();
        final Map<Integer, Otf2Definitions.Comm> comms = new HashMap<>();
        final Map<Integer, Otf2Definitions.RmaWin> windows = new HashMap<>();
        final Map<Integer, Otf2Definitions.CallingContext> contexts = new HashMap<>();
        final Map<Integer, Otf2Definitions.CartDimension> cartDimensions = new HashMap<>();
        final Map<Integer, Otf2Definitions.CartTopology> cartTopologies = new HashMap<>();
        final List<Otf2Definitions.CartCoordinate> cartCoordinates = new ArrayList<>();
        final Map<String, Integer> skipped = new TreeMap<>();
        final Map<Integer, String> attributes = new HashMap<>();

        Builder(Map<Integer, String> strings) {
            this.strings = strings;
        }

        void record(Otf2Input in, int type, int end) throws CorruptTraceException {
            int at = in.position();
            switch (type) {
                case CLOCK_PROPERTIES -> {
                    long resolution = in.u64();
                    long offset = in.u64();
                    long length = in.u64();
                    long realtime = in.position() < end ? in.u64() : -1;   // OTF2 3.0
                    if (resolution <= 0) {
                        throw in.problem("timer resolution " + resolution + " ticks per second", at);
                    }
                    clock = new Otf2Definitions.ClockProperties(resolution, offset, length, realtime);
                }
                case STRING -> {
                    // read in the first pass
                }
                case ATTRIBUTE -> attributes.put(in.u32(), str(in.u32()));
                case SYSTEM_TREE_NODE -> nodes.add(new Otf2Definitions.SystemTreeNode(in.u32(), str(in.u32()),
                        str(in.u32()), in.u32()));
                case LOCATION_GROUP -> locationGroups.add(new Otf2Definitions.LocationGroup(in.u32(), str(in.u32()),
                        in.u8(), in.u32()));
                case LOCATION -> locations.add(new Otf2Definitions.Location(in.u64(), str(in.u32()), in.u8(),
                        in.u64(), in.u32()));
                case REGION -> {
                    // OTF2 1.0's attributes, then those added in 1.1 (canonical name, role, paradigm, flags);
                    // the 1.0 region type is still written but unused since 1.1.
                    int id = in.u32();
                    String name = str(in.u32());
                    String description = str(in.u32());
                    in.u8();
                    String file = str(in.u32());
                    int begin = in.u32();
                    int endLine = in.u32();
                    String canonical = str(in.u32());
                    int role = in.u8();
                    int paradigm = in.u8();
                    int flags = in.u32();
                    regions.put(id, new Otf2Definitions.Region(id, name, canonical, description, role, paradigm,
                            flags, file, begin, endLine));
                }
                case GROUP -> {
                    // id, name, the pre-1.2 type (unused), the members, then 1.2's type, paradigm and flags.
                    int id = in.u32();
                    String name = str(in.u32());
                    in.u8();
                    int n = in.u32();
                    if (n < 0 || n > end - in.position()) {
                        throw in.problem("group " + id + " with " + Integer.toUnsignedString(n) + " members", at);
                    }
                    long[] members = new long[n];
                    for (int i = 0; i < n; i++) {
                        members[i] = in.u64();
                    }
                    groups.put(id, new Otf2Definitions.Group(id, name, in.u8(), in.u8(), in.u32(), members));
                }
                case COMM -> {
                    int id = in.u32();
                    comms.put(id, new Otf2Definitions.Comm(id, str(in.u32()), in.u32(), in.u32()));
                }
                case RMA_WIN -> {
                    int id = in.u32();
                    windows.put(id, new Otf2Definitions.RmaWin(id, str(in.u32()), in.u32()));
                }
                case CALLING_CONTEXT -> {
                    int id = in.u32();
                    int region = in.u32();
                    in.u32();   // source code location
                    contexts.put(id, new Otf2Definitions.CallingContext(id, region, in.u32()));
                }
                case CART_DIMENSION -> {
                    int id = in.u32();
                    cartDimensions.put(id, new Otf2Definitions.CartDimension(id, str(in.u32()), in.u32(),
                            in.u8() != 0));
                }
                case CART_TOPOLOGY -> {
                    int id = in.u32();
                    String name = str(in.u32());
                    int comm = in.u32();
                    cartTopologies.put(id, new Otf2Definitions.CartTopology(id, name, comm, u32Array(in)));
                }
                case CART_COORDINATE -> {
                    int topology = in.u32();
                    int rank = in.u32();
                    cartCoordinates.add(new Otf2Definitions.CartCoordinate(topology, rank, u32Array(in)));
                }
                default -> skipped.merge("record " + type, 1, Integer::sum);
            }
        }

        /** An array with a uint8 length, as CartTopology's dimensions and CartCoordinate's coordinates. */
        private static List<Integer> u32Array(Otf2Input in) throws CorruptTraceException {
            int n = in.u8();
            List<Integer> values = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                values.add(in.u32());
            }
            return values;
        }

        private String str(int ref) {
            return ref == -1 ? "" : strings.getOrDefault(ref, "");
        }
    }

    /**
     * Reads a location's definition file: its mapping tables (local id to global id, per kind of reference) and
     * clock offsets. A location without such a file has neither.
     */
    public static Otf2LocalDefinitions readLocal(Otf2Anchor anchor, long location) throws IOException {
        Path file = anchor.localDefinitionsFile(location);
        if (!Files.exists(file)) {
            return Otf2LocalDefinitions.NONE;
        }
        Map<Otf2MappingType, Otf2IdMap> maps = new EnumMap<>(Otf2MappingType.class);
        List<Otf2LocalDefinitions.ClockOffset> offsets = new ArrayList<>();
        try (Otf2Input in = Otf2Input.chunked(file, anchor.defChunkSize())) {
            forEachRecord(in, (type, end) -> {
                if (type == MAPPING_TABLE) {
                    int kind = in.u8();
                    Otf2IdMap map = Otf2IdMap.read(in, end);
                    Otf2MappingType mappingType = Otf2MappingType.of(kind);
                    if (mappingType != null) {
                        maps.put(mappingType, map);
                    }
                } else if (type == CLOCK_OFFSET) {
                    offsets.add(new Otf2LocalDefinitions.ClockOffset(in.u64Full(), in.u64(), in.float64()));
                }
            });
        }
        return new Otf2LocalDefinitions(maps, offsets);
    }

}
