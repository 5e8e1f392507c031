package org.fenceline.tracer.runtime.window;

/**
 * The epoch MPI_Win_fence opens (unless MODE_NOSUCCEED) and the next fence closes. One with no operation in
 * it is only a local epoch, which another kind of synchronisation may follow without a closing fence.
 */
final class FenceEpoch {
    private boolean open;
    private boolean used;

    void fenced(int assertion) {
        open = !WindowAssert.has(assertion, WindowAssert.MODE_NOSUCCEED);
        used = false;
    }

    boolean allowsAccess() {
        return open;
    }

    void accessed() {
        used = true;
    }

    /** Whether operations were issued that only a fence may complete. */
    boolean holdsOperations() {
        return open && used;
    }

    /** Another synchronisation starts: an unused fence epoch simply ends. */
    void supersede() {
        open = false;
    }
}
