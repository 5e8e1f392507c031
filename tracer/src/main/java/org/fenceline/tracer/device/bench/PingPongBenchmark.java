package org.fenceline.tracer.device.bench;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.fenceline.tracer.device.DeviceRequest;
import org.fenceline.tracer.device.MessageDevice;
import org.fenceline.tracer.device.ProtocolCounters;
import org.fenceline.tracer.device.SciDevice;
import org.fenceline.tracer.device.SendMode;
import org.fenceline.tracer.device.WaitObserver;
import org.fenceline.tracer.sci.TimingProfile;

/**
 * OSU-style ping-pong latency and windowed bandwidth directly on the {@link MessageDevice}, with the thesis's
 * model values next to the measurement. Run:
 * {@code java -cp tracer/target/classes org.fenceline.tracer.device.bench.PingPongBenchmark [sci-p3|ideal|FILE ...]}
 */
public final class PingPongBenchmark {
    private static final int WINDOW = 64;
    private static final int CONTEXT = 0;
    private static final int TAG = 1;
    private static final int ACK = 2;

    private PingPongBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        List<String> profiles = args.length == 0 ? List.of("ideal", "sci-p3") : List.of(args);
        for (String name : profiles) {
            run(TimingProfile.named(name));
        }
    }

    static void run(TimingProfile profile) throws Exception {
        ThesisModel model = new ThesisModel(profile);
        boolean ideal = profile.name().equals("ideal");
        System.out.printf("%n# profile %s: half round-trip latency (ping-pong) and bandwidth (window %d)%n",
                profile.name(), WINDOW);
        System.out.printf("%10s %-14s %11s %11s %11s %8s %11s %11s %8s%n", "bytes", "protocol", "median_us",
                "mean_us", "model_us", "dev%", "bw_MB/s", "model_MB/s", "dev%");
        for (long size : sizes(profile)) {
            try (SciDevice device = SciDevice.create(2, profile, WaitObserver.NONE)) {
                int iterations = iterations(size, ideal);
                double[] latency = latency(device, (int) size, iterations);
                String protocol = protocolOf(device);
                double bandwidth = bandwidth(device, (int) size, Math.max(2, iterations / 8));
                if (ideal) {
                    System.out.printf("%10d %-14s %11.3f %11.3f %11s %8s %11.1f %11s %8s%n", size, protocol,
                            latency[0] / 1000, latency[1] / 1000, "-", "-", bandwidth, "-", "-");
                } else {
                    double modelLatency = model.halfRoundTrip(size);
                    double modelBandwidth = model.streamBandwidth(size);
                    System.out.printf("%10d %-14s %11.3f %11.3f %11.3f %+8.1f %11.1f %11.1f %+8.1f%n", size,
                            protocol, latency[0] / 1000, latency[1] / 1000, modelLatency / 1000,
                            100 * (latency[0] / modelLatency - 1), bandwidth, modelBandwidth,
                            100 * (bandwidth / modelBandwidth - 1));
                }
            }
        }
    }

    /** Powers of two from 1 B to 4 MiB plus both sides of every protocol switch. */
    static TreeSet<Long> sizes(TimingProfile profile) {
        TreeSet<Long> sizes = new TreeSet<>();
        for (long size = 1; size <= 4L << 20; size *= 2) {
            sizes.add(size);
        }
        int oneSlot = profile.streamBufferBytes() - profile.shortHeaderBytes() - TimingProfile.MESSAGE_ID_BYTES;
        for (long edge : new long[] {oneSlot, profile.shortLimit(), profile.eagerBufferBytes(), profile.dmaThreshold() - 1}) {
            sizes.add(edge);
            sizes.add(edge + 1);
        }
        sizes.add(0L);
        return sizes;
    }

    private static int iterations(long size, boolean ideal) {
        if (ideal) {
            return size <= 4096 ? 20_000 : size <= 131072 ? 2000 : 200;
        }
        return size <= 4096 ? 2000 : size <= 131072 ? 200 : 12;
    }

    private static String protocolOf(SciDevice device) {
        ProtocolCounters counters = device.counters();
        ProtocolCounters.Protocol best = null;
        for (ProtocolCounters.Protocol protocol : ProtocolCounters.Protocol.values()) {
            if (best == null || counters.get(protocol) > counters.get(best)) {
                best = protocol;
            }
        }
        return best.name().toLowerCase();
    }

    /**
     * Half round trips in nanoseconds after a warm-up of a tenth of the iterations: {median, mean}. The
     * median is the headline: on a shared 2-core host a rank thread that loses its core for a scheduler
     * time slice turns one iteration into milliseconds, which the mean carries along.
     */
    static double[] latency(SciDevice device, int size, int iterations) throws Exception {
        int warmup = Math.max(2, iterations / 10);
        Thread pong = new Thread(() -> {
            ByteBuffer buffer = ByteBuffer.allocate(size);
            for (int i = 0; i < warmup + iterations; i++) {
                receive(device, 1, 0, TAG, buffer);
                send(device, 1, 0, TAG, buffer);
            }
        }, "pong");
        pong.start();
        ByteBuffer buffer = ByteBuffer.allocate(size);
        long[] roundTrips = new long[iterations];
        for (int i = 0; i < warmup + iterations; i++) {
            if (i == warmup) {
                device.counters().reset();
            }
            long start = System.nanoTime();
            send(device, 0, 1, TAG, buffer);
            receive(device, 0, 1, TAG, buffer);
            if (i >= warmup) {
                roundTrips[i - warmup] = System.nanoTime() - start;
            }
        }
        pong.join();
        double mean = java.util.Arrays.stream(roundTrips).average().orElse(0) / 2;
        java.util.Arrays.sort(roundTrips);
        return new double[] {roundTrips[iterations / 2] / 2.0, mean};
    }

    /** MB/s of windows of {@link #WINDOW} messages, each window acknowledged by a 1-byte message. */
    static double bandwidth(SciDevice device, int size, int windows) throws Exception {
        ByteBuffer ack = ByteBuffer.allocate(1);
        Thread receiver = new Thread(() -> {
            ByteBuffer[] buffers = new ByteBuffer[WINDOW];
            for (int i = 0; i < WINDOW; i++) {
                buffers[i] = ByteBuffer.allocate(size);
            }
            ByteBuffer ackOut = ByteBuffer.allocate(1);
            for (int w = 0; w < windows + 1; w++) {
                List<DeviceRequest> requests = new ArrayList<>();
                for (int i = 0; i < WINDOW; i++) {
                    requests.add(device.postReceive(1, 0, CONTEXT, TAG, buffers[i]));
                }
                device.await(1, () -> requests.stream().allMatch(DeviceRequest::isComplete), "window");
                send(device, 1, 0, ACK, ackOut);
            }
        }, "bandwidth-receiver");
        receiver.start();
        ByteBuffer data = ByteBuffer.allocate(size);
        long start = 0;
        for (int w = 0; w < windows + 1; w++) {
            if (w == 1) {
                start = System.nanoTime();
            }
            List<DeviceRequest> requests = new ArrayList<>();
            for (int i = 0; i < WINDOW; i++) {
                requests.add(device.startSend(0, 1, CONTEXT, TAG, data, SendMode.STANDARD));
            }
            device.await(0, () -> requests.stream().allMatch(DeviceRequest::isComplete), "window");
            receive(device, 0, 1, ACK, ack);
        }
        long total = System.nanoTime() - start;
        receiver.join();
        return (double) size * WINDOW * windows / (total / 1e9) / TimingProfile.MB;
    }

    private static void send(SciDevice device, int from, int to, int tag, ByteBuffer data) {
        DeviceRequest request = device.startSend(from, to, CONTEXT, tag, data, SendMode.STANDARD);
        device.await(from, request::isComplete, "send");
    }

    private static void receive(SciDevice device, int rank, int from, int tag, ByteBuffer buffer) {
        DeviceRequest request = device.postReceive(rank, from, CONTEXT, tag, buffer);
        device.await(rank, request::isComplete, "receive");
    }
}
