package org.fenceline.trace;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.ExecutionException;

/**
 * The failure of work another thread did, as the waiting thread passes it on: unchanged where it is an
 * {@link IOException}, a {@link RuntimeException} or an {@link Error} (a {@link CorruptTraceException} keeps its file
 * and offset, a heap that ran out stays an {@link OutOfMemoryError}), else wrapped. An {@link UncheckedIOException}
 * is the {@link IOException} it carries: it only wrapped one to leave a lambda or an iterator (a global trace's event
 * stream, a spill file, a local trace's buffer).
 * <pre>{@code
 * } catch (ExecutionException e) {
 *     throw TaskFailures.passOn(e, "encoding a row group failed");
 * }
 * }</pre>
 */
public final class TaskFailures {
    private TaskFailures() {
    }

    /**
     * Throws the cause of {@code failed} if it is unchecked or an {@link IOException} (the one inside an
     * {@link UncheckedIOException}); otherwise returns it wrapped in an {@link IOException} saying {@code what}, for
     * the caller to throw.
     */
    public static IOException passOn(ExecutionException failed, String what) throws IOException {
        Throwable cause = failed.getCause();
        if (cause instanceof UncheckedIOException unchecked) {
            throw unchecked.getCause();
        }
        if (cause instanceof IOException io) {
            throw io;
        }
        if (cause instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (cause instanceof Error error) {
            throw error;
        }
        return new IOException(what, cause);
    }
}
