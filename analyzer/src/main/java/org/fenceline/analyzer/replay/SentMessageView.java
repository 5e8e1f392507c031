package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.pattern.SendCompletion;
import org.fenceline.analyzer.pattern.SentMessage;
import org.fenceline.analyzer.trace.CallTable;
import org.fenceline.analyzer.trace.LocationRecords;
import org.fenceline.analyzer.trace.SendTable;
import org.fenceline.trace.model.EventFlags;

/** The reused {@link SentMessage} of one location replay. */
final class SentMessageView implements SentMessage {
    private final ReplayInput input;
    private final int sender;
    private final LocationRecords self;
    private final int[] sendsCompletedInCall;
    private int send;
    private int destination;
    private int receive;
    private SendCompletion completion;

    SentMessageView(ReplayInput input, int sender) {
        this.input = input;
        this.sender = sender;
        this.self = input.locations()[sender];
        SendTable sends = self.sends();
        sendsCompletedInCall = new int[self.calls().size()];
        for (int s = 0; s < sends.size(); s++) {
            if (sends.completionCall(s) != SendTable.NO_CALL) {
                sendsCompletedInCall[sends.completionCall(s)]++;
            }
        }
    }

    void show(int sendIndex) {
        send = sendIndex;
        SendTable sends = self.sends();
        destination = self.channels().partner(sends.channel(sendIndex));
        receive = sends.matchedReceive(sendIndex);
        completion = completionOf(sends);
    }

    private SendCompletion completionOf(SendTable sends) {
        int call = sends.completionCall(send);
        if (call == SendTable.NO_CALL) {
            return SendCompletion.NONE;
        }
        if (!EventFlags.has(sends.flags(send), EventFlags.NON_BLOCKING)) {
            return SendCompletion.BLOCKING;
        }
        if (input.inTest(sender, call)) {
            return SendCompletion.TEST;
        }
        return self.calls().completions(call) > 1 ? SendCompletion.MULTI_WAIT : SendCompletion.WAIT;
    }

    private CallTable receiverCalls() {
        return input.calls(destination);
    }

    @Override
    public int sender() {
        return sender;
    }

    @Override
    public int destination() {
        return destination;
    }

    @Override
    public int comm() {
        return self.channels().comm(self.sends().channel(send));
    }

    @Override
    public int tag() {
        return self.channels().tag(self.sends().channel(send));
    }

    @Override
    public long bytes() {
        return self.sends().bytes(send);
    }

    @Override
    public int flags() {
        return self.sends().flags(send);
    }

    @Override
    public long sendTime() {
        return self.sends().time(send);
    }

    @Override
    public int callPath() {
        return input.callPath(sender, self.sends().call(send));
    }

    @Override
    public long callEnter() {
        return self.calls().enter(self.sends().call(send));
    }

    @Override
    public long callLeave() {
        return self.calls().leave(self.sends().call(send));
    }

    @Override
    public SendCompletion completion() {
        return completion;
    }

    @Override
    public int completionCallPath() {
        return completion == SendCompletion.NONE ? -1 : input.callPath(sender, completionCall());
    }

    @Override
    public int completionCall() {
        return self.sends().completionCall(send);
    }

    @Override
    public long completionEnter() {
        return self.calls().enter(completionCall());
    }

    @Override
    public long completionLeave() {
        return self.calls().leave(completionCall());
    }

    @Override
    public int sendsInCompletionCall() {
        return completion == SendCompletion.NONE ? 0 : sendsCompletedInCall[completionCall()];
    }

    @Override
    public boolean matched() {
        return receive != SendTable.UNMATCHED;
    }

    @Override
    public long receiveRequestEnter() {
        return receiverCalls().enter(input.locations()[destination].receives().requestCall(receive));
    }

    @Override
    public long receiveRequestLeave() {
        return receiverCalls().leave(input.locations()[destination].receives().requestCall(receive));
    }

    @Override
    public long receiveTime() {
        return input.locations()[destination].receives().time(receive);
    }
}
