package org.fenceline.tracer.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CopyOnWriteArrayList;
import org.fenceline.tracer.sci.TimingProfile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** MPI matching semantics of the device, on both profiles. */
class DeviceSemanticsTest {
    static final int CTX = 0;

    static SciDevice device(String profile, int ranks) {
        return SciDevice.create(ranks, TimingProfile.named(profile), WaitObserver.NONE);
    }

    static ByteBuffer pattern(int length, int seed) {
        ByteBuffer buffer = ByteBuffer.allocate(length);
        for (int i = 0; i < length; i++) {
            buffer.put(i, (byte) (i * 31 + seed));
        }
        return buffer;
    }

    static DeviceStatus send(SciDevice device, int from, int to, int tag, ByteBuffer data, SendMode mode) {
        DeviceRequest request = device.startSend(from, to, CTX, tag, data, mode);
        device.await(from, request::isComplete, "send");
        return request.status();
    }

    static DeviceStatus receive(SciDevice device, int rank, int source, int tag, ByteBuffer target) {
        DeviceRequest request = device.postReceive(rank, source, CTX, tag, target);
        device.await(rank, request::isComplete, "receive");
        return request.status();
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void sendReceiveCarriesDataAndEnvelope(String profile) {
        try (SciDevice device = device(profile, 2)) {
            ByteBuffer data = pattern(1000, 7);
            ByteBuffer target = ByteBuffer.allocate(1000);
            RankThreads.run(2, rank -> {
                if (rank == 0) {
                    DeviceStatus status = send(device, 0, 1, 42, data, SendMode.STANDARD);
                    assertEquals(1000, status.bytes());
                } else {
                    DeviceStatus status = receive(device, 1, 0, 42, target);
                    assertEquals(new DeviceStatus(0, 42, 1000, false, false), status);
                }
            });
            assertArrayEquals(data.array(), target.array());
            assertEquals(0, data.position(), "the send buffer's position is left alone");
            assertFalse(device.inFlight());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void messagesFromOneSenderDoNotOvertakeAcrossProtocols(String profile) {
        int[] sizes = {0, 1, 92, 93, 500, 501, 4096, 128 * 1024, 128 * 1024 + 1, 300_000, 8, 2, 600_000, 3};
        try (SciDevice device = device(profile, 2)) {
            RankThreads.run(2, rank -> {
                if (rank == 0) {
                    List<DeviceRequest> sends = new ArrayList<>();
                    for (int i = 0; i < sizes.length; i++) {
                        ByteBuffer data = pattern(sizes[i], i);
                        sends.add(device.startSend(0, 1, CTX, 5, data, SendMode.STANDARD));
                    }
                    device.await(0, () -> sends.stream().allMatch(DeviceRequest::isComplete), "waitall");
                } else {
                    for (int i = 0; i < sizes.length; i++) {
                        ByteBuffer target = ByteBuffer.allocate(600_000);
                        DeviceStatus status = receive(device, 1, MessageDevice.ANY_SOURCE,
                                MessageDevice.ANY_TAG, target);
                        assertEquals(sizes[i], status.bytes(), "message " + i + " arrived in order");
                        ByteBuffer expected = pattern(sizes[i], i);
                        assertEquals(expected, target.slice(0, sizes[i]), "data of message " + i);
                    }
                }
            });
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void tagSelectsAmongQueuedMessagesAndWildcardsTakeTheFirst(String profile) {
        try (SciDevice device = device(profile, 3)) {
            CountDownLatch sent = new CountDownLatch(2);
            RankThreads.run(3, rank -> {
                if (rank == 0) {
                    send(device, 0, 2, 1, pattern(10, 1), SendMode.STANDARD);
                    send(device, 0, 2, 2, pattern(20, 2), SendMode.STANDARD);
                    sent.countDown();
                } else if (rank == 1) {
                    send(device, 1, 2, 3, pattern(30, 3), SendMode.STANDARD);
                    sent.countDown();
                } else {
                    sent.await();
                    DeviceStatus second = receive(device, 2, 0, 2, ByteBuffer.allocate(100));
                    assertEquals(20, second.bytes());
                    DeviceStatus fromOne = receive(device, 2, MessageDevice.ANY_SOURCE, 3, ByteBuffer.allocate(100));
                    assertEquals(1, fromOne.source());
                    DeviceStatus any = receive(device, 2, MessageDevice.ANY_SOURCE, MessageDevice.ANY_TAG,
                            ByteBuffer.allocate(100));
                    assertEquals(new DeviceStatus(0, 1, 10, false, false), any);
                }
            });
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void contextsAreSeparate(String profile) {
        try (SciDevice device = device(profile, 2)) {
            RankThreads.run(2, rank -> {
                if (rank == 0) {
                    DeviceRequest a = device.startSend(0, 1, 7, 0, pattern(4, 1), SendMode.STANDARD);
                    DeviceRequest b = device.startSend(0, 1, 8, 0, pattern(8, 2), SendMode.STANDARD);
                    device.await(0, () -> a.isComplete() && b.isComplete(), "sends");
                } else {
                    DeviceRequest r8 = device.postReceive(1, 0, 8, MessageDevice.ANY_TAG, ByteBuffer.allocate(8));
                    device.await(1, r8::isComplete, "recv ctx 8");
                    assertEquals(8, r8.status().bytes());
                    DeviceRequest r7 = device.postReceive(1, 0, 7, MessageDevice.ANY_TAG, ByteBuffer.allocate(8));
                    device.await(1, r7::isComplete, "recv ctx 7");
                    assertEquals(4, r7.status().bytes());
                }
            });
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void probeSeesTheEnvelopeWithoutReceiving(String profile) {
        try (SciDevice device = device(profile, 2)) {
            assertNull(device.probe(1, MessageDevice.ANY_SOURCE, CTX, MessageDevice.ANY_TAG));
            CountDownLatch probed = new CountDownLatch(1);
            RankThreads.run(2, rank -> {
                if (rank == 0) {
                    send(device, 0, 1, 9, pattern(200_000, 3), SendMode.STANDARD);
                } else {
                    DeviceStatus[] seen = new DeviceStatus[1];
                    device.await(1, () -> (seen[0] = device.probe(1, MessageDevice.ANY_SOURCE, CTX, 9)) != null,
                            "probe");
                    assertEquals(new DeviceStatus(0, 9, 200_000, false, false), seen[0]);
                    assertNull(device.probe(1, 0, CTX, 10), "other tag");
                    assertNotNull(device.probe(1, 0, CTX, 9), "probe does not consume");
                    probed.countDown();
                    ByteBuffer target = ByteBuffer.allocate(200_000);
                    assertEquals(200_000, receive(device, 1, 0, 9, target).bytes());
                    assertEquals(pattern(200_000, 3), target);
                }
            });
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void truncationDeliversWhatFitsAndFlagsIt(String profile) {
        for (int size : new int[] {50, 400, 5000, 300_000}) {
            try (SciDevice device = device(profile, 2)) {
                ByteBuffer target = ByteBuffer.allocate(size / 2);
                RankThreads.run(2, rank -> {
                    if (rank == 0) {
                        send(device, 0, 1, 1, pattern(size, 5), SendMode.STANDARD);
                    } else {
                        DeviceStatus status = receive(device, 1, 0, 1, target);
                        assertTrue(status.truncated(), "size " + size);
                        assertEquals(size, status.bytes());
                    }
                });
                assertEquals(pattern(size, 5).slice(0, size / 2), target);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void synchronousSendCompletesOnlyAfterTheMatch(String profile) {
        try (SciDevice device = device(profile, 2)) {
            CountDownLatch checked = new CountDownLatch(1);
            RankThreads.run(2, rank -> {
                if (rank == 0) {
                    DeviceRequest request = device.startSend(0, 1, CTX, 3, pattern(16, 1), SendMode.SYNCHRONOUS);
                    for (int i = 0; i < 1000; i++) {
                        device.progress(0);
                    }
                    assertFalse(request.isComplete(), "no receive posted yet");
                    checked.countDown();
                    device.await(0, request::isComplete, "ssend");
                } else {
                    checked.await();
                    assertEquals(16, receive(device, 1, 0, 3, ByteBuffer.allocate(16)).bytes());
                }
            });
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void cancelWithdrawsUnmatchedReceivesAndSends(String profile) {
        try (SciDevice device = device(profile, 2)) {
            DeviceRequest receive = device.postReceive(1, 0, CTX, 77, ByteBuffer.allocate(4));
            assertTrue(device.cancel(receive));
            assertTrue(receive.isComplete() && receive.status().cancelled());

            DeviceRequest send = device.startSend(0, 1, CTX, 78, pattern(4, 0), SendMode.SYNCHRONOUS);
            device.progress(1);
            assertTrue(device.cancel(send));
            assertTrue(send.isComplete() && send.status().cancelled());
            DeviceRequest later = device.startSend(0, 1, CTX, 78, pattern(6, 0), SendMode.STANDARD);
            DeviceRequest got = device.postReceive(1, 0, CTX, 78, ByteBuffer.allocate(8));
            device.await(1, got::isComplete, "receive after cancel");
            device.await(0, later::isComplete, "send");
            assertEquals(6, got.status().bytes(), "the cancelled message is gone");
            assertNull(device.probe(1, MessageDevice.ANY_SOURCE, CTX, MessageDevice.ANY_TAG));
            assertFalse(device.cancel(later), "a completed send cannot be cancelled");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void abortWakesBlockedRanks(String profile) throws Exception {
        CopyOnWriteArrayList<String> events = new CopyOnWriteArrayList<>();
        CountDownLatch blocked = new CountDownLatch(2);
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
        SciDevice device = SciDevice.create(3, TimingProfile.named(profile), observer);
        Thread aborter = new Thread(() -> {
            try {
                blocked.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            device.abort(new JobAbortedException("rank 2 failed", 3));
        });
        aborter.start();
        RankThreads.run(2, rank -> {
            DeviceRequest request = device.postReceive(rank, 2, CTX, 0, ByteBuffer.allocate(1));
            JobAbortedException e = assertThrows(JobAbortedException.class,
                    () -> device.await(rank, request::isComplete, "MPI_Recv(source=2)"));
            assertEquals(3, e.exitCode());
        });
        aborter.join();
        assertTrue(events.contains("blocked 0 MPI_Recv(source=2)"), events.toString());
        assertTrue(events.contains("unblocked 1"), events.toString());
        assertFalse(device.inFlight());
        assertThrows(JobAbortedException.class, () -> device.progress(0));
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void severalThreadsOfOneRankCanWaitAtOnce(String profile) {
        try (SciDevice device = device(profile, 2)) {
            int threads = 4;
            CountDownLatch posted = new CountDownLatch(threads);
            RankThreads.run(threads + 1, worker -> {
                if (worker == threads) {
                    posted.await();
                    for (int tag = 0; tag < threads; tag++) {
                        send(device, 0, 1, tag, pattern(100_000 * (tag % 2) + 8, tag), SendMode.STANDARD);
                    }
                } else {
                    DeviceRequest request = device.postReceive(1, 0, CTX, worker, ByteBuffer.allocate(100_008));
                    posted.countDown();
                    device.await(1, request::isComplete, "MPI_Recv in thread " + worker);
                    assertEquals(100_000 * (worker % 2) + 8, request.status().bytes());
                }
            });
        }
    }

    /** Mostly short messages, every fourth pair eager, every sixteenth rendezvous. */
    static int allToAllSize(int from, int to) {
        int pair = from + to;
        return pair % 16 == 0 ? 140_000 : pair % 4 == 0 ? 2000 : 8 + pair % 50;
    }

    @ParameterizedTest
    @ValueSource(strings = {"ideal", "sci-p3"})
    void allToAllOf64Ranks(String profile) {
        int ranks = 64;
        try (SciDevice device = device(profile, ranks)) {
            RankThreads.run(ranks, rank -> {
                List<DeviceRequest> requests = new ArrayList<>();
                ByteBuffer[] targets = new ByteBuffer[ranks];
                for (int peer = 0; peer < ranks; peer++) {
                    targets[peer] = ByteBuffer.allocate(allToAllSize(peer, rank));
                    requests.add(device.postReceive(rank, peer, CTX, 1, targets[peer]));
                }
                for (int peer = 0; peer < ranks; peer++) {
                    requests.add(device.startSend(rank, peer, CTX, 1, pattern(allToAllSize(rank, peer), rank),
                            SendMode.STANDARD));
                }
                device.await(rank, () -> requests.stream().allMatch(DeviceRequest::isComplete), "alltoall");
                device.await(rank, () -> device.quiescent(rank), "finalize");
                for (int peer = 0; peer < ranks; peer++) {
                    int length = allToAllSize(peer, rank);
                    assertEquals(length, requests.get(peer).status().bytes());
                    assertEquals(pattern(length, peer), targets[peer]);
                }
            });
            assertFalse(device.inFlight());
            assertTrue(device.counters().get(ProtocolPathTest.onProfile(profile, ProtocolCounters.Protocol.RENDEZVOUS_PIO))
                    >= 64 * 64 / 16,
                    device.counters().toString());
            assertTrue(device.counters().get(ProtocolCounters.Protocol.EAGER) > 0, device.counters().toString());
        }
    }
}
