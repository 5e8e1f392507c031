package org.fenceline.tracer.device;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * The posted-receive and unexpected-message queues of one receiving rank, kept per context.
 * Arrivals are offered in the order the protocols see them (which is send order per sender, since every
 * envelope travels through the sender's one ordered short ring), receives in posting order; each side is
 * searched first-in first-out, which gives MPI's non-overtaking rule. Only the owning rank touches it,
 * under its endpoint's lock.
 */
final class MatchingQueues {
    private final Map<Integer, ContextQueues> contexts = new HashMap<>();
    /** The context used last, looked up without boxing: a program mostly talks on one communicator at a time. */
    private int lastContext = -1;
    private ContextQueues last;

    private static final class ContextQueues {
        final ArrayDeque<DeviceReceive> posted = new ArrayDeque<>();
        final ArrayDeque<IncomingMessage> unexpected = new ArrayDeque<>();
    }

    private ContextQueues of(int context) {
        if (last == null || context != lastContext) {
            last = contexts.computeIfAbsent(context, c -> new ContextQueues());
            lastContext = context;
        }
        return last;
    }

    /** An arrival: returns the receive it matched (already removed), or null after queueing it as unexpected. */
    DeviceReceive arrive(IncomingMessage message) {
        ContextQueues queues = of(message.envelope.context());
        DeviceReceive receive = firstPosted(queues, message.envelope);
        if (receive == null) {
            queues.unexpected.addLast(message);
            return null;
        }
        if (!message.claim()) {
            message.discard();
            return null;
        }
        queues.posted.remove(receive);
        return receive;
    }

    /**
     * An arrival that cannot be withdrawn (a short message, which brings its data): the receive it matched,
     * already removed, or null, and then the caller queues it with {@link #queueUnexpected}. Seen before
     * queueing, the data can go straight from the ring into the receive.
     */
    DeviceReceive arriveInline(Envelope envelope) {
        ContextQueues queues = of(envelope.context());
        DeviceReceive receive = firstPosted(queues, envelope);
        if (receive != null) {
            queues.posted.remove(receive);
        }
        return receive;
    }

    /** Queues an arrival that {@link #arriveInline} found no receive for. */
    void queueUnexpected(IncomingMessage message) {
        of(message.envelope.context()).unexpected.addLast(message);
    }

    private static DeviceReceive firstPosted(ContextQueues queues, Envelope envelope) {
        if (queues.posted.isEmpty()) {
            return null; // without the iterator's allocation: the common case of an unexpected arrival
        }
        for (DeviceReceive receive : queues.posted) {
            if (envelope.matches(receive.source, receive.tag)) {
                return receive;
            }
        }
        return null;
    }

    /** A new receive: returns the unexpected message it matched (already removed), or null after posting it. */
    IncomingMessage post(DeviceReceive receive) {
        ContextQueues queues = of(receive.context);
        if (queues.unexpected.isEmpty()) {
            queues.posted.addLast(receive); // without the iterator's allocation: the common case of an early receive
            return null;
        }
        for (Iterator<IncomingMessage> it = queues.unexpected.iterator(); it.hasNext(); ) {
            IncomingMessage message = it.next();
            if (message.withdrawn() || !message.envelope.matches(receive.source, receive.tag)) {
                continue;
            }
            it.remove();
            if (message.claim()) {
                return message;
            }
            message.discard();
        }
        queues.posted.addLast(receive);
        return null;
    }

    /** The envelope of the first matching unexpected message, without receiving it. */
    Envelope probe(int source, int context, int tag) {
        ContextQueues queues = contexts.get(context);
        if (queues == null) {
            return null;
        }
        for (IncomingMessage message : queues.unexpected) {
            if (!message.withdrawn() && message.envelope.matches(source, tag)) {
                return message.envelope;
            }
        }
        return null;
    }

    /** Removes a posted receive that has not matched yet; false if it is no longer posted. */
    boolean withdraw(DeviceReceive receive) {
        ContextQueues queues = contexts.get(receive.context);
        return queues != null && queues.posted.remove(receive);
    }

    /** Drops unexpected messages whose senders cancelled them, releasing their buffers. */
    void purgeWithdrawn() {
        for (ContextQueues queues : contexts.values()) {
            queues.unexpected.removeIf(message -> {
                if (message.withdrawn()) {
                    message.discard();
                    return true;
                }
                return false;
            });
        }
    }
}
