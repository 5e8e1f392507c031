package org.fenceline.patterns.rma;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.analyzer.pattern.WindowCollective;
import org.fenceline.analyzer.pattern.WindowCollectiveKind;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Early Fence (mpi_rma_early_fence): the part of Wait at Fence spent waiting for operations targeting this rank. */
public final class EarlyFence extends CatalogPattern {
    public EarlyFence() {
        super("mpi_rma_early_fence", "Early Fence", "sec", "mpi_rma_wait_at_fence", new Description(
                "Time spent in MPI_Win_fence waiting for outstanding one-sided operations that target this"
                        + " process to finish: part of Wait at Fence.",
                "only when Wait at Fence &gt; 0: with <i>lastOp</i> = latest leave of the one-sided operation"
                        + " calls of the closed epoch (issued after the window's previous collective call) that"
                        + " target this process, if ENTER &lt; <i>lastOp</i> &le; exit, <i>idle</i> ="
                        + " <i>lastOp</i> &minus; ENTER. Charged to the fence's call path on the target.",
                "The target reaches the fence before its origins have finished accessing it: origins issue"
                        + " their operations late in the epoch, after unbalanced computation.",
                "Issue one-sided operations as early in the epoch as the data allows; balance the origins'"
                        + " work before their accesses."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void windowCollective(WindowCollective c) {
                if (c.kind() != WindowCollectiveKind.FENCE || WindowCollectiveWait.idle(c) <= 0) {
                    return;
                }
                long lastOp = c.lastOperationLeave();
                if (lastOp > c.begin() && lastOp <= c.end()) {
                    long idle = lastOp - c.begin();
                    context.addNanos(c.callPath(), idle);
                    context.instance(c.callPath(), c.begin(), lastOp, idle, c.lastOperationOrigin(),
                            c.lastOperationEnter(), lastOp);
                }
            }
        };
    }
}
