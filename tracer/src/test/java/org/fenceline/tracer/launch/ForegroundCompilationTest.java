package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import javax.management.JMException;
import javax.management.ObjectName;
import org.junit.jupiter.api.Test;

/** Virtual-time jobs make the JVM compile in the foreground while any of them runs, and only then. */
class ForegroundCompilationTest {
    @Test
    void theDirectiveHoldsWhileAnyJobRunsAndIsGoneAfterTheLast() throws JMException {
        assertFalse(foreground(), "no job yet");
        try (ForegroundCompilation first = ForegroundCompilation.begin()) {
            assertTrue(foreground(), "one job");
            try (ForegroundCompilation second = ForegroundCompilation.begin()) {
                assertTrue(foreground(), "two jobs");
            }
            assertTrue(foreground(), "the first job still runs");
            first.close();
            first.close();
            assertFalse(foreground(), "closing twice counts once");
        }
        assertFalse(foreground(), "both ended");
    }

    /** Whether HotSpot's directives (as {@code jcmd Compiler.directives_print} shows them) compile in the foreground. */
    private static boolean foreground() throws JMException {
        String directives = (String) ManagementFactory.getPlatformMBeanServer().invoke(
                new ObjectName("com.sun.management:type=DiagnosticCommand"), "compilerDirectivesPrint",
                new Object[] {new String[0]}, new String[] {String[].class.getName()});
        return directives.contains("BackgroundCompilation:false");
    }
}
