package org.fenceline.trace.validate;

import org.fenceline.trace.model.Definitions;

/** Human-readable names of ids in violation messages; an undefined id shows as its number. */
final class Names {
    private final Definitions definitions;

    Names(Definitions definitions) {
        this.definitions = definitions;
    }

    String region(int id) {
        return id >= 0 && id < definitions.regions().size()
                ? "'" + definitions.regions().get(id).name() + "'" : "#" + id;
    }

    String comm(int id) {
        return id >= 0 && id < definitions.communicators().size()
                ? "'" + definitions.communicators().get(id).name() + "'" : "#" + id;
    }
}
