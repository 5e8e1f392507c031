package org.fenceline.tracer.device.bench;

import org.fenceline.tracer.sci.SciNetwork;
import org.fenceline.tracer.sci.TimingProfile;

/**
 * The thesis's analytical point-to-point models (digest 000 §2.3-2.5, formulas 4.17-4.38) evaluated with
 * a profile's parameters (Tab. 4.1 for sci-p3). All results in nanoseconds.
 *
 * <p>Where a formula uses a measured curve, it is read as follows. B_cr(N) in the short and eager models
 * is the end-to-end PIO write: the sender's share l_rs + N/B_cr plus, once per message, the time the last
 * packet travels (l_rw - l_rs), because the writes of one message are posted back to back. The credit
 * read per message (4.19-4.20) is n_msgslots(N)/n_inslots remote reads: one per ring of slots used.
 */
public final class ThesisModel {
    private final TimingProfile p;

    public ThesisModel(TimingProfile profile) {
        this.p = profile;
    }

    /** Sender CPU time of a PIO write of {@code bytes} (posted). */
    double pioWrite(long bytes) {
        double bandwidth = bytes <= p.cacheKneeBytes() ? p.pioBandwidthCached() : p.pioBandwidthMemory();
        return p.remoteWriteSenderMicros() * 1000 + SciNetwork.nanosFor(bytes, bandwidth);
    }

    double wire() {
        return (p.remoteWriteMicros() - p.remoteWriteSenderMicros()) * 1000;
    }

    /** t_cl / t_store: a local copy (4.24). */
    double localCopy(long bytes) {
        double bandwidth = bytes <= p.cacheKneeBytes() ? p.localCopyBandwidthCached() : p.localCopyBandwidthMemory();
        return SciNetwork.nanosFor(bytes, bandwidth);
    }

    /** t_check (4.21). */
    double check(long bytes) {
        return SciNetwork.nanosFor(p.shortHeaderBytes(), p.crcBandwidth()) + SciNetwork.nanosFor(bytes, p.crcBandwidth());
    }

    /** t_alloc (4.19, 4.20). */
    double alloc(int bytes) {
        return (double) p.slotsFor(bytes) / p.shortSlots() * p.remoteReadMicros() * 1000;
    }

    /** t_send (4.22): the first slot is a separate write. */
    double send(int bytes) {
        int slots = p.slotsFor(bytes);
        int slot = p.streamBufferBytes();
        return pioWrite(slot) + (slots > 1 ? pioWrite((long) slot * (slots - 1)) : 0) + wire();
    }

    /** L_short-pp (4.25): half round trip of a short message. */
    public double shortPingPong(int bytes) {
        return alloc(bytes) + 2 * check(bytes) + send(bytes) + p.localReadMicros() * 1000 + localCopy(bytes);
    }

    /** L_short-p (4.27) without the sequence check: the sender's occupation. */
    public double shortPing(int bytes) {
        return alloc(bytes) + check(bytes) + send(bytes) - wire();
    }

    double controlPingPong() {
        return shortPingPong(0);
    }

    double controlPing() {
        return shortPing(0);
    }

    /** L_eager (4.30). Eager writes whole stream buffers. */
    public double eager(long bytes) {
        return pioWrite(padded(bytes)) + controlPingPong() + localCopy(bytes) + p.remoteWriteMicros() * 1000;
    }

    /** Pipeline block write t_pipe-w: PIO on the CPU, or a DMA transfer (driver call, start-up, engine). */
    double blockWrite(long bytes, boolean dma) {
        if (!dma) {
            return pioWrite(padded(bytes));
        }
        return (p.kernelCallMicros() + p.dmaStartupMicros()) * 1000 + SciNetwork.nanosFor(padded(bytes), p.dmaBandwidth());
    }

    /** L_r-v (4.32-4.37), with partial blocks where S_in is not a multiple of S_pipe. */
    public double rendezvous(long bytes) {
        boolean dma = bytes >= p.dmaThreshold();
        long sIn = Math.min(bytes, p.rendezvousBufferBytes());
        long parts = bytes / sIn;
        long rest = bytes - parts * sIn;
        return 2 * controlPingPong() + parts * chunk(sIn, dma) + (rest == 0 ? 0 : chunk(rest, dma));
    }

    /** L_part (4.35) for a chunk of {@code bytes}: blocks written, each but the last announced by a ping. */
    private double chunk(long bytes, boolean dma) {
        long block = p.rendezvousBlockBytes();
        long full = bytes / block;
        long last = bytes - full * block;
        long blocks = full + (last > 0 ? 1 : 0);
        double writes = full * blockWrite(block, dma) + (last > 0 ? blockWrite(last, dma) : 0);
        return writes + (blocks - 1) * controlPing() + controlPingPong() + localCopy(last > 0 ? last : block);
    }

    /** The model's half round trip for {@code bytes} sent in standard mode, by the protocol the device picks. */
    public double halfRoundTrip(long bytes) {
        if (bytes <= p.shortLimit()) {
            return shortPingPong((int) bytes);
        }
        if (bytes <= p.eagerBufferBytes()) {
            return eager(bytes);
        }
        return rendezvous(bytes);
    }

    /** B = N / L (4.29, 4.31, 4.38) in MB/s: the bandwidth of the ping-pong, B_eff = 2N / t_pp (4.13). */
    public double bandwidth(long bytes) {
        return bytes / (halfRoundTrip(bytes) / 1e9) / TimingProfile.MB;
    }

    private long padded(long bytes) {
        long slot = p.streamBufferBytes();
        return (bytes + slot - 1) / slot * slot;
    }
}
