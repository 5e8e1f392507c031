package org.fenceline.trace.otf2;

/**
 * The ids of OTF2's global definition records (share/otf2/otf2.defs) that Fenceline reads and writes: one list for
 * {@link Otf2DefinitionReader} and the export, as {@link Otf2EventKind} is for the event records.
 */
public final class Otf2DefinitionRecord {
    public static final int CLOCK_PROPERTIES = 5;
    public static final int STRING = 10;
    public static final int ATTRIBUTE = 11;
    public static final int SYSTEM_TREE_NODE = 12;
    public static final int LOCATION_GROUP = 13;
    public static final int LOCATION = 14;
    public static final int REGION = 15;
    public static final int GROUP = 18;
    public static final int COMM = 22;
    public static final int RMA_WIN = 24;
    public static final int CART_DIMENSION = 30;
    public static final int CART_TOPOLOGY = 31;
    public static final int CART_COORDINATE = 32;
    public static final int CALLING_CONTEXT = 34;

    private Otf2DefinitionRecord() {
    }
}
