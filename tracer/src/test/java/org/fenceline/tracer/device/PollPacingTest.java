package org.fenceline.tracer.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The spin window of a polling rank: closed when ranks outnumber cores, adapted to how long waits last. */
class PollPacingTest {

    @Test
    void ranksThatOutnumberTheCoresNeverSpin() {
        assertFalse(new PollPacing(4, 2).coresForAll());
        assertEquals(0, new PollPacing(4, 2).spin().begin());
        assertTrue(new PollPacing(2, 2).coresForAll(), "two ranks on two cores");
        assertEquals(PollPacing.MAX_SPIN_NANOS, new PollPacing(2, 2).spin().begin());
    }

    @Test
    void ranksWithACoreOfTheirOwnPollLongerBeforeTheySleep() {
        assertEquals(PollPacing.POLL_WITH_OWN_CORE_NANOS, new PollPacing(2, 2).pollBeforeSleep(50_000));
        assertEquals(50_000, new PollPacing(4, 2).pollBeforeSleep(50_000), "sharing cores: the profile's time");
        assertEquals(5_000_000, new PollPacing(2, 2).pollBeforeSleep(5_000_000), "never shorter than the profile's");
    }

    @Test
    void slowRepliesCloseTheWindowAndAProbeReopensIt() {
        PollPacing.Spin spin = new PollPacing(2, 2).spin();
        long window = spin.begin();
        int halvings = 0;
        while (window > 0) {
            spin.ended(window + 1, window);
            window = spin.begin();
            halvings++;
        }
        assertEquals(5, halvings, "20 us halves to 10, 5, 2.5, 1.25 us, then closes");
        for (int wait = 2; wait < PollPacing.PROBE_EVERY; wait++) { // the loop's last look was the first
            assertEquals(0, spin.begin(), "closed between probes");
        }
        long probe = spin.begin();
        assertEquals(PollPacing.PROBE_SPIN_NANOS, probe);
        spin.ended(300, probe);
        assertEquals(2 * PollPacing.PROBE_SPIN_NANOS, spin.begin(), "a quick reply reopens it");
    }

    @Test
    void quickRepliesKeepTheWindowOpenAndBounded() {
        PollPacing.Spin spin = new PollPacing(2, 8).spin();
        for (int i = 0; i < 10; i++) {
            spin.ended(500, spin.begin());
        }
        assertEquals(PollPacing.MAX_SPIN_NANOS, spin.begin());
        spin.ended(0, 0);
        assertEquals(PollPacing.MAX_SPIN_NANOS, spin.begin(), "a wait that did not spin teaches nothing");
    }
}
