package org.fenceline.tracer.device.port;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.WeakHashMap;
import org.fenceline.tracer.device.MessageDevice;

/**
 * The open ports and published service names of one job (MPI_Open_port, MPI_Comm_accept/connect,
 * MPI_Publish_name). Shared by all ranks, like the device it belongs to; each rank reaches it through {@link #of}.
 * A connecting root leaves an {@link Offer} at the port; an accepting root takes offers in arrival order and
 * answers each, waking the rank that waits for the answer.
 */
public final class PortTable {
    private static final Map<MessageDevice, PortTable> BY_DEVICE = new WeakHashMap<>();

    private final MessageDevice device;
    private final Map<String, Port> ports = new HashMap<>();
    private final Map<String, String> services = new HashMap<>();
    private int opened;

    private PortTable(MessageDevice device) {
        this.device = device;
    }

    /** The port table of the job that runs on {@code device}. */
    public static PortTable of(MessageDevice device) {
        synchronized (BY_DEVICE) {
            return BY_DEVICE.computeIfAbsent(device, PortTable::new);
        }
    }

    /** Opens a port under a name unique within the job. */
    public synchronized String open() {
        String name = "fenceline-port-" + ++opened;
        ports.put(name, new Port());
        return name;
    }

    /** Closes {@code port}; false if it is not open. */
    public synchronized boolean close(String port) {
        return ports.remove(port) != null;
    }

    public synchronized boolean isOpen(String port) {
        return ports.containsKey(port);
    }

    /** Leaves {@code connector}'s {@code table} at {@code port} for an accept; null if the port is not open. */
    public Offer connect(String port, int connector, int[] table) {
        Offer offer = new Offer(connector, table);
        int acceptor;
        synchronized (this) {
            Port p = ports.get(port);
            if (p == null) {
                return null;
            }
            p.offers.add(offer);
            acceptor = p.acceptor;
        }
        if (acceptor >= 0) {
            device.wake(acceptor);
        }
        return offer;
    }

    /**
     * The oldest offer at {@code port}, or null (then {@code acceptor} is woken by the next connect);
     * null as well once the port is closed.
     */
    public synchronized Offer take(String port, int acceptor) {
        Port p = ports.get(port);
        if (p == null) {
            return null;
        }
        Offer offer = p.offers.poll();
        p.acceptor = offer == null ? acceptor : -1;
        return offer;
    }

    /** Publishes {@code port} under {@code service}; false if the service is published already. */
    public synchronized boolean publish(String service, String port) {
        return services.putIfAbsent(service, port) == null;
    }

    /** Withdraws {@code service} if it names {@code port}; false otherwise. */
    public synchronized boolean unpublish(String service, String port) {
        return services.remove(service, port);
    }

    /** The port published under {@code service}, or null. */
    public synchronized String lookup(String service) {
        return services.get(service);
    }

    private static final class Port {
        final Deque<Offer> offers = new ArrayDeque<>();
        int acceptor = -1;
    }

    /** A connecting root's group table, waiting for the accepting root's answer. */
    public final class Offer {
        private final int connector;
        private final int[] table;
        private volatile int[] answer;

        private Offer(int connector, int[] table) {
            this.connector = connector;
            this.table = table;
        }

        public int[] table() {
            return table.clone();
        }

        /** The accepting root's table, or null until it answers. */
        public int[] answer() {
            return answer;
        }

        public void answer(int[] table) {
            answer = table.clone();
            device.wake(connector);
        }
    }
}
