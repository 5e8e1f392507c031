package org.fenceline.analyzer.rootcause;

import java.util.Arrays;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;

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
        private static final int FIRST_CAPACITY = 16;

        /** The columns of one block of wait states. */
        private static final class Block {
            final int[] metric;
            final int[] callPath;
            final int[] delayer;
            final long[] start;
            final long[] end;
            final long[] waitNs;

            Block(int capacity) {
                this(new int[capacity], new int[capacity], new int[capacity], new long[capacity], new long[capacity],
                        new long[capacity]);
            }

            private Block(int[] metric, int[] callPath, int[] delayer, long[] start, long[] end, long[] waitNs) {
                this.metric = metric;
                this.callPath = callPath;
                this.delayer = delayer;
                this.start = start;
                this.end = end;
                this.waitNs = waitNs;
            }

            int capacity() {
                return metric.length;
            }

            /** This block's values in a block of {@code capacity}. */
            Block grown(int capacity) {
                return new Block(Arrays.copyOf(metric, capacity), Arrays.copyOf(callPath, capacity),
                        Arrays.copyOf(delayer, capacity), Arrays.copyOf(start, capacity), Arrays.copyOf(end, capacity),
                        Arrays.copyOf(waitNs, capacity));
            }
        }

        private Block[] blocks = {new Block(FIRST_CAPACITY)};
        private int size;

        @Override
        public void record(int metric, int callPath, long start, long end, long waitNs, int delayer) {
            int index = size >>> SHIFT;
            int at = size & MASK;
            if (index == blocks.length) {
                blocks = Arrays.copyOf(blocks, index + 1);
                blocks[index] = new Block(BLOCK);
            } else if (at == blocks[index].capacity()) {
                blocks[index] = blocks[index].grown(Math.min(BLOCK, 2 * at));
            }
            Block b = blocks[index];
            b.metric[at] = metric;
            b.callPath[at] = callPath;
            b.delayer[at] = delayer;
            b.start[at] = start;
            b.end[at] = end;
            b.waitNs[at] = waitNs;
            size++;
        }

        @Override
        int size() {
            return size;
        }

        @Override
        void clear() {
            blocks = new Block[] {new Block(FIRST_CAPACITY)};
            size = 0;
        }

        @Override
        int metric(int i) {
            return block(i).metric[i & MASK];
        }

        @Override
        int callPath(int i) {
            return block(i).callPath[i & MASK];
        }

        @Override
        long start(int i) {
            return block(i).start[i & MASK];
        }

        @Override
        long end(int i) {
            return block(i).end[i & MASK];
        }

        @Override
        long waitNs(int i) {
            return block(i).waitNs[i & MASK];
        }

        @Override
        int delayer(int i) {
            return block(i).delayer[i & MASK];
        }

        private Block block(int i) {
            if (i < 0 || i >= size) {
                throw new IndexOutOfBoundsException("wait state " + i + " of " + size);
            }
            return blocks[i >>> SHIFT];
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
