package org.fenceline.trace;

import java.util.concurrent.ThreadFactory;

/**
 * The threads of a pool whose tasks' failures reach their owner through the tasks' futures: daemons (a pool left
 * behind never keeps the JVM alive), on which a heap that ran out is not reported by the JVM as well: the owner
 * fails with the same error and reports it once (the command line's one-line out-of-memory message). Any other
 * uncaught failure is reported as the JVM reports it.
 */
public final class WorkerThreads implements ThreadFactory {
    private final String name;

    /** @param name every thread's name */
    public WorkerThreads(String name) {
        this.name = name;
    }

    @Override
    public Thread newThread(Runnable work) {
        Thread thread = new Thread(work, name);
        thread.setDaemon(true);
        thread.setUncaughtExceptionHandler((t, e) -> {
            if (!(e instanceof OutOfMemoryError)) {
                t.getThreadGroup().uncaughtException(t, e);
            }
        });
        return thread;
    }
}
