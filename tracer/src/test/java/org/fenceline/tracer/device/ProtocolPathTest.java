package org.fenceline.tracer.device;

import static org.fenceline.tracer.device.DeviceSemanticsTest.CTX;
import static org.fenceline.tracer.device.DeviceSemanticsTest.pattern;
import static org.fenceline.tracer.device.DeviceSemanticsTest.receive;
import static org.fenceline.tracer.device.DeviceSemanticsTest.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import org.fenceline.tracer.device.ProtocolCounters.Protocol;
import org.fenceline.tracer.sci.ManualClock;
import org.fenceline.tracer.sci.TimingProfile;
import org.fenceline.tracer.sci.Topology;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Which protocol carries a message, each protocol's boundaries, its resources, and emulated timing. */
class ProtocolPathTest {

    static Protocol[] expectedPath = {
        Protocol.SHORT, Protocol.SHORT, Protocol.SHORT, Protocol.LONG_SHORT, Protocol.LONG_SHORT, Protocol.EAGER,
        Protocol.EAGER, Protocol.RENDEZVOUS_PIO, Protocol.RENDEZVOUS_PIO, Protocol.RENDEZVOUS_DMA,
        Protocol.RENDEZVOUS_DMA};
    static int[] sizes = {0, 1, 92, 93, 500, 501, 128 * 1024, 128 * 1024 + 1, 256 * 1024 - 1, 256 * 1024,
        4 * 1024 * 1024};

    /**
     * The protocol a message takes on {@code profile} on the wall clock: {@code ideal} models no staging copies, so
     * its rendezvous messages take the single-copy path.
     */
    static Protocol onProfile(String profile, Protocol modelled) {
        boolean rendezvous = modelled == Protocol.RENDEZVOUS_PIO || modelled == Protocol.RENDEZVOUS_DMA;
        return rendezvous && profile.equals("ideal") ? Protocol.RENDEZVOUS_SINGLE_COPY : modelled;
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void eachSizeTakesItsProtocolAndArrivesIntact(String profile) {
        for (int i = 0; i < sizes.length; i++) {
            int size = sizes[i];
            try (SciDevice device = DeviceSemanticsTest.device(profile, 2)) {
                ByteBuffer target = ByteBuffer.allocate(size);
                RankThreads.run(2, rank -> {
                    if (rank == 0) {
                        send(device, 0, 1, 4, pattern(size, size), SendMode.STANDARD);
                    } else {
                        assertEquals(size, receive(device, 1, 0, 4, target).bytes());
                    }
                });
                assertEquals(pattern(size, size), target, "data of " + size + " B");
                assertEquals(1, device.counters().get(onProfile(profile, expectedPath[i])),
                        size + " B: " + device.counters());
                assertFalse(device.inFlight());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void directBuffersWithOffsetsWorkOnEveryPath(String profile) {
        for (int size : new int[] {8, 300, 1000, 200_000, 300_000}) {
            try (SciDevice device = DeviceSemanticsTest.device(profile, 2)) {
                ByteBuffer data = ByteBuffer.allocateDirect(size + 10);
                data.put(pattern(size + 10, 3)).position(5).limit(5 + size);
                ByteBuffer target = ByteBuffer.allocateDirect(size + 20).position(7);
                RankThreads.run(2, rank -> {
                    if (rank == 0) {
                        send(device, 0, 1, 1, data, SendMode.STANDARD);
                    } else {
                        assertEquals(size, receive(device, 1, 0, 1, target).bytes());
                    }
                });
                assertEquals(5, data.position(), "positions are left alone");
                assertEquals(7, target.position());
                assertEquals(pattern(size + 10, 3).slice(5, size), target.slice(7, size), size + " B");
                assertEquals(0, target.get(6));
                assertEquals(0, target.get(7 + size));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void synchronousSendsUseRendezvousAndBufferedOnesCompleteAtOnce(String profile) {
        try (SciDevice device = DeviceSemanticsTest.device(profile, 2)) {
            DeviceRequest ssend = device.startSend(0, 1, CTX, 1, pattern(8, 1), SendMode.SYNCHRONOUS);
            ByteBuffer data = pattern(200_000, 2);
            DeviceRequest bsend = device.startSend(0, 1, CTX, 2, data, SendMode.BUFFERED);
            assertTrue(bsend.isComplete(), "buffered: complete locally");
            data.put(0, (byte) 99);
            assertEquals(2, device.counters().get(onProfile(profile, Protocol.RENDEZVOUS_PIO)),
                    device.counters().toString());
            RankThreads.run(2, rank -> {
                if (rank == 0) {
                    device.await(0, ssend::isComplete, "ssend");
                    assertFalse(device.quiescent(0), "the buffered message still has to be transferred");
                    device.await(0, () -> device.quiescent(0), "finalize");
                } else {
                    assertEquals(8, receive(device, 1, 0, 1, ByteBuffer.allocate(8)).bytes());
                    ByteBuffer target = ByteBuffer.allocate(200_000);
                    receive(device, 1, 0, 2, target);
                    assertEquals(pattern(200_000, 2), target, "the device sent its own copy");
                }
            });
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void fullEagerBuffersFallBackToRendezvousWithoutBreakingOrder(String profile) {
        int buffers = TimingProfile.named(profile).eagerBuffersPerPair();
        int messages = buffers + 2;
        try (SciDevice device = DeviceSemanticsTest.device(profile, 2)) {
            CountDownLatch allStarted = new CountDownLatch(1);
            RankThreads.run(2, rank -> {
                if (rank == 0) {
                    List<DeviceRequest> sends = new ArrayList<>();
                    for (int i = 0; i < messages; i++) {
                        sends.add(device.startSend(0, 1, CTX, 3, pattern(1000 + i, i), SendMode.STANDARD));
                    }
                    allStarted.countDown();
                    device.await(0, () -> sends.stream().allMatch(DeviceRequest::isComplete), "sends");
                } else {
                    allStarted.await();
                    for (int i = 0; i < messages; i++) {
                        ByteBuffer target = ByteBuffer.allocate(2000);
                        assertEquals(1000 + i, receive(device, 1, 0, 3, target).bytes(), "message " + i);
                        assertEquals(pattern(1000 + i, i), target.slice(0, 1000 + i));
                    }
                }
            });
            assertEquals(buffers, device.counters().get(Protocol.EAGER));
            assertEquals(2, device.counters().get(onProfile(profile, Protocol.RENDEZVOUS_PIO)));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void eagerConnectionsStayBoundedAndAreReused(String profile) {
        int ranks = 12;
        int bound = TimingProfile.named(profile).eagerConnections();
        try (SciDevice device = DeviceSemanticsTest.device(profile, ranks)) {
            for (int round = 0; round < 2; round++) {
                RankThreads.run(ranks, rank -> {
                    if (rank == 0) {
                        for (int peer = 1; peer < ranks; peer++) {
                            send(device, 0, peer, 5, pattern(3000, peer), SendMode.STANDARD);
                        }
                    } else {
                        ByteBuffer target = ByteBuffer.allocate(3000);
                        receive(device, rank, 0, 5, target);
                        assertEquals(pattern(3000, rank), target);
                    }
                });
            }
            long eager = device.counters().get(Protocol.EAGER);
            assertEquals(2L * (ranks - 1), eager + device.counters().get(onProfile(profile, Protocol.RENDEZVOUS_PIO)));
            assertTrue(eager > bound, "idle connections were given up and reused: " + device.counters());
            assertTrue(device.eagerConnections(0) <= bound, "connections " + device.eagerConnections(0));
            int regions = 0;
            for (int rank = 0; rank < ranks; rank++) {
                regions += device.eagerRegions(rank);
            }
            assertTrue(regions <= bound, "eager regions exported: " + regions);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void aFullShortRingQueuesMessagesInOrderUntilCreditsReturn(String profile) {
        int messages = 3 * TimingProfile.named(profile).shortSlots();
        try (SciDevice device = DeviceSemanticsTest.device(profile, 2)) {
            for (int i = 0; i < messages; i++) {
                DeviceRequest request = device.startSend(0, 1, CTX, 6, pattern(8, i), SendMode.STANDARD);
                assertTrue(request.isComplete(), "a short send completes once its data is copied");
            }
            assertTrue(device.inFlight(), "messages wait for credits");
            RankThreads.run(2, rank -> {
                if (rank == 0) {
                    receive(device, 0, 1, 7, ByteBuffer.allocate(1));
                    assertTrue(device.quiescent(0));
                } else {
                    for (int i = 0; i < messages; i++) {
                        ByteBuffer target = ByteBuffer.allocate(8);
                        receive(device, 1, 0, 6, target);
                        assertEquals(pattern(8, i), target, "message " + i);
                    }
                    send(device, 1, 0, 7, pattern(1, 0), SendMode.STANDARD);
                }
            });
            assertFalse(device.inFlight());
        }
    }

    @Test
    void inFlightCoversExactlyWhatProgressCouldDeliver() {
        try (SciDevice device = DeviceSemanticsTest.device("ideal", 2)) {
            assertFalse(device.inFlight());
            device.startSend(0, 1, CTX, 7, pattern(10, 0), SendMode.STANDARD);
            assertTrue(device.inFlight(), "a short message in the ring");
            device.progress(1);
            assertFalse(device.inFlight(), "now an unexpected message: nothing travels");
            DeviceRequest big = device.startSend(0, 1, CTX, 8, pattern(300_000, 0), SendMode.STANDARD);
            assertTrue(device.inFlight());
            device.progress(1);
            assertFalse(device.inFlight(), "a request-to-send waiting for its receive is not in flight");
            DeviceRequest receive = device.postReceive(1, 0, CTX, 8, ByteBuffer.allocate(300_000));
            assertTrue(device.inFlight(), "the match sent OK_TO_SEND");
            while (!big.isComplete() || !receive.isComplete()) {
                device.progress(0);
                device.progress(1);
            }
            assertFalse(device.inFlight());
        }
    }

    @Test
    void dataIsNotVisibleBeforeItsEmulatedArrival() {
        ManualClock clock = new ManualClock();
        TimingProfile p3 = TimingProfile.sciP3();
        try (SciDevice device = SciDevice.create(Topology.ring(2), p3, clock, WaitObserver.NONE)) {
            device.progress(0);
            device.progress(1);
            device.startSend(0, 1, CTX, 9, pattern(8, 0), SendMode.STANDARD);
            long sent = clock.nanos();
            long wire = Math.round((p3.remoteWriteMicros() - p3.remoteWriteSenderMicros()) * 1000);
            clock.advanceTo(sent + wire - 1);
            assertNull(device.probe(1, 0, CTX, 9), "1 ns before the slot arrives");
            clock.advanceTo(sent + wire);
            assertNotNull(device.probe(1, 0, CTX, 9), "visible on arrival");
        }
    }

    @Test
    void theSenderPaysCreditReadsAndChecksumsAsModelled() {
        ManualClock clock = new ManualClock();
        TimingProfile p3 = TimingProfile.sciP3();
        try (SciDevice device = SciDevice.create(Topology.ring(2), p3, clock, WaitObserver.NONE)) {
            device.progress(0);
            long begin = clock.nanos();
            device.startSend(0, 1, CTX, 1, pattern(0, 0), SendMode.STANDARD);
            double crc = 32 * 1e9 / (87.8 * TimingProfile.MB);
            double slot = 500 + 128 * 1e9 / (170.2 * TimingProfile.MB);
            assertEquals(begin + crc + slot, clock.nanos(), 2, "t_check + l_rs + 128 B at B_cr");
            for (int i = 1; i < p3.shortSlots(); i++) {
                device.startSend(0, 1, CTX, 1, pattern(0, 0), SendMode.STANDARD);
            }
            device.progress(1);
            long before = clock.nanos();
            device.startSend(0, 1, CTX, 1, pattern(0, 0), SendMode.STANDARD);
            assertEquals(before + 3200 + crc + slot, clock.nanos(), 2,
                    "the 64th message finds the ring used up and remote-reads S_cnt (l_rr)");
        }
    }

    @Test
    void awaitReportsBlockedRanksToTheObserver() {
        CopyOnWriteArrayList<String> events = new CopyOnWriteArrayList<>();
        CountDownLatch blocked = new CountDownLatch(1);
        WaitObserver observer = new WaitObserver() {
            @Override
            public void blocked(int rank, String operation) {
                events.add("blocked " + rank + " " + operation);
                blocked.countDown();
            }

            @Override
            public void unblocked(int rank) {
                events.add("unblocked " + rank);
            }
        };
        try (SciDevice device = SciDevice.create(2, TimingProfile.ideal(), observer)) {
            RankThreads.run(2, rank -> {
                if (rank == 1) {
                    receive(device, 1, 0, 1, ByteBuffer.allocate(4));
                } else {
                    blocked.await();
                    assertFalse(device.inFlight(), "a deadlock detector would see rank 1 blocked, nothing travelling");
                    send(device, 0, 1, 1, pattern(4, 0), SendMode.STANDARD);
                }
            });
            assertEquals(List.of("blocked 1 receive", "unblocked 1"), events);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void aTorusCarriesAllToAll(String profile) {
        try (SciDevice device = SciDevice.create(Topology.torus(3, 2), TimingProfile.named(profile),
                org.fenceline.tracer.kernel.Clock.system(), WaitObserver.NONE)) {
            RankThreads.run(6, rank -> {
                List<DeviceRequest> requests = new ArrayList<>();
                ByteBuffer[] targets = new ByteBuffer[6];
                for (int peer = 0; peer < 6; peer++) {
                    targets[peer] = ByteBuffer.allocate(5000);
                    requests.add(device.postReceive(rank, peer, CTX, 2, targets[peer]));
                    requests.add(device.startSend(rank, peer, CTX, 2, pattern(5000, rank), SendMode.STANDARD));
                }
                device.await(rank, () -> requests.stream().allMatch(DeviceRequest::isComplete), "alltoall");
                for (int peer = 0; peer < 6; peer++) {
                    assertEquals(pattern(5000, peer), targets[peer]);
                }
            });
            if (device.network().timed()) {
                assertTrue(device.network().linkLoad()[6] > 0, "Y-ring links carry traffic");
            }
        }
    }
}
