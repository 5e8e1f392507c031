package org.fenceline.tracer.launch;

import org.fenceline.tracer.programs.Hello;
import org.junit.jupiter.api.Test;

class LauncherSmokeTest {
    @Test
    void ringOfFour() {
        MpiRun.run(4, Hello.class).expectSuccess();
    }
}
