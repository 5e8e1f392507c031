package org.fenceline.trace.otf2;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads the global definitions file ({@code traces.def}) and the per-location definition files
 * ({@code traces/<location>.def}: mapping tables and clock offsets). Every definition record carries its length,
 * so records this reader does not use are skipped and counted, and attributes a newer OTF2 version appended to a
 * known record (e.g. 3.0's realtime timestamp in ClockProperties, flags of Comm and RmaWin) are skipped too.
 */
public final class Otf2DefinitionReader {
    // Global definition record ids (OTF2 share/otf2/otf2.defs).
    private static final int CLOCK_PROPERTIES = 5;
    private static final int STRING = 10;
    private static final int SYSTEM_TREE_NODE = 12;
    private static final int LOCATION_GROUP = 13;
    private static final int LOCATION = 14;
    private static final int REGION = 15;
    private static final int GROUP = 18;
    private static final int COMM = 22;
    private static final int RMA_WIN = 24;
    private static final int CALLING_CONTEXT = 34;
    // Local-only definition record ids.
    private static final int MAPPING_TABLE = 5;
    private static final int CLOCK_OFFSET = 6;

    private Otf2DefinitionReader() {
    }

    public static Otf2Definitions readGlobal(Otf2Anchor anchor) throws IOException {
        Otf2Input in = Otf2Input.chunked(anchor.globalDefinitionsFile(), anchor.defChunkSize());
        Map<Integer, String> strings = new HashMap<>();
        Otf2Definitions.ClockProperties clock = null;
        List<int[]> nodeRefs = new ArrayList<>();
        List<int[]> groupRefs = new ArrayList<>();
        List<long[]> locationRefs = new ArrayList<>();
        List<Object[]> regionRefs = new ArrayList<>();
        List<Object[]> groupDefs = new ArrayList<>();
        List<int[]> commRefs = new ArrayList<>();
        List<int[]> winRefs = new ArrayList<>();
        Map<Integer, Otf2Definitions.CallingContext> contexts = new HashMap<>();
        Map<String, Integer> skipped = new TreeMap<>();
        while (true) {
            int recordAt = in.position();
            int type = in.u8();
            if (type == Otf2Input.END_OF_BUFFER || type == Otf2Input.END_OF_FILE) {
                break;
            }
            if (type == Otf2Input.END_OF_CHUNK) {
                in.nextChunk();
                continue;
            }
            if (type < CLOCK_PROPERTIES) {
                throw in.problem("unknown record type " + type, recordAt);
            }
            int end = in.recordEnd();
            switch (type) {
                case CLOCK_PROPERTIES -> {
                    long resolution = in.u64();
                    long offset = in.u64();
                    long length = in.u64();
                    long realtime = in.position() < end ? in.u64() : -1;
                    if (resolution <= 0) {
                        throw in.problem("timer resolution " + resolution + " ticks per second", recordAt);
                    }
                    clock = new Otf2Definitions.ClockProperties(resolution, offset, length, realtime);
                }
                case STRING -> strings.put(in.u32(), in.string());
                case SYSTEM_TREE_NODE -> nodeRefs.add(new int[] {in.u32(), in.u32(), in.u32(), in.u32()});
                case LOCATION_GROUP -> groupRefs.add(new int[] {in.u32(), in.u32(), in.u8(), in.u32()});
                case LOCATION -> locationRefs.add(new long[] {in.u64(), in.u32(), in.u8(), in.u64(), in.u32()});
                case REGION -> {
                    // OTF2 1.0's attributes, then those added in 1.1 (canonical name, role, paradigm, flags);
                    // the 1.0 region type is still written but unused since 1.1.
                    int id = in.u32();
                    int name = in.u32();
                    int description = in.u32();
                    in.u8();
                    int file = in.u32();
                    int begin = in.u32();
                    int endLine = in.u32();
                    int canonical = in.u32();
                    int role = in.u8();
                    int paradigm = in.u8();
                    int flags = in.u32();
                    regionRefs.add(new Object[] {id, name, canonical, description, role, paradigm, flags, file,
                            begin, endLine});
                }
                case GROUP -> {
                    // id, name, the pre-1.2 type (unused), the members, then 1.2's type, paradigm and flags.
                    int id = in.u32();
                    int name = in.u32();
                    in.u8();
                    int n = in.u32();
                    if (n < 0 || n > end - in.position()) {
                        throw in.problem("group " + id + " with " + Integer.toUnsignedString(n) + " members",
                                recordAt);
                    }
                    long[] members = new long[n];
                    for (int i = 0; i < n; i++) {
                        members[i] = in.u64();
                    }
                    int groupType = in.u8();
                    int paradigm = in.u8();
                    int flags = in.u32();
                    groupDefs.add(new Object[] {id, name, groupType, paradigm, flags, members});
                }
                case COMM -> commRefs.add(new int[] {in.u32(), in.u32(), in.u32(), in.u32()});
                case RMA_WIN -> winRefs.add(new int[] {in.u32(), in.u32(), in.u32()});
                case CALLING_CONTEXT -> {
                    int id = in.u32();
                    int region = in.u32();
                    in.u32();   // source code location
                    contexts.put(id, new Otf2Definitions.CallingContext(id, region, in.u32()));
                }
                default -> skipped.merge("record " + type, 1, Integer::sum);
            }
            in.endRecord(end);
        }
        if (clock == null) {
            throw in.problem("no ClockProperties definition (timer resolution unknown)", 0);
        }
        List<Otf2Definitions.SystemTreeNode> nodes = new ArrayList<>();
        for (int[] r : nodeRefs) {
            nodes.add(new Otf2Definitions.SystemTreeNode(r[0], str(strings, r[1]), str(strings, r[2]), r[3]));
        }
        List<Otf2Definitions.LocationGroup> groups = new ArrayList<>();
        for (int[] r : groupRefs) {
            groups.add(new Otf2Definitions.LocationGroup(r[0], str(strings, r[1]), r[2], r[3]));
        }
        List<Otf2Definitions.Location> locations = new ArrayList<>();
        for (long[] r : locationRefs) {
            locations.add(new Otf2Definitions.Location(r[0], str(strings, (int) r[1]), (int) r[2], r[3], (int) r[4]));
        }
        Map<Integer, Otf2Definitions.Region> regions = new HashMap<>();
        for (Object[] r : regionRefs) {
            int id = (int) r[0];
            regions.put(id, new Otf2Definitions.Region(id, str(strings, (int) r[1]), str(strings, (int) r[2]),
                    str(strings, (int) r[3]), (int) r[4], (int) r[5], (int) r[6], str(strings, (int) r[7]),
                    (int) r[8], (int) r[9]));
        }
        Map<Integer, Otf2Definitions.Group> groupMap = new HashMap<>();
        for (Object[] r : groupDefs) {
            int id = (int) r[0];
            groupMap.put(id, new Otf2Definitions.Group(id, str(strings, (int) r[1]), (int) r[2], (int) r[3],
                    (int) r[4], (long[]) r[5]));
        }
        Map<Integer, Otf2Definitions.Comm> comms = new HashMap<>();
        for (int[] r : commRefs) {
            comms.put(r[0], new Otf2Definitions.Comm(r[0], str(strings, r[1]), r[2], r[3]));
        }
        Map<Integer, Otf2Definitions.RmaWin> windows = new HashMap<>();
        for (int[] r : winRefs) {
            windows.put(r[0], new Otf2Definitions.RmaWin(r[0], str(strings, r[1]), r[2]));
        }
        return new Otf2Definitions(clock, nodes, groups, locations, regions, groupMap, comms, windows, contexts, strings,
                skipped);
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
        Otf2Input in = Otf2Input.chunked(file, anchor.defChunkSize());
        Map<Otf2MappingType, Otf2IdMap> maps = new EnumMap<>(Otf2MappingType.class);
        List<Otf2LocalDefinitions.ClockOffset> offsets = new ArrayList<>();
        while (true) {
            int recordAt = in.position();
            int type = in.u8();
            if (type == Otf2Input.END_OF_BUFFER || type == Otf2Input.END_OF_FILE) {
                break;
            }
            if (type == Otf2Input.END_OF_CHUNK) {
                in.nextChunk();
                continue;
            }
            if (type < MAPPING_TABLE) {
                throw in.problem("unknown record type " + type, recordAt);
            }
            int end = in.recordEnd();
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
            in.endRecord(end);
        }
        return new Otf2LocalDefinitions(maps, offsets);
    }

    private static String str(Map<Integer, String> strings, int ref) {
        return ref == -1 ? "" : strings.getOrDefault(ref, "");
    }
}
