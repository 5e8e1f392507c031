package org.fenceline.tracer.device.rma;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/**
 * The one-sided part of one rank's progress engine: the control messages of the emulated access method
 * waiting for the rank to poll (each executed once it has arrived), and the times at which something this
 * rank waits for becomes visible (a grant, a post, a job counter), so a sleeping rank wakes then. Runs
 * only when the rank is inside MPI, or in the asynchronous progress thread: without one, an origin
 * waiting for a target that computes outside MPI waits until the target's next MPI call.
 */
final class ProgressEngine {
    private record Delivery(long arrival, long sequence, Runnable work) implements Comparable<Delivery> {
        @Override
        public int compareTo(Delivery other) {
            int byTime = Long.compare(arrival, other.arrival);
            return byTime != 0 ? byTime : Long.compare(sequence, other.sequence);
        }
    }

    private final PriorityQueue<Delivery> mailbox = new PriorityQueue<>();
    private final PriorityQueue<Long> wakeups = new PriorityQueue<>();
    private long sequence;
    /** The earliest time anything is due, read without the lock: most progress calls find nothing to do. */
    private volatile long due = Long.MAX_VALUE;

    /** Queues {@code work}, to be done by this rank once {@code arrival} has passed. */
    synchronized void deliver(long arrival, Runnable work) {
        mailbox.add(new Delivery(arrival, sequence++, work));
        due = Math.min(due, arrival);
    }

    /** Something this rank may be waiting for becomes visible at {@code time}. */
    synchronized void wakeAt(long time) {
        wakeups.add(time);
        due = Math.min(due, time);
    }

    /** Executes the arrived control messages, in arrival order; true if any was executed. */
    boolean progress(long now) {
        if (due > now) {
            return false;
        }
        List<Runnable> arrived = new ArrayList<>();
        synchronized (this) {
            while (!wakeups.isEmpty() && wakeups.peek() <= now) {
                wakeups.poll();
            }
            while (!mailbox.isEmpty() && mailbox.peek().arrival <= now) {
                arrived.add(mailbox.poll().work);
            }
            due = nextDue();
        }
        arrived.forEach(Runnable::run);
        return !arrived.isEmpty();
    }

    synchronized long nextDue() {
        long next = mailbox.isEmpty() ? Long.MAX_VALUE : mailbox.peek().arrival;
        return wakeups.isEmpty() ? next : Math.min(next, wakeups.peek());
    }

    synchronized boolean holdsMessages() {
        return !mailbox.isEmpty();
    }
}
