package org.fenceline.tracer.runtime;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
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

    /** Reports an error through the error handler of the object the attributes belong to. */
    @FunctionalInterface
    public interface Owner {
        MpiError error(int errorClass, String message);
    }

    /** Keyvals of this rank (the class is loaded per rank); the predefined ones lie below. */
    private static final Map<Integer, Kind> KEYVALS = new HashMap<>();
    private static int nextKeyval = 100;

    private final Kind kind;
    private final Map<Integer, byte[]> values = new HashMap<>();

    public Attributes(Kind kind) {
        this.kind = kind;
    }

    public static synchronized int createKeyval(Kind kind) {
        int keyval = nextKeyval++;
        KEYVALS.put(keyval, kind);
        return keyval;
    }

    /** MPI_xxx_free_keyval: attributes already set under it stay readable (they are not deleted). */
    public static synchronized void freeKeyval(Kind kind, int keyval) {
        if (KEYVALS.get(keyval) != kind) {
            throw RankRuntime.current().error(ErrorClass.KEYVAL, "MPI_" + kind.cName + "_free_keyval: keyval "
                    + keyval + " was not created by " + kind.javaClass + ".createKeyval()");
        }
        KEYVALS.remove(keyval);
    }

    private static synchronized boolean ofKind(int keyval, Kind kind) {
        return KEYVALS.get(keyval) == kind;
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
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(value))) {
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
        if (!ofKind(keyval, kind)) {
            throw owner.error(ErrorClass.KEYVAL, call + "(" + label + "): keyval " + keyval + " was not created by "
                    + kind.javaClass + ".createKeyval()");
        }
    }
}
