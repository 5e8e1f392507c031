package org.fenceline.tracer.runtime;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.util.HashMap;
import java.util.Map;

/**
 * The cached attributes of one communicator, datatype or window (MPI_Comm_set_attr, MPI_Type_set_attr,
 * MPI_Win_set_attr) under keyvals of the matching kind. As Open MPI's Java binding does, a value is stored
 * serialized: getAttr returns a copy, and duplicating a communicator or datatype copies every value (the binding's
 * copy callback; Java programs have no callbacks of their own).
 */
public final class Attributes {
    /** The kind of object a keyval was created for: a keyval of one kind is an MPI_ERR_KEYVAL on the others. */
    public enum Kind {
        COMMUNICATOR("Comm", "Comm"), DATATYPE("Type", "Datatype"), WINDOW("Win", "Win");

        /** The kind in C function names (MPI_Type_set_attr) and the facade class that creates its keyvals. */
        private final String cName;
        private final String javaClass;

        Kind(String cName, String javaClass) {
            this.cName = cName;
            this.javaClass = javaClass;
        }
    }

    /** The object the attributes belong to: its rank (whose keyvals count) and its error handler. */
    public interface Owner {
        RankRuntime runtime();

        MpiError error(int errorClass, String message);
    }

    /** Each rank's keyvals, as separate processes would have theirs; the predefined ones lie below. */
    private static final RankLocal<Keyvals> KEYVALS = new RankLocal<>(rank -> new Keyvals());

    private final Kind kind;
    private final Map<Integer, byte[]> values = new HashMap<>();

    public Attributes(Kind kind) {
        this.kind = kind;
    }

    public static int createKeyval(RankRuntime rank, Kind kind) {
        return KEYVALS.get(rank).create(kind);
    }

    /** MPI_xxx_free_keyval: attributes already set under it stay readable (they are not deleted). */
    public static void freeKeyval(RankRuntime rank, Kind kind, int keyval) {
        if (!KEYVALS.get(rank).free(keyval, kind)) {
            throw rank.error(ErrorClass.KEYVAL, "MPI_" + kind.cName + "_free_keyval: keyval "
                    + keyval + " was not created by " + kind.javaClass + ".createKeyval()");
        }
    }

    /**
     * The value set under {@code keyval} (a fresh copy), or null; a keyval never created for this kind of object
     * (or MPI.KEYVAL_INVALID) is MPI_ERR_KEYVAL.
     */
    public synchronized Object get(int keyval, Owner owner, String label) {
        byte[] value = values.get(keyval);
        if (value == null) {
            // A value set before its keyval was freed stays readable, as the MPI standard keeps it alive.
            check("MPI_" + kind.cName + "_get_attr", keyval, owner, label);
            return null;
        }
        try (ObjectInputStream in = new RankClassesInput(new ByteArrayInputStream(value))) {
            return in.readObject();
        } catch (IOException | ClassNotFoundException e) {
            throw owner.error(ErrorClass.OTHER, "MPI_" + kind.cName + "_get_attr(" + label + "): keyval " + keyval
                    + " cannot be read back: " + e);
        }
    }

    public synchronized void set(int keyval, Object value, Owner owner, String label) {
        String call = "MPI_" + kind.cName + "_set_attr";
        check(call, keyval, owner, label);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        } catch (IOException e) {
            throw owner.error(ErrorClass.ARG, call + "(" + label + "): the value of keyval " + keyval
                    + " must be Serializable, as in Open MPI's binding: " + e);
        }
        values.put(keyval, bytes.toByteArray());
    }

    public synchronized void delete(int keyval, Owner owner, String label) {
        check("MPI_" + kind.cName + "_delete_attr", keyval, owner, label);
        values.remove(keyval);
    }

    /** The copy a duplicate starts with (MPI_Comm_dup, MPI_Type_dup). */
    public synchronized Attributes copy() {
        Attributes copy = new Attributes(kind);
        copy.values.putAll(values);
        return copy;
    }

    private void check(String call, int keyval, Owner owner, String label) {
        if (!KEYVALS.get(owner.runtime()).ofKind(keyval, kind)) {
            throw owner.error(ErrorClass.KEYVAL, call + "(" + label + "): keyval " + keyval + " was not created by "
                    + kind.javaClass + ".createKeyval()");
        }
    }

    /** The keyvals one rank created and has not freed, with the kind of object each was created for. */
    private static final class Keyvals {
        private final Map<Integer, Kind> kinds = new HashMap<>();
        private int next = 100;

        synchronized int create(Kind kind) {
            int keyval = next++;
            kinds.put(keyval, kind);
            return keyval;
        }

        synchronized boolean free(int keyval, Kind kind) {
            return kinds.get(keyval) == kind && kinds.remove(keyval) != null;
        }

        synchronized boolean ofKind(int keyval, Kind kind) {
            return kinds.get(keyval) == kind;
        }
    }

    /**
     * Reads a value back with the classes of the calling rank (its thread's context class loader): the runtime is
     * shared by all ranks, so the stream's default, the loader of the nearest caller on the stack, would be the
     * runtime's own, which does not see the program's classes a value may be made of.
     */
    private static final class RankClassesInput extends ObjectInputStream {
        RankClassesInput(InputStream in) throws IOException {
            super(in);
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            ClassLoader rank = Thread.currentThread().getContextClassLoader();
            if (rank != null) {
                try {
                    return Class.forName(desc.getName(), false, rank);
                } catch (ClassNotFoundException notTheRanks) {
                    // A JDK class or one of primitives' arrays: the default resolution finds it.
                }
            }
            return super.resolveClass(desc);
        }
    }
}
