package org.fenceline.tracer.runtime.collective;

import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.MpiConstants;
import org.fenceline.tracer.runtime.RuntimeRequest;
import org.fenceline.tracer.runtime.reduction.Reduction;

/**
 * One invocation of a collective: its label ("MPI_Bcast(root=0, comm=MPI_COMM_WORLD)"), signature and
 * schedule, run to completion (blocking form) or handed to the engine behind a request (non-blocking form).
 */
final class Call {
    /** The MPI_ROOT value of intercommunicator collectives (Open MPI's). */
    static final int ROOT = -4;

    final Communicator comm;
    final boolean blocking;
    final String name;
    final Schedule schedule;

    private Call(Communicator comm, boolean blocking, String name, Schedule schedule) {
        this.comm = comm;
        this.blocking = blocking;
        this.name = name;
        this.schedule = schedule;
    }

    /** {@code root} is Signature.NO_ROOT for unrooted collectives; {@code op} null when nothing is reduced. */
    static Call of(Communicator comm, CollectiveKind kind, boolean blocking, int root, Reduction op) {
        String name = blocking ? kind.mpiName() : kind.nonBlockingName();
        comm.checkUsable(name);
        CallLabel label = new CallLabel(name, root, op == null ? null : op.name(), comm);
        int signatureRoot = comm.isInter() ? Signature.NO_ROOT : root;
        Signature signature = new Signature(kind, signatureRoot, op == null ? Signature.NO_OP : op.code());
        return new Call(comm, blocking, name, new Schedule(comm, label, signature));
    }

    /** Runs the schedule: null for the blocking form, else the request of the non-blocking one. */
    RuntimeRequest execute() {
        CollectiveEngine engine = CollectiveEngine.of(comm.runtime());
        if (blocking) {
            engine.run(schedule);
            return null;
        }
        return engine.start(schedule, schedule.label());
    }

    /** Checks a root argument: a rank of the group, or on an intercommunicator MPI_ROOT, MPI_PROC_NULL or a remote rank. */
    void checkRoot(int root) {
        if (comm.isInter()) {
            if (root == ROOT || root == MpiConstants.PROC_NULL || root >= 0 && root < comm.remoteGroup().size()) {
                return;
            }
            throw comm.error(ErrorClass.ROOT, name + ": root=" + root + " must be MPI.ROOT, MPI.PROC_NULL or a rank "
                    + "of the remote group (size " + comm.remoteGroup().size() + ")");
        }
        if (root < 0 || root >= comm.size()) {
            throw comm.error(ErrorClass.ROOT, name + ": root=" + root + " is not a rank of " + comm.label()
                    + " (size " + comm.size() + ")");
        }
    }

    /** Checks that a per-rank array argument has one entry per rank of {@code ranks}. */
    void checkPerRank(String argument, int[] values, int ranks) {
        if (values == null || values.length < ranks) {
            throw comm.error(ErrorClass.ARG, name + ": " + argument + " must have " + ranks + " entries, one per rank");
        }
        for (int i = 0; i < ranks; i++) {
            if (values[i] < 0 && argument.contains("count")) {
                throw comm.error(ErrorClass.COUNT, name + ": " + argument + "[" + i + "]=" + values[i]
                        + " must not be negative");
            }
        }
    }

    void phase(Runnable start) {
        schedule.phase(start);
    }
}
