package org.fenceline.trace.otf2;

/** The kinds of reference a location's mapping tables translate (OTF2_MappingType), with OTF2's numbers. */
public enum Otf2MappingType {
    STRING(0), ATTRIBUTE(1), LOCATION(2), REGION(3), GROUP(4), METRIC(5), COMM(6), PARAMETER(7), RMA_WIN(8),
    SOURCE_CODE_LOCATION(9), CALLING_CONTEXT(10), INTERRUPT_GENERATOR(11), IO_FILE(12), IO_HANDLE(13),
    LOCATION_GROUP(14);

    private final int code;

    Otf2MappingType(int code) {
        this.code = code;
    }

    /** The type with OTF2 number {@code code}, or null for a kind this reader does not know. */
    static Otf2MappingType of(int code) {
        for (Otf2MappingType t : values()) {
            if (t.code == code) {
                return t;
            }
        }
        return null;
    }
}
