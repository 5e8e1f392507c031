package org.fenceline.trace.otf2;

/** The OTF2_Type values (OTF2_GeneralDefinitions.h) of the attributes Fenceline writes and reads. */
public final class Otf2Type {
    public static final int UINT64 = 4;

    private Otf2Type() {
    }
}
