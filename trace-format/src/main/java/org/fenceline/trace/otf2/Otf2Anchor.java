package org.fenceline.trace.otf2;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.fenceline.trace.CorruptTraceException;

/**
 * The anchor file ({@code traces.otf2}) of an OTF2 archive, as {@code OTF2_AnchorFile_Load} reads it: the magic
 * "OTF2", the anchor format, the trace format and OTF2 version, the event and definition chunk sizes, the file
 * substrate and compression, the numbers of locations and global definitions, machine, creator and description,
 * then (anchor format 2 and later) the properties and the trace id, and (format 3) the numbers of snapshots and
 * thumbnails.
 *
 * @param file             the anchor file
 * @param versionMajor     OTF2 version that wrote the archive (2 or 3 are read)
 * @param eventChunkSize   chunk size of the event files
 * @param defChunkSize     chunk size of the definition files
 * @param locations        number of locations the archive announces
 * @param globalDefinitions number of global definition records
 * @param properties       the anchor's key/value properties, in file order
 */
public record Otf2Anchor(
        Path file,
        int traceFormat,
        int versionMajor,
        int versionMinor,
        int versionBugfix,
        long eventChunkSize,
        long defChunkSize,
        long locations,
        long globalDefinitions,
        String machine,
        String creator,
        String description,
        Map<String, String> properties,
        long traceId) {

    private static final int SUBSTRATE_POSIX = 1;
    private static final int COMPRESSION_NONE = 1;
    private static final int COMPRESSION_UNDEFINED = 0;

    public Otf2Anchor {
        properties = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(properties));
    }

    /** "2.3.0". */
    public String version() {
        return versionMajor + "." + versionMinor + "." + versionBugfix;
    }

    /** Directory of the per-location files: the anchor's name without ".otf2", beside it. */
    public Path locationDirectory() {
        String name = file.getFileName().toString();
        return file.resolveSibling(name.endsWith(".otf2") ? name.substring(0, name.length() - 5) : name);
    }

    /** The global definitions file: the anchor's name with ".def" for ".otf2". */
    public Path globalDefinitionsFile() {
        return locationDirectory().resolveSibling(locationDirectory().getFileName() + ".def");
    }

    public Path eventFile(long location) {
        return locationDirectory().resolve(location + ".evt");
    }

    public Path localDefinitionsFile(long location) {
        return locationDirectory().resolve(location + ".def");
    }

    public static Otf2Anchor read(Path file) throws IOException {
        try (Otf2Input in = Otf2Input.unchunked(file)) {
            if (!"OTF2".equals(in.string())) {
                throw in.problem("not an OTF2 anchor file (magic \"OTF2\" missing)", 2);
            }
            int anchorFormat = in.u8();
            if (anchorFormat == 0) {
                throw in.problem("anchor format 0", in.position() - 1);
            }
            int traceFormat = in.u8();
            int versionAt = in.position();
            int major = in.u8();
            int minor = in.u8();
            int bugfix = in.u8();
            if (major < 2 || major > 3) {
                throw in.problem("OTF2 version " + major + "." + minor + "." + bugfix
                        + " is not supported (this reader reads OTF2 2.x and 3.x)", versionAt);
            }
            long eventChunk = in.u64Full();
            long defChunk = in.u64Full();
            int substrateAt = in.position();
            int substrate = in.u8();
            if (substrate != SUBSTRATE_POSIX) {
                throw in.problem("file substrate " + substrate
                        + " is not supported (only POSIX: one file per location, not SIONlib)", substrateAt);
            }
            int compressionAt = in.position();
            int compression = in.u8();
            if (compression != COMPRESSION_NONE && compression != COMPRESSION_UNDEFINED) {
                throw in.problem("compressed archives (zlib) are not supported", compressionAt);
            }
            long locations = in.u64Full();
            long defs = in.u64Full();
            String machine = in.string();
            String creator = in.string();
            String description = in.string();
            Map<String, String> properties = new LinkedHashMap<>();
            long traceId = 0;
            if (anchorFormat > 1) {
                int n = in.u32Full();
                for (int i = 0; i < n; i++) {
                    properties.put(in.string(), in.string());
                }
                traceId = in.u64Full();
            }
            if (eventChunk < 256 || defChunk < 256) {
                throw new CorruptTraceException(file, "implausible chunk sizes " + eventChunk + " / " + defChunk);
            }
            return new Otf2Anchor(file, traceFormat, major, minor, bugfix, eventChunk, defChunk, locations, defs,
                    machine, creator, description, properties, traceId);
        }
    }
}
