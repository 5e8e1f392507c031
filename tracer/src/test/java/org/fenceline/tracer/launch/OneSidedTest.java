package org.fenceline.tracer.launch;

import org.fenceline.tracer.programs.rma.OneSidedPatterns;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** One-sided communication, each program run as real ranks through the Launcher. */
class OneSidedTest {
    @ParameterizedTest
    @CsvSource({"ideal, direct", "ideal, emulated", "sci-p3, direct", "sci-p3, emulated"})
    void everySynchronisationModeWithEveryOperation(String profile, String access) {
        MpiRun.run(profile, 4, OneSidedPatterns.class, access).expectSuccess();
    }
}
