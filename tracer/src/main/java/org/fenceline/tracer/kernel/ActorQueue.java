package org.fenceline.tracer.kernel;

import java.util.Arrays;

/**
 * The actors due to run, as a binary heap ordered by (key, id) that knows each actor's slot, so that a wake can
 * move a blocked actor's deadline forward in O(log n). Not thread-safe: the kernel's lock guards it.
 */
final class ActorQueue {
    private Actor[] heap = new Actor[16];
    private int size;

    boolean isEmpty() {
        return size == 0;
    }

    Actor peek() {
        return size == 0 ? null : heap[0];
    }

    void add(Actor actor) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, size * 2);
        }
        actor.slot = size;
        heap[size++] = actor;
        up(actor.slot);
    }

    Actor poll() {
        if (size == 0) {
            return null;
        }
        Actor top = heap[0];
        removeAt(0);
        return top;
    }

    /** Gives a queued actor an earlier key. */
    void advance(Actor actor, long key) {
        actor.key = key;
        up(actor.slot);
    }

    private void removeAt(int slot) {
        Actor removed = heap[slot];
        removed.slot = -1;
        size--;
        if (slot == size) {
            heap[size] = null;
            return;
        }
        Actor last = heap[size];
        heap[size] = null;
        heap[slot] = last;
        last.slot = slot;
        down(slot);
        up(last.slot);
    }

    private void up(int slot) {
        Actor actor = heap[slot];
        while (slot > 0) {
            int parent = (slot - 1) >>> 1;
            if (!actor.before(heap[parent])) {
                break;
            }
            place(heap[parent], slot);
            slot = parent;
        }
        place(actor, slot);
    }

    private void down(int slot) {
        Actor actor = heap[slot];
        while (true) {
            int child = 2 * slot + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && heap[child + 1].before(heap[child])) {
                child++;
            }
            if (!heap[child].before(actor)) {
                break;
            }
            place(heap[child], slot);
            slot = child;
        }
        place(actor, slot);
    }

    private void place(Actor actor, int slot) {
        heap[slot] = actor;
        actor.slot = slot;
    }
}
