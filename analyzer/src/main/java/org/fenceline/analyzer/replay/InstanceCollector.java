package org.fenceline.analyzer.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

import org.fenceline.analyzer.report.Instance;

/**
 * Keeps the most severe pattern instances of one location: a bounded min-heap, so a trace with millions of
 * wait states costs no more than the limit. The engine merges the locations' collectors at the end.
 */
final class InstanceCollector {
    private final int limit;
    private final PriorityQueue<Instance> heap;

    InstanceCollector(int limit) {
        this.limit = limit;
        this.heap = new PriorityQueue<>(Math.max(1, Math.min(limit, 1024)), Instance.MOST_SEVERE_FIRST.reversed());
    }

    /** Whether an instance of this severity would be kept (lets callers skip building one that would not). */
    boolean wouldKeep(double severityS) {
        return limit > 0 && (heap.size() < limit || severityS > heap.peek().severityS());
    }

    void offer(Instance instance) {
        if (limit == 0) {
            return;
        }
        if (heap.size() < limit) {
            heap.add(instance);
        } else if (Instance.MOST_SEVERE_FIRST.compare(instance, heap.peek()) < 0) {
            heap.poll();
            heap.add(instance);
        }
    }

    List<Instance> instances() {
        return new ArrayList<>(heap);
    }
}
