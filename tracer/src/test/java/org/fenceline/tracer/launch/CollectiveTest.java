package org.fenceline.tracer.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.fenceline.tracer.programs.CollectiveChecks;
import org.fenceline.tracer.sci.TimingProfile;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every collective against a sequential reference, run as real ranks through the Launcher. */
class CollectiveTest {
    /** 40 000 ints = 160 000 bytes: above the eager size, so the large-data algorithms run. */
    private static final String LARGE = "40000";

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 7, 8, 16})
    void everyCollectiveOnTheIdealNetwork(int np) {
        MpiRun.run("ideal", np, CollectiveChecks.class, LARGE).expectSuccess();
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4})
    void everyCollectiveOnTheSciP3Network(int np) {
        MpiRun.run("sci-p3", np, CollectiveChecks.class, LARGE).expectSuccess();
    }

    /** The alternative algorithms the profile can select: Rabenseifner, the generic tree, BAB, naive allgather. */
    @ParameterizedTest
    @CsvSource({"rabenseifner, exchange, naive, 7", "rabenseifner, exchange, naive, 8", "tree, segment, shift, 5"})
    void alternativeAlgorithms(String reduce, String barrier, String allgather, int np) throws IOException {
        String properties = TimingProfile.ideal().toProperties()
                .replace("largeReduceAlgorithm=pipeline", "largeReduceAlgorithm=" + reduce)
                .replace("barrierAlgorithm=segment", "barrierAlgorithm=" + barrier)
                .replace("allgatherAlgorithm=shift", "allgatherAlgorithm=" + allgather);
        Path profile = Files.writeString(dir.resolve(reduce + ".properties"), properties);
        MpiRun.run(profile.toString(), np, CollectiveChecks.class, LARGE).expectSuccess();
    }
}
