package org.fenceline.analyzer.rootcause;

import java.util.Arrays;
import org.fenceline.analyzer.trace.ColumnStore;
import org.fenceline.analyzer.trace.IntColumn;
import org.fenceline.analyzer.trace.LongColumn;

/**
 * The wait states one location's forward replay found, with their causes, as the patterns reported them: what the
 * backward replay traces back. Appended to on the location's thread only, then read by index once
 * ({@link WaitStates}). A PSCW location logs about a wait state per synchronisation, hundreds of thousands, so on
 * the heap the log grows in blocks of its own instead of lists that copy themselves at every step; in a spill file
 * it keeps the file's columns.
 */
public abstract sealed class WaitStateLog permits WaitStateLog.OnHeap, WaitStateLog.InColumns {

    /** A log kept where {@code store} keeps columns. */
    public static WaitStateLog in(ColumnStore store) {
        return store == ColumnStore.HEAP ? new OnHeap() : new InColumns(store);
    }

    /**
     * @param metric   metric index of the wait state's pattern
     * @param start    start of the waiting interval
     * @param end      its end: when the delayer released the waiting location (the synchronisation)
     * @param waitNs   the waiting time charged
     * @param delayer  the location waited for
     */
    public abstract void record(int metric, int callPath, long start, long end, long waitNs, int delayer);

    abstract int size();

    /**
     * Drops the wait states once {@link WaitStates} has its sorted copy, so that the collector neither keeps nor
     * copies the blocks (a spill file's columns stay in the file).
     */
    abstract void clear();

    abstract int metric(int i);

    abstract int callPath(int i);

    abstract long start(int i);

    abstract long end(int i);

    abstract long waitNs(int i);

    abstract int delayer(int i);

    /**
     * Blocks of 64 Ki wait states: the first grows by copying (a short log stays small), the others are made whole
     * and never copied.
     */
    static final class OnHeap extends WaitStateLog {
        private static final int SHIFT = 16;
        private static final int BLOCK = 1 << SHIFT;
        private static final int MASK = BLOCK - 1;

        private int[][] metric = {new int[16]};
        private int[][] callPath = {new int[16]};
        private int[][] delayer = {new int[16]};
        private long[][] start = {new long[16]};
        private long[][] end = {new long[16]};
        private long[][] waitNs = {new long[16]};
        private int size;

        @Override
        public void record(int metric, int callPath, long start, long end, long waitNs, int delayer) {
            int block = size >>> SHIFT;
            int at = size & MASK;
            if (block == this.metric.length) {
                addBlock();
            } else if (at == this.metric[block].length) {
                growFirstBlock();
            }
            this.metric[block][at] = metric;
            this.callPath[block][at] = callPath;
            this.delayer[block][at] = delayer;
            this.start[block][at] = start;
            this.end[block][at] = end;
            this.waitNs[block][at] = waitNs;
            size++;
        }

        private void addBlock() {
            int block = metric.length;
            metric = Arrays.copyOf(metric, block + 1);
            callPath = Arrays.copyOf(callPath, block + 1);
            delayer = Arrays.copyOf(delayer, block + 1);
            start = Arrays.copyOf(start, block + 1);
            end = Arrays.copyOf(end, block + 1);
            waitNs = Arrays.copyOf(waitNs, block + 1);
            metric[block] = new int[BLOCK];
            callPath[block] = new int[BLOCK];
            delayer[block] = new int[BLOCK];
            start[block] = new long[BLOCK];
            end[block] = new long[BLOCK];
            waitNs[block] = new long[BLOCK];
        }

        private void growFirstBlock() {
            int length = Math.min(BLOCK, 2 * metric[0].length);
            metric[0] = Arrays.copyOf(metric[0], length);
            callPath[0] = Arrays.copyOf(callPath[0], length);
            delayer[0] = Arrays.copyOf(delayer[0], length);
            start[0] = Arrays.copyOf(start[0], length);
            end[0] = Arrays.copyOf(end[0], length);
            waitNs[0] = Arrays.copyOf(waitNs[0], length);
        }

        @Override
        int size() {
            return size;
        }

        @Override
        void clear() {
            metric = new int[][] {new int[16]};
            callPath = new int[][] {new int[16]};
            delayer = new int[][] {new int[16]};
            start = new long[][] {new long[16]};
            end = new long[][] {new long[16]};
            waitNs = new long[][] {new long[16]};
            size = 0;
        }

        @Override
        int metric(int i) {
            return metric[check(i) >>> SHIFT][i & MASK];
        }

        @Override
        int callPath(int i) {
            return callPath[check(i) >>> SHIFT][i & MASK];
        }

        @Override
        long start(int i) {
            return start[check(i) >>> SHIFT][i & MASK];
        }

        @Override
        long end(int i) {
            return end[check(i) >>> SHIFT][i & MASK];
        }

        @Override
        long waitNs(int i) {
            return waitNs[check(i) >>> SHIFT][i & MASK];
        }

        @Override
        int delayer(int i) {
            return delayer[check(i) >>> SHIFT][i & MASK];
        }

        private int check(int i) {
            if (i < 0 || i >= size) {
                throw new IndexOutOfBoundsException("wait state " + i + " of " + size);
            }
            return i;
        }
    }

    /** The log in a spill file's columns. */
    static final class InColumns extends WaitStateLog {
        private final IntColumn metric;
        private final IntColumn callPath;
        private final LongColumn start;
        private final LongColumn end;
        private final LongColumn waitNs;
        private final IntColumn delayer;

        InColumns(ColumnStore store) {
            metric = store.ints();
            callPath = store.ints();
            start = store.longs();
            end = store.longs();
            waitNs = store.longs();
            delayer = store.ints();
        }

        @Override
        public void record(int metric, int callPath, long start, long end, long waitNs, int delayer) {
            this.metric.add(metric);
            this.callPath.add(callPath);
            this.start.add(start);
            this.end.add(end);
            this.waitNs.add(waitNs);
            this.delayer.add(delayer);
        }

        @Override
        int size() {
            return metric.size();
        }

        @Override
        void clear() {
            // The columns are in the spill file, not on the heap.
        }

        @Override
        int metric(int i) {
            return metric.get(i);
        }

        @Override
        int callPath(int i) {
            return callPath.get(i);
        }

        @Override
        long start(int i) {
            return start.get(i);
        }

        @Override
        long end(int i) {
            return end.get(i);
        }

        @Override
        long waitNs(int i) {
            return waitNs.get(i);
        }

        @Override
        int delayer(int i) {
            return delayer.get(i);
        }
    }
}
