package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Long-term Wait at N x N delay costs (delay_n2n_longterm). */
public final class NxNLongTermDelay extends DelayCosts {
    public NxNLongTermDelay() {
        super("delay_n2n_longterm", "Long-term", "delay_n2n_aggregate", DelayTerm.LONG, new Description(
                "Delays that cause Wait at N x N wait states indirectly: excess time that made some "
                + "location wait or late (in any kind of wait state), where that waiting then propagated, "
                + "through further wait states, into Wait at N x N wait states.",
                "Backward replay from the last wait state to the first. Each wait state carries its costs "
                + "<i>C<sub>k</sub></i>: the waiting of kind <i>k</i> it causes later on other locations "
                + "(accumulated before the replay reaches it). With <i>d(c)</i>, <i>W</i> and <i>w</i> as for "
                + "the short-term costs, each wait state adds <i>C<sub>k</sub></i> / (&Sigma;<i>d</i> + "
                + "<i>W</i>) &middot; <i>d(c)</i> to the long-term costs of kind <i>k</i> of <i>c</i> on its "
                + "delayer (as Scalasca, long-term costs are filed under the kind of the waiting they end in, "
                + "not of the wait state the delay caused first); each wait state of the delayer in the "
                + "interval adds min(<i>w</i> / (&Sigma;<i>d</i> + <i>W</i>), 1) times its waiting time to "
                + "its own costs of the first wait state's kind and <i>C<sub>k</sub></i> / (&Sigma;<i>d</i> + "
                + "<i>W</i>) times it to those of kind <i>k</i>.",
                "Load imbalance before the all-to-all, allreduce or allgather.",
                "Balance the work before the operation; consider whether every process needs the result at "
                + "once."),
                "mpi_wait_nxn");
    }
}
