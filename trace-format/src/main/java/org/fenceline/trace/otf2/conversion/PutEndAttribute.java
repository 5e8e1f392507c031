package org.fenceline.trace.otf2.conversion;

/**
 * The OTF2 attribute by which Fenceline's export carries, on an origin's RmaPut or RmaAtomic, the time at which
 * the Put ended at its target as Fenceline placed it (the target's PUT_1TE) in the extended RMA event model. OTF2
 * has no target-side record of a Put, and the merge places an end it must infer at the target's synchronisation
 * by tie-breaks that a second merge need not repeat; with the attribute, the import writes the end at the target
 * at its time and the round trip keeps every event where it was. Other OTF2 readers show it as an additional
 * attribute of type UINT64 (ticks of the archive's timer).
 */
final class PutEndAttribute {
    static final String NAME = "Fenceline::PutEndAtTarget";
    static final String DESCRIPTION = "time at which the Put ended at its target, as Fenceline placed it";

    private PutEndAttribute() {
    }
}
