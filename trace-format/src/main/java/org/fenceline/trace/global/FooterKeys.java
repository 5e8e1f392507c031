package org.fenceline.trace.global;

/** The key-value metadata keys Fenceline puts into the footer of {@code events.parquet}. */
final class FooterKeys {
    /** The format version, {@link org.fenceline.trace.TraceLayout#FORMAT_VERSION}; marks the file as Fenceline's. */
    static final String FORMAT = "fenceline.format";
    /**
     * Row-group boundaries per location, comma-separated: location {@code l} owns row groups
     * {@code [b[l], b[l+1])}. One more value than there are locations.
     */
    static final String LOCATION_ROW_GROUPS = "fenceline.location.row_groups";
    /** Number of events of each location, comma-separated, in location id order. */
    static final String LOCATION_EVENTS = "fenceline.location.events";

    private FooterKeys() {
    }
}
