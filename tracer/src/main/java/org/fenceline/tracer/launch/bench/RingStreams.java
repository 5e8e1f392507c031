package org.fenceline.tracer.launch.bench;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Ring saturation (thesis §11.3 item 6, digest 000 §1.2 and Tab. 4.1): concurrent streams of large messages whose
 * routes share ring segments. Stream k goes from rank k to rank k + SPAN, so on a ring with one rank per node
 * the first segment of the last stream carries every stream: the upstream streams pass its node, the last one
 * injects there. All streams start together; each receiver notes when each message has arrived, and the
 * bandwidths are counted over the window in which every stream is still running (until the first one ends),
 * so they add up to what the shared segment carries at once. Prints one line per stream, then their sum.
 * Defaults: 64 messages of 256 KiB (DMA rendezvous on {@code sci-p3}), span = streams.
 *
 * <pre>fenceline run -np N --interconnect sci-p3 org.fenceline.tracer.launch.bench.RingStreams STREAMS [SPAN] [BYTES] [MESSAGES]</pre>
 */
public final class RingStreams {
    private static final int TAG = 6;

    private RingStreams() {
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int streams = Integer.parseInt(args[0]);
        int span = args.length > 1 ? Integer.parseInt(args[1]) : streams;
        int bytes = args.length > 2 ? Integer.parseInt(args[2]) : 1 << 18;
        int messages = args.length > 3 ? Integer.parseInt(args[3]) : 64;
        double[] bandwidths = bandwidths(streams, span, bytes, messages);
        double total = 0;
        for (int s = 0; s < bandwidths.length; s++) {
            total += bandwidths[s];
            System.out.printf("stream %d -> %d: %8.1f MB/s%n", s, s + span, bandwidths[s]);
        }
        if (bandwidths.length > 0) {
            System.out.printf("all %d streams: %8.1f MB/s (MB = 2^20 bytes)%n", streams, total);
            System.out.flush();
        }
        MPI.Finalize();
    }

    /**
     * Runs the streams (a collective call of every rank); returns on rank 0 each stream's bandwidth in MB/s
     * (2^20 bytes) while all of them run, on the other ranks an empty array.
     */
    public static double[] bandwidths(int streams, int span, int bytes, int messages) throws MPIException {
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        if (streams < 1 || span < 1 || streams + span > size) {
            throw new IllegalArgumentException(streams + " streams of span " + span + " need "
                    + (streams + span) + " ranks, not " + size);
        }
        ByteBuffer buffer = MPI.newByteBuffer(bytes);
        List<Request> sends = new ArrayList<>();
        double[] arrivals = new double[messages];
        MPI.COMM_WORLD.barrier();
        double start = MPI.wtime();
        if (rank < streams) {
            for (int m = 0; m < messages; m++) {
                sends.add(MPI.COMM_WORLD.iSend(buffer, bytes, MPI.BYTE, rank + span, TAG));
            }
        }
        if (rank >= span && rank - span < streams) {
            for (int m = 0; m < messages; m++) {
                MPI.COMM_WORLD.recv(buffer, bytes, MPI.BYTE, rank - span, TAG);
                arrivals[m] = MPI.wtime() - start;
            }
        }
        Request.waitAll(sends.toArray(new Request[0]));
        double[] all = new double[size * messages];
        MPI.COMM_WORLD.gather(arrivals, messages, MPI.DOUBLE, all, messages, MPI.DOUBLE, 0);
        if (rank != 0) {
            return new double[0];
        }
        double window = Double.MAX_VALUE;
        for (int s = 0; s < streams; s++) {
            window = Math.min(window, all[(s + span) * messages + messages - 1]);
        }
        double[] bandwidths = new double[streams];
        for (int s = 0; s < streams; s++) {
            bandwidths[s] = delivered(all, (s + span) * messages, messages, window) * bytes / window / (1 << 20);
        }
        return bandwidths;
    }

    /** Messages of one stream delivered by {@code window}, counting the one then arriving in proportion. */
    private static double delivered(double[] arrivals, int from, int messages, double window) {
        double previous = 0;
        for (int m = 0; m < messages; m++) {
            double arrival = arrivals[from + m];
            if (arrival > window) {
                return m + (window - previous) / (arrival - previous);
            }
            previous = arrival;
        }
        return messages;
    }
}
