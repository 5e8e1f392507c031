package org.fenceline.tracer.launch;

import org.fenceline.tracer.programs.BufferKinds;
import org.fenceline.tracer.programs.Buffered;
import org.fenceline.tracer.programs.Datatypes;
import org.fenceline.tracer.programs.Structs;
import org.fenceline.tracer.programs.NonBlocking;
import org.fenceline.tracer.programs.OrderingAndProbe;
import org.fenceline.tracer.programs.ReinterpretedArrays;
import org.fenceline.tracer.programs.SendModes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Point-to-point semantics, each program run as real ranks through the Launcher. */
class PointToPointTest {
    /** Around the default protocol switch points: short 500 B, eager 128 KiB, DMA rendezvous 256 KiB. */
    private static final String[] SIZES = {"0", "1", "100", "500", "501", "4000", "131072", "131073", "262144",
        "600000"};

    @Test
    void everyBufferKindArrivesIntact() {
        MpiRun.run(2, BufferKinds.class).expectSuccess();
    }

    @Test
    void arraysOfAnotherElementTypeTravelAsTheirMemoryImage() {
        MpiRun.run(2, ReinterpretedArrays.class).expectSuccess();
    }

    @Test
    void wildcardsKeepPerSenderOrderAndProbeSeesLengths() {
        MpiRun.run(5, OrderingAndProbe.class).expectSuccess();
    }

    @Test
    void nonBlockingWaitTestCancelAndPersistentRequests() {
        MpiRun.run(2, NonBlocking.class).expectSuccess();
    }

    @Test
    void bufferedSendsUseTheAttachedBuffer() {
        MpiRun.run(2, Buffered.class).expectSuccess();
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void derivedDatatypesThroughEveryProtocol(String profile) {
        MpiRun.run(profile, 2, Datatypes.class, "16384").expectSuccess();
    }

    @Test
    void structsInOpenMpisLayoutWithNestedArrays() {
        MpiRun.run(2, Structs.class).expectSuccess();
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void sendModesAtProtocolBoundaries(String profile) {
        MpiRun.run(profile, 2, SendModes.class, SIZES).expectSuccess();
    }
}
