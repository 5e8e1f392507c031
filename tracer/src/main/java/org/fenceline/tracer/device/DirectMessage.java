package org.fenceline.tracer.device;

import java.nio.ByteBuffer;

/** A message handed over in memory with its data copied at send time. */
final class DirectMessage extends IncomingMessage {
    private final byte[] data;
    private final DeviceSend send;
    private final RankEndpoint sender;

    DirectMessage(Envelope envelope, byte[] data, DeviceSend send, RankEndpoint sender) {
        super(envelope);
        this.data = data;
        this.send = send;
        this.sender = sender;
    }

    @Override
    boolean claim() {
        return send.claimForMatch();
    }

    @Override
    boolean withdrawn() {
        return send.isCancelled();
    }

    @Override
    void deliver(DeviceReceive receive) {
        int n = Math.min(data.length, receive.capacity());
        receive.target.duplicate().put(ByteBuffer.wrap(data, 0, n));
        receive.complete(envelope.status(n < data.length));
        if (!send.isComplete()) {
            send.complete();
            sender.unpark();
        }
    }

    @Override
    void discard() {
    }
}
