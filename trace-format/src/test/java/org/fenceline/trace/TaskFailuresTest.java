package org.fenceline.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;

class TaskFailuresTest {
    @Test
    void anIOExceptionComesOutAsItWasThrownEvenInsideAnUncheckedOne() {
        IOException io = new IOException("disk full");
        assertSame(io, assertThrows(IOException.class,
                () -> TaskFailures.passOn(new ExecutionException(io), "writing")));
        assertSame(io, assertThrows(IOException.class,
                () -> TaskFailures.passOn(new ExecutionException(new UncheckedIOException(io)), "writing")));
    }

    @Test
    void uncheckedFailuresComeOutUnchanged() {
        IllegalStateException bug = new IllegalStateException("bug");
        assertSame(bug, assertThrows(IllegalStateException.class,
                () -> TaskFailures.passOn(new ExecutionException(bug), "writing")));
        OutOfMemoryError heap = new OutOfMemoryError("Java heap space");
        assertSame(heap, assertThrows(OutOfMemoryError.class,
                () -> TaskFailures.passOn(new ExecutionException(heap), "writing")));
    }

    @Test
    void otherCheckedFailuresAreWrappedSayingWhatFailed() throws IOException {
        Exception other = new Exception("checked");
        IOException wrapped = TaskFailures.passOn(new ExecutionException(other), "encoding a row group failed");
        assertEquals("encoding a row group failed", wrapped.getMessage());
        assertSame(other, wrapped.getCause());
    }
}
