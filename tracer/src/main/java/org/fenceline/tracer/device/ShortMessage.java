package org.fenceline.tracer.device;

import java.nio.ByteBuffer;
import org.fenceline.tracer.sci.Cpu;
import org.fenceline.tracer.sci.SciNetwork;
import org.fenceline.tracer.sci.TimingProfile;

/** A short message polled out of its slots; the receiver copies it into the user's buffer (t_store). */
final class ShortMessage extends IncomingMessage {
    private final ByteBuffer data;
    private final Cpu cpu;
    private final TimingProfile profile;

    ShortMessage(Envelope envelope, ByteBuffer data, Cpu cpu, TimingProfile profile) {
        super(envelope);
        this.data = data;
        this.cpu = cpu;
        this.profile = profile;
    }

    @Override
    boolean claim() {
        return true;
    }

    @Override
    boolean withdrawn() {
        return false;
    }

    @Override
    void deliver(DeviceReceive receive) {
        int length = data.remaining();
        int n = Math.min(length, receive.capacity());
        receive.target.put(receive.target.position(), data, 0, n);
        stored(envelope, n, receive, cpu, profile);
    }

    /** Delivers a short message that found its receive posted straight from the ring. */
    static void deliver(Envelope envelope, ShortProtocol.RingPayload payload, DeviceReceive receive, Cpu cpu,
            TimingProfile profile) {
        int n = Math.min(payload.length(), receive.capacity());
        payload.copyTo(receive.target, receive.target.position(), n);
        stored(envelope, n, receive, cpu, profile);
    }

    /** t_store: the receiver copies the whole message into the user's buffer (4.21). */
    private static void stored(Envelope envelope, int n, DeviceReceive receive, Cpu cpu, TimingProfile profile) {
        cpu.charge(SciNetwork.nanosFor(envelope.length(), profile.localCopyBandwidthCached()));
        receive.complete(envelope.status(n < envelope.length()));
    }

    @Override
    void discard() {
    }
}
