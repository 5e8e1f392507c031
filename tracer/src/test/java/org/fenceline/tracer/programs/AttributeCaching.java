package org.fenceline.tracer.programs;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import mpi.Comm;
import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/** Needs 2 ranks: attributes on communicators and datatypes, the predefined ones, copies on dup, keyval kinds. */
public class AttributeCaching {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        world.setErrhandler(MPI.ERRORS_RETURN);

        Check.equal(Integer.MAX_VALUE - 16, world.getAttr(MPI.TAG_UB), "TAG_UB: the largest tag a program may use");
        Check.equal(MPI.PROC_NULL, world.getAttr(MPI.HOST), "no host process");
        Check.equal(MPI.ANY_SOURCE, world.getAttr(MPI.IO), "every process can do I/O");
        Check.equal(Boolean.FALSE, world.getAttr(MPI.WTIME_IS_GLOBAL), "clocks are per rank");
        Check.equal(0, world.getAttr(MPI.APPNUM), "one application");
        Check.equal(world.getSize(), world.getAttr(MPI.UNIVERSE_SIZE), "universe");
        Check.equal(MPI.ERR_LASTCODE, world.getAttr(MPI.LASTUSEDCODE), "last used error code");
        Check.equal(null, MPI.COMM_SELF.getAttr(MPI.TAG_UB), "predefined attributes live on COMM_WORLD");

        // A communicator attribute is a copy; dup copies it again, and the copies are independent.
        int key = Comm.createKeyval();
        List<String> value = new ArrayList<>(List.of("a"));
        Intracomm comm = world.dup();
        comm.setAttr(key, value);
        value.add("changed after setAttr");
        Check.equal(List.of("a"), comm.getAttr(key), "getAttr returns the value as set");
        Intracomm copy = comm.dup();
        copy.setAttr(key, List.of("b"));
        Check.equal(List.of("a"), comm.getAttr(key), "the original keeps its value");
        Check.equal(List.of("b"), copy.getAttr(key), "the dup has its own");
        Intracomm split = comm.split(0, 0);
        Check.equal(null, split.getAttr(key), "split does not copy attributes");
        comm.deleteAttr(key);
        Check.equal(null, comm.getAttr(key), "deleted");
        Comm.freeKeyval(key);
        Check.equal(List.of("b"), copy.getAttr(key), "freeing the keyval keeps set values");

        // Keyvals are each rank's own, as in separate processes: every rank numbers its keyvals alike.
        int[] range = {key, -key};
        world.allReduce(range, 2, MPI.INT, MPI.MAX);
        Check.equal(key, range[0], "the highest first keyval of a rank");
        Check.equal(-key, range[1], "the lowest first keyval of a rank");
        // A value may be of the program's own classes.
        int noteKey = Comm.createKeyval();
        comm.setAttr(noteKey, new Note("of the program"));
        Check.equal(new Note("of the program"), comm.getAttr(noteKey), "a value of the program's class");

        // Datatypes: the same, with Datatype's own keyvals.
        int typeKey = Datatype.createKeyval();
        Datatype pair = Datatype.createContiguous(2, MPI.INT);
        pair.setAttr(typeKey, 17);
        Check.equal(17, pair.dup().getAttr(typeKey), "Type_dup copies the attribute");
        pair.deleteAttr(typeKey);
        Check.equal(null, pair.getAttr(typeKey), "type attribute deleted");

        // A keyval of one kind is an MPI_ERR_KEYVAL on another kind, as is a value that cannot be copied.
        int winKey = Win.createKeyval();
        expectError(MPI.ERR_KEYVAL, () -> comm.setAttr(winKey, "x"), "window keyval on a communicator");
        expectError(MPI.ERR_KEYVAL, () -> pair.setAttr(key, "x"), "freed communicator keyval on a type");
        expectError(MPI.ERR_KEYVAL, () -> world.setAttr(MPI.TAG_UB, 1), "predefined keys are read-only");
        expectError(MPI.ERR_ARG, () -> copy.setAttr(Comm.createKeyval(), new Object()), "not Serializable");
        MPI.Finalize();
    }

    private record Note(String text) implements Serializable {
    }

    private interface Call {
        void run() throws MPIException;
    }

    private static void expectError(int errorClass, Call call, String what) {
        try {
            call.run();
        } catch (MPIException e) {
            Check.equal(errorClass, e.getErrorClass(), what + ": " + e.getMessage());
            return;
        }
        throw new AssertionError(what + ": no MPIException");
    }
}
