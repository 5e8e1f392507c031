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
        cpu.charge(SciNetwork.nanosFor(length, profile.localCopyBandwidthCached()));
        receive.complete(envelope.status(n < length));
    }

    @Override
    void discard() {
    }
}
