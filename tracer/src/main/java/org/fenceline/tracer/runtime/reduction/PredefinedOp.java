package org.fenceline.tracer.runtime.reduction;

/** MPI's predefined reduction operations. REPLACE and NO_OP exist for one-sided accumulates only. */
public enum PredefinedOp {
    MAX, MIN, SUM, PROD, LAND, BAND, LOR, BOR, LXOR, BXOR, MINLOC, MAXLOC, REPLACE, NO_OP;

    public String mpiName() {
        return "MPI_" + name();
    }

    /** Whether collectives (reduce, scan, ...) accept it: REPLACE and NO_OP only make sense for accumulates. */
    public boolean forCollectives() {
        return this != REPLACE && this != NO_OP;
    }
}
