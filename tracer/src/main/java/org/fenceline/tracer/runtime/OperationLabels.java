package org.fenceline.tracer.runtime;

/**
 * Names of point-to-point operations ("MPI_Recv(source=3, tag=7, comm=MPI_COMM_WORLD)") as the deadlock report
 * and error messages show them. The device wants the name whenever a rank may block, which in a ping-pong is
 * every message, so recent names are kept in a small direct-mapped cache instead of being rebuilt each time.
 */
final class OperationLabels {
    private record Entry(String call, int peer, int tag, String label) {
    }

    private static final int SLOTS = 64;

    private final Communicator comm;
    /** Racy by design: entries are immutable, and a lost update only costs a rebuild. */
    private final Entry[] cache = new Entry[SLOTS];

    OperationLabels(Communicator comm) {
        this.comm = comm;
    }

    /** {@code peerName} is "dest" or "source", matching {@code call}. */
    String of(String call, String peerName, int peer, int tag) {
        int slot = (call.hashCode() * 31 + peer * 17 + tag) & (SLOTS - 1);
        Entry e = cache[slot];
        if (e != null && e.call == call && e.peer == peer && e.tag == tag) {
            return e.label;
        }
        String label = call + "(" + peerName + "=" + peerLabel(peer) + ", tag=" + (tag == MpiConstants.ANY_TAG
                ? "MPI_ANY_TAG" : String.valueOf(tag)) + ", comm=" + comm.label() + ")";
        cache[slot] = new Entry(call, peer, tag, label);
        return label;
    }

    private static String peerLabel(int peer) {
        return switch (peer) {
            case MpiConstants.ANY_SOURCE -> "MPI_ANY_SOURCE";
            case MpiConstants.PROC_NULL -> "MPI_PROC_NULL";
            default -> String.valueOf(peer);
        };
    }
}
