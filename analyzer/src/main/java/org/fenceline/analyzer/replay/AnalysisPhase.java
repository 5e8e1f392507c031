package org.fenceline.analyzer.replay;

/** The steps of an analysis whose wall-clock time {@link PhaseTimes} records, in the order they run. */
public enum AnalysisPhase {
    /**
     * Before the analysis: the launcher, the JVM's start and the command line, from the process's start (as the
     * system records it, to about 10 ms); charged by the command line with {@link PhaseTimes#add}.
     */
    START_UP("start-up"),
    /** Opening the trace (definitions.json and the Parquet footer) and loading the pattern catalog. */
    OPEN("open"),
    /** Reading each location's events into compact records. */
    READ("read"),
    /** Merging the locations' call trees. */
    CALL_TREE("call tree"),
    /** Pairing messages, matching collective operations and one-sided epochs across locations. */
    MATCHING("matching"),
    /** The pattern replay, with each location's last callbacks and metric sums. */
    REPLAY("replay"),
    /** The backward replay: root causes of wait states and the critical path (if a pattern uses them). */
    ROOT_CAUSES("root causes"),
    /** Assembling the report (system tree, metadata). */
    REPORT("report"),
    /** Writing the report files (.cubex and summary JSON). */
    REPORT_WRITING("report writing");

    private final String label;

    AnalysisPhase(String label) {
        this.label = label;
    }

    /** The name printed for the phase, e.g. {@code "call tree"}. */
    public String label() {
        return label;
    }
}
