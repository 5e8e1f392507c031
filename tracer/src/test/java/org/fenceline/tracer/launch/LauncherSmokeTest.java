package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.fenceline.tracer.programs.Hello;
import org.junit.jupiter.api.Test;

class LauncherSmokeTest {
    @Test
    void ringOfFour() {
        MpiRun.run(4, Hello.class).expectSuccess();
    }

    @Test
    void torusOnSciP3() {
        MpiRun.run(LaunchOptions.parse(List.of("-np", "6", "--interconnect", "sci-p3", "--topology", "torus:3x2",
                Hello.class.getName()))).expectSuccess();
    }

    @Test
    void torusMustHaveOneNodePerRank() {
        assertThrows(IllegalArgumentException.class, () -> MpiRun.run(LaunchOptions.parse(List.of("-np", "4",
                "--topology", "torus:3x2", Hello.class.getName()))));
    }
}
