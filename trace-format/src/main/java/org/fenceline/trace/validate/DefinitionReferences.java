package org.fenceline.trace.validate;

import java.util.List;

import org.fenceline.trace.model.Definitions;

/** {@link Rule#UNDEFINED_ID} inside the definitions: the system tree, groups, communicators, windows, call sites. */
final class DefinitionReferences {
    private DefinitionReferences() {
    }

    static void check(Definitions d, Reporter report) {
        for (Definitions.CallSite site : d.callSites()) {
            require(report, "call site " + site.id(), "region", site.region(), d.regions());
        }
        for (Definitions.Node node : d.nodes()) {
            require(report, "node " + node.id(), "machine", node.machine(), d.machines());
        }
        for (Definitions.Process process : d.processes()) {
            require(report, "process " + process.id(), "node", process.node(), d.nodes());
        }
        for (Definitions.Location location : d.locations()) {
            require(report, "location " + location.id(), "process", location.process(), d.processes());
        }
        for (Definitions.Group group : d.groups()) {
            for (int member : group.members()) {
                require(report, "group " + group.id(), "member location", member, d.locations());
            }
        }
        for (Definitions.Communicator comm : d.communicators()) {
            require(report, "communicator " + comm.id(), "group", comm.group(), d.groups());
        }
        for (Definitions.Window window : d.windows()) {
            require(report, "window " + window.id(), "communicator", window.communicator(), d.communicators());
        }
        for (Definitions.ClockSync sync : d.clockSync()) {
            require(report, "clock sync", "location", sync.location(), d.locations());
        }
    }

    private static void require(Reporter report, String owner, String what, int id, List<?> defined) {
        if (id < 0 || id >= defined.size()) {
            report.inDefinitions(Rule.UNDEFINED_ID, owner + " refers to " + what + " " + id + ", which is not defined");
        }
    }
}
