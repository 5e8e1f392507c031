package org.fenceline.tracer.sci;

import java.io.IOException;
import java.io.Reader;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * Every parameter of the emulated SCI platform and of the SCI-MPICH protocols on top of it.
 * Latencies are in microseconds, bandwidths in MB/s with the thesis's binary megabyte (2^20 bytes),
 * sizes in bytes. An infinite bandwidth and a zero latency mean "no added cost" ({@link #ideal()}).
 * Sources of the {@link #sciP3()} values are listed in docs/sci-emulation.md (digest 000 §1.11, §11).
 *
 * @param packetHeaderBytes        SCI packet header and control (Tab. 3.1)
 * @param streamBufferBytes        stream-buffer size = largest nwrite = short-protocol slot (Tab. 3.1)
 * @param streamBufferTimeoutMicros an idle stream buffer is flushed after this time (§1.4 rule 4)
 * @param writeCombiningBytes      CPU write-combining granule; misaligned PIO destinations are slow (§1.4)
 * @param misalignedPioFactor      fraction of PIO bandwidth left for a misaligned destination (Fig. 5.9)
 * @param remoteWriteMicros        l_rw: end-to-end latency of a remote word write (Tab. 4.1)
 * @param remoteWriteSenderMicros  l_rs: CPU cost of a posted remote write at the sender (Tab. 4.1)
 * @param remoteReadMicros         l_rr: latency of a remote word read (Tab. 4.1)
 * @param remoteReadBandwidth      B_rr: sustained PIO read bandwidth (Tab. 4.1)
 * @param pioBandwidthCached       B_cr: PIO write bandwidth with the source in cache (Tab. 4.1)
 * @param pioBandwidthMemory       B_cr: PIO write bandwidth with the source in memory (Tab. 4.1)
 * @param storeBarrierMicros       l_sb (Tab. 4.1)
 * @param loadBarrierMicros        l_lb (Tab. 4.1)
 * @param localReadMicros          l_lr: one local memory read, the cost of polling a flag (Tab. 4.1)
 * @param localCopyBandwidthCached B_cl with the working set in cache (Tab. 4.1)
 * @param localCopyBandwidthMemory B_cl from memory (Tab. 4.1)
 * @param cacheKneeBytes           copies larger than this fall out of cache: half the P3's L2 (§2.6)
 * @param flopMicros               τ_FLOP: the processor combining one element of a reduction in cache (6.21)
 * @param combineBandwidth         operand bandwidth of combining vectors out of cache, two loads and a store per
 *                                 element: the memory traffic rate of STREAM Add (Tab. 2.1, one process per node:
 *                                 226.1 MB/s as STREAM counts it, 4/3 of that moved, since each store of Add first
 *                                 reads its line), which an in-place combine (no such extra read) uses in full.
 *                                 With flopMicros 0 and combineBandwidth inf the combining is not modelled: the
 *                                 host's is measured as the rank's computation
 * @param crcBandwidth             B_check: CRC-32 bandwidth (Tab. 4.2)
 * @param linkBandwidth            gross SCI link bandwidth; a packet of data field D occupies D + 64 link
 *                                 bytes (request, echo, response and idle symbols, Tab. 3.3)
 * @param hopMicros                forwarding delay per traversed link (§1.2: under 1 µs for 16 hops)
 * @param dmaStartupMicros         time from posting a DMA descriptor to the first data moving (Tab. 7.6)
 * @param dmaBandwidth             DMA engine bandwidth between regular segments (Tab. 6.1)
 * @param kernelCallMicros         one driver call: map, connect, trigger an interrupt (§1.8)
 * @param mapMicrosPerAttPage      mapping cost per ATT page, derived from the ×50 eager latency without
 *                                 resource caching (§3.6)
 * @param attPageBytes             ATT page size (Tab. 3.5)
 * @param attEntries               ATT entries per adapter; mapping fails when they are exhausted (Tab. 3.5)
 * @param interruptMicros          remote interrupt latency from trigger to the target waking (§1.7, §5.2.4)
 * @param shortSlots               S: slots of a short ring per sender-receiver pair (code default 63)
 * @param shortHeaderBytes         S_header: header of short and control messages (Tab. 4.2)
 * @param messageIdModulus         m of id(n) = (n mod m) + 1 (code default 1753)
 * @param shortLimit               largest payload sent as a (long) short message: the model optimum (§2.1)
 * @param eagerBufferBytes         one eager buffer; larger messages go by rendezvous (code default 128 kB)
 * @param eagerBuffersPerPair      eager buffers per sender-receiver pair (code default 4)
 * @param eagerConnections         eager connections a sender keeps cached (LRU); bounds eager memory to
 *                                 N·eagerConnections pairs instead of N²
 * @param rendezvousPoolBytes      S_pool: a receiver's rendezvous input pool (code default 2 MB)
 * @param rendezvousBufferBytes    S_rdv: the largest input buffer one receive takes from the pool
 * @param rendezvousBlockBytes     S_pipe: pipeline block, announced by BLOCK_READY (code default 128 kB)
 * @param dmaThreshold             rendezvous messages of at least this size move their blocks by DMA
 *                                 (code SYNC_DMA_MINSIZE 256 kB)
 * @param pollBeforeSleepMicros    how long a waiting rank polls before it sleeps until an interrupt
 *                                 (at most 2·l_int, §7.1)
 * @param barrierFanIn             f_in of the hierarchical shared-memory barrier's tree, reduced adaptively by
 *                                 (6.5) (SCI-MPICH: 8, §4.2)
 * @param reduceFanIn              fan-in of the small-vector reduce tree (P3 choice: 4, §4.4)
 * @param collectiveBlockBytes     block of the pipelined broadcast, reduce and scan (pcast ≈ 128 kB, §11.2)
 * @param pipelinedBroadcastBytes  D_pcast: larger broadcasts use the pipeline, smaller ones the binomial tree;
 *                                 the pipeline beats rendezvous trees but not eager ones (§4.3)
 * @param largeReduceBytes         larger reduce and allreduce vectors use {@code largeReduceAlgorithm}: above the
 *                                 eager size computation matters (r_reduce ≈ 10-20, §4.4)
 * @param barrierAlgorithm         "segment" (hierarchical barrier on segment flags) or "exchange" (binary
 *                                 exchange barrier of messages, BAB)
 * @param largeReduceAlgorithm     "pipeline" (rpipe), "rabenseifner" or "tree" (the generic fan-in tree)
 * @param allgatherAlgorithm       "shift" (one-way ring shift) or "naive" (everyone sends to everyone at once)
 * @param rmaControlMicros         MPI-level software cost at the sender of one one-sided control message
 *                                 (announce, request, is_posted, is_complete): the thesis's practical
 *                                 2·L_ctrl-pp = 20 µs per round trip [6.7.2], Tab. 7.5's 12.98 µs per short send
 * @param rmaAccess                how one-sided operations reach a window unless its info key
 *                                 {@code fenceline.rma_access} says otherwise: {@code direct} (PIO write and
 *                                 remote read into the target's segment) or {@code emulated} (a control
 *                                 message the target's progress engine applies) (§6.2)
 * @param pscwSynchronisation      {@code strict}: MPI_Win_start blocks until every target has posted;
 *                                 {@code loose}: the first access to a target waits for its post (§6.3)
 */
public record TimingProfile(
        String name,
        int packetHeaderBytes,
        int streamBufferBytes,
        double streamBufferTimeoutMicros,
        int writeCombiningBytes,
        double misalignedPioFactor,
        double remoteWriteMicros,
        double remoteWriteSenderMicros,
        double remoteReadMicros,
        double remoteReadBandwidth,
        double pioBandwidthCached,
        double pioBandwidthMemory,
        double storeBarrierMicros,
        double loadBarrierMicros,
        double localReadMicros,
        double localCopyBandwidthCached,
        double localCopyBandwidthMemory,
        long cacheKneeBytes,
        double flopMicros,
        double combineBandwidth,
        double crcBandwidth,
        double linkBandwidth,
        double hopMicros,
        double dmaStartupMicros,
        double dmaBandwidth,
        double kernelCallMicros,
        double mapMicrosPerAttPage,
        long attPageBytes,
        int attEntries,
        double interruptMicros,
        int shortSlots,
        int shortHeaderBytes,
        int messageIdModulus,
        int shortLimit,
        int eagerBufferBytes,
        int eagerBuffersPerPair,
        int eagerConnections,
        int rendezvousPoolBytes,
        int rendezvousBufferBytes,
        int rendezvousBlockBytes,
        long dmaThreshold,
        double pollBeforeSleepMicros,
        int barrierFanIn,
        int reduceFanIn,
        int collectiveBlockBytes,
        int pipelinedBroadcastBytes,
        int largeReduceBytes,
        String barrierAlgorithm,
        String largeReduceAlgorithm,
        String allgatherAlgorithm,
        double rmaControlMicros,
        String rmaAccess,
        String pscwSynchronisation) {

    /** The thesis's binary megabyte. */
    public static final double MB = 1024.0 * 1024.0;
    /** The trailing message-ID word of a short message (S_ID in (4.18)). */
    public static final int MESSAGE_ID_BYTES = 4;

    public TimingProfile {
        if (streamBufferBytes != 16 && streamBufferBytes != 64 && streamBufferBytes != 128) {
            throw new IllegalArgumentException("streamBufferBytes must be an nwrite size (16, 64 or 128): "
                    + streamBufferBytes);
        }
        if (shortHeaderBytes + MESSAGE_ID_BYTES >= streamBufferBytes) {
            throw new IllegalArgumentException("shortHeaderBytes leaves no payload in a slot");
        }
        if (shortSlots < 1 || slotsFor(shortLimit, streamBufferBytes, shortHeaderBytes) > shortSlots) {
            throw new IllegalArgumentException("shortLimit " + shortLimit + " needs more than shortSlots "
                    + shortSlots + " slots");
        }
        if (messageIdModulus <= shortSlots) {
            throw new IllegalArgumentException("messageIdModulus must exceed shortSlots (4.4)");
        }
        if (eagerBufferBytes <= shortLimit || eagerBuffersPerPair < 1 || eagerConnections < 1) {
            throw new IllegalArgumentException("eager buffers must hold more than shortLimit, and exist");
        }
        if (!rmaAccess.equals("direct") && !rmaAccess.equals("emulated")) {
            throw new IllegalArgumentException("rmaAccess must be direct or emulated, not " + rmaAccess);
        }
        if (!pscwSynchronisation.equals("strict") && !pscwSynchronisation.equals("loose")) {
            throw new IllegalArgumentException("pscwSynchronisation must be strict or loose, not "
                    + pscwSynchronisation);
        }
        if (rendezvousBlockBytes < 1 || rendezvousBufferBytes < rendezvousBlockBytes
                || rendezvousPoolBytes < rendezvousBufferBytes) {
            throw new IllegalArgumentException("need rendezvousBlockBytes <= rendezvousBufferBytes <= rendezvousPoolBytes");
        }
        if (barrierFanIn < 2 || reduceFanIn < 2 || collectiveBlockBytes < 64) {
            throw new IllegalArgumentException("fan-ins must be at least 2 and collectiveBlockBytes at least 64");
        }
        requireOneOf("barrierAlgorithm", barrierAlgorithm, "segment", "exchange");
        requireOneOf("largeReduceAlgorithm", largeReduceAlgorithm, "pipeline", "rabenseifner", "tree");
        requireOneOf("allgatherAlgorithm", allgatherAlgorithm, "shift", "naive");
    }

    private static void requireOneOf(String key, String value, String... allowed) {
        if (!List.of(allowed).contains(value)) {
            throw new IllegalArgumentException(key + " must be one of " + List.of(allowed) + ": " + value);
        }
    }

    /** B_cl for a copy of {@code bytes}: local copies fall out of cache above the knee (half the L2). */
    public double localCopyBandwidth(long bytes) {
        return bytes <= cacheKneeBytes ? localCopyBandwidthCached : localCopyBandwidthMemory;
    }

    /** Whether the processor's combining of reduction operands has a modelled cost ({@link #combineNanos}). */
    public boolean modelsCombining() {
        return flopMicros > 0 || !Double.isInfinite(combineBandwidth);
    }

    /**
     * The modelled time to combine {@code bytes} of one operand vector into another, elements of
     * {@code elementBytes}: τ_FLOP per element while both operands fit in cache, otherwise at least the memory
     * traffic of two loads and a store per element (the P3's combining is memory-bound: 4 MB vectors reduce at
     * 82 MB/s per process in rpipe, Tab. 6.4, where τ_FLOP alone would allow far more).
     */
    public double combineNanos(long bytes, int elementBytes) {
        double inCache = bytes / Math.max(1, elementBytes) * flopMicros * 1000;
        if (2 * bytes <= cacheKneeBytes) {
            return inCache;
        }
        return Math.max(inCache, 3 * bytes / combineBandwidth / MB * 1e9);
    }

    /** Slots a short message with {@code payload} bytes occupies, (4.18). */
    public int slotsFor(int payload) {
        return slotsFor(payload, streamBufferBytes, shortHeaderBytes);
    }

    private static int slotsFor(int payload, int slot, int header) {
        int firstSlotPayload = slot - header - MESSAGE_ID_BYTES;
        if (payload <= firstSlotPayload) {
            return 1;
        }
        return 1 + (payload - firstSlotPayload + slot - 1) / slot;
    }

    /** The thesis's P3 platform: 8-node LC-3 ring, D330 adapters, Pentium III (digest 000 §1.10-1.11, §11). */
    public static TimingProfile sciP3() {
        return new TimingProfile("sci-p3",
                16, 128, 5.0, 32, 0.2,
                1.5, 0.5, 3.2, 3.5, 170.2, 145.6, 3.5, 3.5, 0.031,
                3368.0, 226.9, 128 * 1024, 0.004, 301.5, 87.8,
                684.0, 0.06,
                35.0, 248.0, 2.0, 55.0, 64 * 1024, 8192, 35.0,
                63, 32, 1753, 500,
                128 * 1024, 4, 8,
                2 * 1024 * 1024, 512 * 1024, 128 * 1024, 256 * 1024,
                70.0,
                8, 4, 128 * 1024, 128 * 1024, 128 * 1024, "segment", "pipeline", "shift",
                10.0, "direct", "strict");
    }

    /**
     * The same protocols with no added cost: data moves as fast as the machine copies it. Only the polling
     * time before a waiting rank sleeps remains, a property of the host rather than of the network.
     */
    public static TimingProfile ideal() {
        double inf = Double.POSITIVE_INFINITY;
        return new TimingProfile("ideal",
                16, 128, 0.0, 32, 1.0,
                0, 0, 0, inf, inf, inf, 0, 0, 0,
                inf, inf, 128 * 1024, 0, inf, inf,
                inf, 0,
                0, inf, 0, 0, 64 * 1024, Integer.MAX_VALUE, 0,
                63, 32, 1753, 500,
                128 * 1024, 4, 8,
                2 * 1024 * 1024, 512 * 1024, 128 * 1024, 256 * 1024,
                50.0,
                // Without costs the pipelines' per-block hand-overs dominate: broadcasts of any size take the
                // binomial tree, each edge one copy from the parent's buffer (no pcast pipeline), and large
                // reductions Rabenseifner's algorithm, halving the data each rank combines and moves, as Open MPI
                // and MPICH do for large allreduce.
                8, 4, 128 * 1024, Integer.MAX_VALUE, 128 * 1024, "segment", "rabenseifner", "shift",
                0, "direct", "strict");
    }

    /** {@code sci-p3}, {@code ideal}, or the path of a profile file. */
    public static TimingProfile named(String nameOrFile) {
        return switch (nameOrFile) {
            case "sci-p3" -> sciP3();
            case "ideal" -> ideal();
            default -> load(Path.of(nameOrFile));
        };
    }

    /**
     * Reads a {@code .properties} file that sets every parameter by its component name (bandwidths may be
     * {@code inf}). Errors name the file and the key.
     */
    public static TimingProfile load(Path file) {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file)) {
            properties.load(reader);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException(file + ": no such profile: give sci-p3, ideal or a profile file", e);
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot read profile: " + e.getMessage(), e);
        }
        RecordComponent[] components = TimingProfile.class.getRecordComponents();
        List<String> missing = new ArrayList<>();
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            RecordComponent component = components[i];
            types[i] = component.getType();
            String key = component.getName();
            String text = properties.getProperty(key);
            if (text == null) {
                if (key.equals("name")) {
                    values[i] = file.getFileName().toString();
                    continue;
                }
                missing.add(key);
                continue;
            }
            values[i] = parse(file, key, text.trim(), component.getType());
        }
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException(file + ": missing profile keys " + missing);
        }
        for (String key : properties.stringPropertyNames()) {
            if (componentNames().get(key) == null) {
                throw new IllegalArgumentException(file + ": unknown profile key '" + key + "'");
            }
        }
        try {
            return TimingProfile.class.getDeclaredConstructor(types).newInstance(values);
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw new IllegalArgumentException(file + ": " + e.getCause().getMessage(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Writes this profile in the format {@link #load} reads. */
    public String toProperties() {
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, RecordComponent> entry : componentNames().entrySet()) {
            try {
                Object value = entry.getValue().getAccessor().invoke(this);
                String text = value instanceof Double d && d.isInfinite() ? "inf" : String.valueOf(value);
                out.append(entry.getKey()).append('=').append(text).append('\n');
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return out.toString();
    }

    private static Map<String, RecordComponent> componentNames() {
        Map<String, RecordComponent> names = new LinkedHashMap<>();
        for (RecordComponent component : TimingProfile.class.getRecordComponents()) {
            names.put(component.getName(), component);
        }
        return names;
    }

    private static Object parse(Path file, String key, String text, Class<?> type) {
        try {
            if (type == String.class) {
                return text;
            }
            if (type == int.class) {
                return Integer.parseInt(text);
            }
            if (type == long.class) {
                return Long.parseLong(text);
            }
            double value = text.equalsIgnoreCase("inf") ? Double.POSITIVE_INFINITY : Double.parseDouble(text);
            if (value < 0 || Double.isNaN(value)) {
                throw new NumberFormatException("negative or NaN");
            }
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(file + ": key '" + key + "': not a valid " + type.getSimpleName()
                    + ": '" + text + "'", e);
        }
    }
}
