package org.fenceline.analyzer.trace;

import org.fenceline.trace.column.IntList;

import java.util.Arrays;

/**
 * Numbers the message channels of one location: (communicator, partner location, tag) triples. MPI's
 * non-overtaking rule makes every channel FIFO, so the n-th send on a channel matches the n-th receive on the
 * mirrored channel of the partner. Open addressing over int arrays: no allocation per lookup, which matters
 * because every SEND and RECV of a trace looks its channel up.
 */
public final class ChannelTable {
    private static final int EMPTY = -1;

    private int[] slots;
    private final IntList comms = new IntList();
    private final IntList partners = new IntList();
    private final IntList tags = new IntList();

    public ChannelTable() {
        slots = new int[64];
        Arrays.fill(slots, EMPTY);
    }

    /** The id of the channel, adding it if new. Ids are dense: 0, 1, 2, ... in order of first use. */
    public int idOf(int comm, int partner, int tag) {
        int found = find(comm, partner, tag);
        if (found != EMPTY) {
            return found;
        }
        int id = comms.size();
        comms.add(comm);
        partners.add(partner);
        tags.add(tag);
        if (2 * comms.size() > slots.length) {
            rehash(slots.length * 2);
        } else {
            insert(id);
        }
        return id;
    }

    /** The id of the channel, or -1 if this location never used it. Safe for concurrent readers once built. */
    public int find(int comm, int partner, int tag) {
        int mask = slots.length - 1;
        for (int i = hash(comm, partner, tag) & mask; ; i = (i + 1) & mask) {
            int id = slots[i];
            if (id == EMPTY) {
                return EMPTY;
            }
            if (comms.get(id) == comm && partners.get(id) == partner && tags.get(id) == tag) {
                return id;
            }
        }
    }

    public int size() {
        return comms.size();
    }

    public int comm(int channel) {
        return comms.get(channel);
    }

    public int partner(int channel) {
        return partners.get(channel);
    }

    public int tag(int channel) {
        return tags.get(channel);
    }

    private void insert(int id) {
        int mask = slots.length - 1;
        int i = hash(comms.get(id), partners.get(id), tags.get(id)) & mask;
        while (slots[i] != EMPTY) {
            i = (i + 1) & mask;
        }
        slots[i] = id;
    }

    private void rehash(int capacity) {
        slots = new int[capacity];
        Arrays.fill(slots, EMPTY);
        for (int id = 0; id < comms.size(); id++) {
            insert(id);
        }
    }

    private static int hash(int comm, int partner, int tag) {
        int h = comm * 0x9E3779B1 + partner * 0x85EBCA77 + tag * 0xC2B2AE3D;
        return h ^ (h >>> 15);
    }
}
