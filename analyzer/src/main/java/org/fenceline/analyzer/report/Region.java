package org.fenceline.analyzer.report;

import java.util.List;
import java.util.Objects;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;

/**
 * A code region (function, MPI call) as Cube describes it. {@code paradigm} and {@code role} use Cube's
 * vocabulary (e.g. {@code mpi}/{@code point2point}) because Scalasca's remapping and Cube users classify call
 * paths by these strings.
 *
 * @param index       position in the report's region list and Cube region id
 * @param name        e.g. {@code MPI_Recv} or {@code org.example.Solver.solve}
 * @param file        source file ("mod" in Cube); empty if unknown
 * @param beginLine   first line, -1 if unknown
 * @param endLine     last line, -1 if unknown
 * @param paradigm    {@code mpi}, {@code user}, {@code measurement}, ...
 * @param role        {@code function}, {@code point2point}, {@code barrier}, {@code one2all}, ...
 * @param description free text; may be empty
 */
public record Region(int index, String name, String file, int beginLine, int endLine, String paradigm, String role,
                     String description) {

    public Region {
        Objects.requireNonNull(name, "name");
        file = file == null ? "" : file;
        paradigm = paradigm == null ? "" : paradigm;
        role = role == null ? "" : role;
        description = description == null ? "" : description;
    }

    /** The regions of a trace, in trace id order (trace region id == report region index). */
    public static List<Region> listOf(Definitions definitions) {
        return definitions.regions().stream().map(Region::of).toList();
    }

    /** Module of MPI regions, as Score-P writes it (with lines -1): the MPI library, not a source file. */
    public static final String MPI_MODULE = "MPI";

    static Region of(Definitions.Region r) {
        boolean mpi = r.paradigm() == Paradigm.MPI;
        return new Region(r.id(), r.name(), mpi ? MPI_MODULE : r.file(), mpi ? -1 : r.line(), -1,
                cubeParadigm(r.paradigm()), cubeRole(r.role()), "");
    }

    private static String cubeParadigm(Paradigm p) {
        return switch (p) {
            case USER -> "user";
            case MPI -> "mpi";
            case MEASUREMENT -> "measurement";
        };
    }

    /** Maps Fenceline's roles to the OTF2/Cube role names Score-P writes for the same MPI calls. */
    private static String cubeRole(RegionRole r) {
        return switch (r) {
            case POINT_TO_POINT -> "point2point";
            case BARRIER -> "barrier";
            case COLLECTIVE_ONE_TO_ALL -> "one2all";
            case COLLECTIVE_ALL_TO_ONE -> "all2one";
            case COLLECTIVE_ALL_TO_ALL -> "all2all";
            case COLLECTIVE_SCAN, COLLECTIVE_OTHER -> "other collective";
            case RMA_COMMUNICATION -> "rma";
            case BUFFER_FLUSH -> "artificial";
            case FILE_MANAGEMENT -> "file_io_metadata";
            case FILE_IO_INDIVIDUAL, FILE_IO_COLLECTIVE -> "file_io";
            case FUNCTION, INIT_FINALIZE, COMM_MANAGEMENT, WINDOW_MANAGEMENT, RMA_ACTIVE_SYNC, RMA_PASSIVE_SYNC ->
                    "function";
        };
    }
}
