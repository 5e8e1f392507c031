package org.fenceline.tracer.device;

/**
 * Told when ranks block in and leave {@link MessageDevice#await}. The launcher's deadlock detector
 * implements it: when every live rank is blocked and nothing is in flight, the job is deadlocked.
 */
public interface WaitObserver {
    WaitObserver NONE = new WaitObserver() {
        @Override
        public void blocked(int rank, String operation) {
        }

        @Override
        public void unblocked(int rank) {
        }
    };

    void blocked(int rank, String operation);

    void unblocked(int rank);
}
