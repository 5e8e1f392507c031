package mpi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Hints as (key, value) string pairs (MPI_Info). Windows read {@code fenceline.rma_access} ({@code direct}
 * or {@code emulated}) to choose how their one-sided operations reach the target.
 */
public final class Info implements Freeable, Cloneable {
    private Map<String, String> entries;

    /** MPI_Info_create: an empty info object (MPI must be initialised, as in Open MPI). */
    public Info() throws MPIException {
        this(new LinkedHashMap<>());
        MPI.check();
    }

    private Info(Map<String, String> entries) {
        this.entries = entries;
    }

    /** MPI_INFO_NULL. */
    static Info nullHandle() {
        return new Info(null);
    }

    static Info of(Map<String, String> entries) {
        return new Info(new LinkedHashMap<>(entries));
    }

    /** The pairs of {@code info}; MPI_INFO_NULL and null mean none. */
    static Map<String, String> entriesOf(Info info) {
        return info == null || info.entries == null ? Map.of() : Map.copyOf(info.entries);
    }

    public void set(String key, String value) throws MPIException {
        live().put(key, value);
    }

    /** The value of {@code key}, or null if it is not set. */
    public String get(String key) throws MPIException {
        return live().get(key);
    }

    public void delete(String key) throws MPIException {
        if (live().remove(key) == null) {
            throw new MPIException(MPI.ERR_INFO_NOKEY, MPI.ERR_INFO_NOKEY, "MPI_Info_delete: no key " + key);
        }
    }

    public int size() throws MPIException {
        return live().size();
    }

    /** The {@code i}-th key, in the order the keys were set. */
    public String getKey(int i) throws MPIException {
        List<String> keys = new ArrayList<>(live().keySet());
        if (i < 0 || i >= keys.size()) {
            throw new MPIException(MPI.ERR_ARG, MPI.ERR_ARG, "MPI_Info_get_nthkey: " + i + " is not below "
                    + keys.size());
        }
        return keys.get(i);
    }

    /** Like {@link #dup}, for Java's clone(), which cannot throw the checked MPIException. */
    @Override
    public Info clone() {
        try {
            return dup();
        } catch (MPIException e) {
            throw new RuntimeException(e.getMessage(), e);
        }
    }

    public Info dup() throws MPIException {
        return new Info(new LinkedHashMap<>(live()));
    }

    @Override
    public void free() throws MPIException {
        entries = null;
    }

    public boolean isNull() {
        return entries == null;
    }

    private Map<String, String> live() throws MPIException {
        if (entries == null) {
            throw new MPIException(MPI.ERR_INFO, MPI.ERR_INFO, "the info object is MPI_INFO_NULL or freed");
        }
        return entries;
    }
}
