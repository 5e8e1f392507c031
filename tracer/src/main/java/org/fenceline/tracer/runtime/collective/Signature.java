package org.fenceline.tracer.runtime.collective;

/**
 * What every member of a collective must agree on, carried in the tag of each of its messages: the
 * operation, the root and the reduction operation. Receivers accept any tag from their peer and compare, so a
 * disagreement becomes an MPI error at the first message instead of a hang. Roots are only compared modulo
 * 2^16 and user-defined operations share one code: the check is cheap, not exhaustive.
 */
record Signature(CollectiveKind kind, int root, int opCode) {
    static final int NO_ROOT = -1;
    static final int NO_OP = 0;

    int tag() {
        int rootBits = root == NO_ROOT ? 0xFFFF : root & 0xFFFF;
        return kind.ordinal() << 22 | (opCode & 0x3F) << 16 | rootBits;
    }

    /** Describes a received tag for an error message, as this rank's own call would be described. */
    static String describe(int tag) {
        CollectiveKind[] kinds = CollectiveKind.values();
        int kind = tag >>> 22;
        if (tag < 0 || kind >= kinds.length) {
            return "a message that is not part of a collective (tag " + tag + ")";
        }
        int root = tag & 0xFFFF;
        int op = tag >>> 16 & 0x3F;
        return kinds[kind].mpiName() + (root == 0xFFFF ? "" : "(root=" + root + ")")
                + (op == NO_OP ? "" : " with op #" + op);
    }

    /** The MPI error class for a disagreement with {@code other}. */
    int errorClassAgainst(int other, int rootClass, int opClass, int otherClass) {
        if (other >>> 22 != kind.ordinal()) {
            return otherClass;
        }
        if ((other >>> 16 & 0x3F) != (opCode & 0x3F)) {
            return opClass;
        }
        return rootClass;
    }
}
