package org.fenceline.analyzer.trace;

/**
 * Kinds of defective input the analysis works around instead of failing. Each occurrence is counted; the
 * analysis result lists the counts so a user knows what the numbers do not cover.
 */
public enum TraceProblem {
    NESTING("region exits that do not match the innermost open region, exits without an enter, or regions never"
            + " left (closed at the location's last event)"),
    OUTSIDE_REGION("message or request events outside any region (skipped)"),
    UNKNOWN_REQUEST("completions or cancellations of requests that were never started (skipped)"),
    BAD_REFERENCE("events naming an undefined region, communicator or partner location (skipped)"),
    UNMATCHED_SEND("sends without a matching receive (counted as sent, no wait states)"),
    UNMATCHED_RECEIVE("receives without a matching send (skipped)"),
    COLLECTIVE_MISMATCH("collective operations that not every member of the communicator recorded alike (skipped)"),
    RMA_MISMATCH("one-sided records without their partner: epochs no partner epoch matches, window calls not every"
            + " member recorded alike or recorded without their window, lock records without request, grant or"
            + " release, operations in an epoch that is never closed (skipped)"),
    CLOCK_CONDITION_P2P("messages received before they were sent (waiting time clamped as in Scalasca)"),
    CLOCK_CONDITION_COLLECTIVE("collective operations left before their last relevant participant entered"
            + " (waiting time clamped as in Scalasca)");

    private final String description;

    TraceProblem(String description) {
        this.description = description;
    }

    /** What was found and how the analysis treated it. */
    public String description() {
        return description;
    }
}
