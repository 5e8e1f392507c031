package org.fenceline.viewer.timeline;

import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;

/** What the timeline colours a region by: its role, grouped into the classes a user tells apart at a glance. */
public enum RegionCategory {
    IDLE("Outside any region", 0xFFF4F4F4),
    COMPUTATION("Computation", 0xFF43A047),
    POINT_TO_POINT("MPI point-to-point", 0xFFE53935),
    COLLECTIVE("MPI collective", 0xFFFB8C00),
    RMA_COMMUNICATION("RMA communication", 0xFF1E88E5),
    RMA_SYNCHRONISATION("RMA synchronisation", 0xFF8E24AA),
    FILE_IO("MPI file I/O", 0xFF8D6E63),
    MPI_OTHER("Other MPI", 0xFFF48FB1),
    OVERHEAD("Measurement overhead", 0xFF616161);

    private final String label;
    private final int argb;

    RegionCategory(String label, int argb) {
        this.label = label;
        this.argb = argb;
    }

    public String label() {
        return label;
    }

    /** Opaque colour as ARGB. */
    public int argb() {
        return argb;
    }

    public static RegionCategory of(RegionRole role, Paradigm paradigm) {
        if (paradigm == Paradigm.MEASUREMENT || role == RegionRole.BUFFER_FLUSH) {
            return OVERHEAD;
        }
        return switch (role) {
            case POINT_TO_POINT -> POINT_TO_POINT;
            case RMA_COMMUNICATION -> RMA_COMMUNICATION;
            case RMA_ACTIVE_SYNC, RMA_PASSIVE_SYNC -> RMA_SYNCHRONISATION;
            case FUNCTION -> paradigm == Paradigm.MPI ? MPI_OTHER : COMPUTATION;
            case FILE_MANAGEMENT, FILE_IO_INDIVIDUAL, FILE_IO_COLLECTIVE -> FILE_IO;
            case INIT_FINALIZE, COMM_MANAGEMENT, WINDOW_MANAGEMENT -> MPI_OTHER;
            default -> role.isCollective() ? COLLECTIVE : MPI_OTHER;
        };
    }
}
