package org.fenceline.tracer.device.io;

import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import org.fenceline.tracer.device.MessageDevice;

/**
 * The files of one job: those being opened (until every member of the opening communicator has joined) and those
 * open. Shared by all ranks, like the device it belongs to; each rank reaches it through {@link #of}.
 */
public final class FileTable {
    private static final Map<MessageDevice, FileTable> BY_DEVICE = new WeakHashMap<>();

    private final Map<String, SharedFile> forming = new HashMap<>();
    private final Set<SharedFile> open = new HashSet<>();

    private FileTable() {
    }

    /** The file table of the job that runs on {@code device}. */
    public static FileTable of(MessageDevice device) {
        synchronized (BY_DEVICE) {
            return BY_DEVICE.computeIfAbsent(device, d -> new FileTable());
        }
    }

    /**
     * Joins the file that the {@code members} ranks of one communicator open together under {@code key} (the
     * same on every member). The first to arrive opens it; the outcome, a failure included, is every member's.
     */
    public synchronized SharedFile join(String key, int members, Path path, Set<OpenOption> options,
            boolean deleteOnClose, boolean append) {
        SharedFile file = forming.get(key);
        if (file == null) {
            file = SharedFile.open(this, path, members, options, deleteOnClose, append);
            forming.put(key, file);
            if (file.failure() == null) {
                open.add(file);
            }
        }
        if (file.joined()) {
            forming.remove(key);
        }
        return file;
    }

    /** Whether some communicator of the job has {@code path} open (MPI_File_delete refuses such a file). */
    public synchronized boolean isOpen(Path path) {
        for (SharedFile file : open) {
            if (file.path().equals(path)) {
                return true;
            }
        }
        return false;
    }

    synchronized void closed(SharedFile file) {
        open.remove(file);
    }
}
