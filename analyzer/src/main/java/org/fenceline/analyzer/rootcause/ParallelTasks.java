package org.fenceline.analyzer.rootcause;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;

/** Runs tasks in parallel and returns when all are done (the engine's thread pool); rethrows the first failure. */
@FunctionalInterface
public interface ParallelTasks {
    void runAll(List<Callable<Void>> tasks) throws IOException;
}
