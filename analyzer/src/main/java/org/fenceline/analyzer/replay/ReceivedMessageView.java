package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.pattern.ReceiveCall;
import org.fenceline.analyzer.pattern.ReceivedMessage;
import org.fenceline.analyzer.trace.CallTable;
import org.fenceline.analyzer.trace.ChannelTable;
import org.fenceline.analyzer.trace.LocationRecords;
import org.fenceline.analyzer.trace.ReceiveTable;
import org.fenceline.analyzer.trace.SendTable;

/** The reused {@link ReceivedMessage} (and {@link ReceiveCall}) of one location replay. */
final class ReceivedMessageView implements ReceivedMessage, ReceiveCall {
    private final ReplayInput input;
    private final int receiver;
    private final LocationRecords self;
    private int receive;
    private int source;
    private int send;

    ReceivedMessageView(ReplayInput input, int receiver) {
        this.input = input;
        this.receiver = receiver;
        this.self = input.locations()[receiver];
    }

    /** Points the view at a matched receive. */
    void show(int receiveIndex) {
        receive = receiveIndex;
        ReceiveTable receives = self.receives();
        source = self.channels().partner(receives.channel(receiveIndex));
        send = receives.matchedSend(receiveIndex);
    }

    private SendTable sends() {
        return input.locations()[source].sends();
    }

    private CallTable sourceCalls() {
        return input.calls(source);
    }

    @Override
    public int receiver() {
        return receiver;
    }

    @Override
    public int source() {
        return source;
    }

    @Override
    public int comm() {
        ChannelTable channels = self.channels();
        return channels.comm(self.receives().channel(receive));
    }

    @Override
    public int tag() {
        return self.channels().tag(self.receives().channel(receive));
    }

    @Override
    public long bytes() {
        return sends().bytes(send);
    }

    @Override
    public long sendTime() {
        return sends().time(send);
    }

    @Override
    public long sendCallEnter() {
        return sourceCalls().enter(sends().call(send));
    }

    @Override
    public long sendCallLeave() {
        return sourceCalls().leave(sends().call(send));
    }

    @Override
    public long receiveTime() {
        return self.receives().time(receive);
    }

    @Override
    public int callPath() {
        return input.callPath(receiver, call());
    }

    @Override
    public long callEnter() {
        return self.calls().enter(call());
    }

    @Override
    public long callLeave() {
        return self.calls().leave(call());
    }

    @Override
    public int call() {
        return self.receives().call(receive);
    }

    @Override
    public boolean inTest() {
        return input.inTest(receiver, call());
    }

    @Override
    public boolean multiCompletion() {
        return self.calls().completions(call()) > 1;
    }

    @Override
    public long enter() {
        return callEnter();
    }

    @Override
    public long leave() {
        return callLeave();
    }
}
