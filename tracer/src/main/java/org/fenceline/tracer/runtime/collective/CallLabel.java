package org.fenceline.tracer.runtime.collective;

import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.MpiConstants;

/**
 * How errors, requests and deadlock reports name one invocation of a collective: "MPI_Bcast(root=0,
 * comm=MPI_COMM_WORLD)". Kept as its parts and written only when shown: a small blocking collective takes a few
 * microseconds, and building the text on every call was a noticeable part of it.
 *
 * @param root Signature.NO_ROOT for unrooted collectives
 * @param op   the reduction's name, or null when nothing is reduced
 */
record CallLabel(String name, int root, String op, Communicator comm) {
    @Override
    public String toString() {
        StringBuilder label = new StringBuilder(name).append('(');
        if (root != Signature.NO_ROOT) {
            label.append("root=").append(rootText(root)).append(", ");
        }
        if (op != null) {
            label.append("op=").append(op).append(", ");
        }
        return label.append("comm=").append(comm.label()).append(')').toString();
    }

    private static String rootText(int root) {
        return root == Call.ROOT ? "MPI_ROOT" : root == MpiConstants.PROC_NULL ? "MPI_PROC_NULL" : String.valueOf(root);
    }
}
