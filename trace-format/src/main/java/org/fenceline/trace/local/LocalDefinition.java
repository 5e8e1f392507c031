package org.fenceline.trace.local;

import java.util.List;
import java.util.Objects;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;

/**
 * A definition record of a local trace. Ids are RANK-LOCAL (chosen by the runtime of one rank, which cannot
 * know global ids); the merge unifies them by the keys documented on each record. Definitions are interleaved
 * with events and always precede the events and definitions that refer to them.
 */
public sealed interface LocalDefinition {

    /** Who wrote the file. Written once, first, by the writer. The merge checks it against the run manifest. */
    record LocationInfo(int location, String name, int rank, int thread) implements LocalDefinition {
        public LocationInfo {
            Objects.requireNonNull(name, "name");
        }
    }

    /** Unified by (name, file, line, paradigm, role). */
    record Region(int id, String name, String file, int line, Paradigm paradigm, RegionRole role)
            implements LocalDefinition {
        public Region {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(paradigm, "paradigm");
            Objects.requireNonNull(role, "role");
        }
    }

    /** Unified by (file, line, caller, region). {@code region} is a local region id. */
    record CallSite(int id, String file, int line, String caller, int region) implements LocalDefinition {
        public CallSite {
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(caller, "caller");
        }
    }

    /** Unified by the member list (global ranks, in group rank order). */
    record Group(int id, List<Integer> members) implements LocalDefinition {
        public Group {
            members = List.copyOf(members);
        }
    }

    /**
     * Unified by (key, name): {@code key} is a job-unique number the runtime gives the communicator, the same
     * on every member. {@code group} is a local group id.
     */
    record Communicator(int id, long key, String name, int group) implements LocalDefinition {
        public Communicator {
            Objects.requireNonNull(name, "name");
        }
    }

    /** Unified by (key, name), like communicators. {@code communicator} is a local communicator id. */
    record Window(int id, long key, String name, int communicator) implements LocalDefinition {
        public Window {
            Objects.requireNonNull(name, "name");
        }
    }

    /**
     * The Cartesian topology of a communicator (MPI_Cart_create); unified by the global communicator, since every
     * member records the same one. {@code communicator} is a local communicator id; {@code coordinates.get(r)} are
     * the grid coordinates of the communicator's rank {@code r}, one per dimension.
     */
    record CartTopology(int communicator, String name, List<Definitions.CartDimension> dimensions,
                        List<List<Integer>> coordinates) implements LocalDefinition {
        public CartTopology {
            Objects.requireNonNull(name, "name");
            dimensions = List.copyOf(dimensions);
            coordinates = coordinates.stream().map(List::copyOf).toList();
        }
    }

    /**
     * A clock synchronisation point of this location: at raw local time {@code localTime}, the reference
     * clock reads {@code localTime - offset}. The runtime measures one at Init and one at Finalize.
     */
    record ClockSyncPoint(long localTime, long offset) implements LocalDefinition {
    }
}
