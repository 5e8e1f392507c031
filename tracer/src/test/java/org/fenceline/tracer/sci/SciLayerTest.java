package org.fenceline.tracer.sci;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The emulated SCI layer against the P3 parameters, with a manual clock. */
class SciLayerTest {
    final TimingProfile p3 = TimingProfile.sciP3();
    final ManualClock clock = new ManualClock();

    SciNetwork network(Topology topology, TimingProfile profile) {
        return new SciNetwork(topology, profile, clock);
    }

    static long nanos(double bytes, double mbPerSecond) {
        return Math.round(SciNetwork.nanosFor(bytes, mbPerSecond));
    }

    static ByteBuffer bytes(int n, int seed) {
        ByteBuffer buffer = ByteBuffer.allocate(n);
        for (int i = 0; i < n; i++) {
            buffer.put(i, (byte) (seed + i));
        }
        return buffer;
    }

    static byte[] read(Segment segment, long offset, int n) {
        ByteBuffer out = ByteBuffer.allocate(n);
        segment.copyOut(offset, out, 0, n);
        return out.array();
    }

    @Test
    void remoteWriteBecomesVisibleExactlyAtItsArrival() {
        SciNetwork net = network(Topology.ring(2), p3);
        Segment target = net.adapter(1).export(4096);
        MappedSegment mapped = net.adapter(0).map(target);
        net.adapter(0).cpu().catchUp();
        long begin = clock.nanos();

        mapped.write(0, bytes(128, 1));
        long senderDone = begin + 500 + nanos(128, 170.2);
        long arrival = senderDone + 1000;

        target.settle(clock.nanos());
        assertArrayEquals(new byte[128], read(target, 0, 128), "nothing visible at once");
        net.adapter(0).cpu().catchUp();
        assertEquals(senderDone, clock.nanos(), "the sender pays l_rs plus 128 B at B_cr, not the wire");
        clock.advanceTo(arrival - 1);
        target.settle(clock.nanos());
        assertArrayEquals(new byte[128], read(target, 0, 128), "still travelling 1 ns before arrival");
        clock.advanceTo(arrival);
        target.settle(clock.nanos());
        assertArrayEquals(bytes(128, 1).array(), read(target, 0, 128));
    }

    @Test
    void oneWordEndingOnAStreamBufferBoundaryTakesLrw() {
        SciNetwork net = network(Topology.ring(2), p3);
        Segment target = net.adapter(1).export(4096);
        MappedSegment mapped = net.adapter(0).map(target);
        net.adapter(0).cpu().catchUp();
        long begin = clock.nanos();
        mapped.writeLong(120, 42);
        long arrival = begin + 1500 + nanos(8, 170.2);
        clock.advanceTo(arrival - 1);
        target.settle(clock.nanos());
        assertEquals(0, target.readLongAcquire(120));
        clock.advanceTo(arrival);
        target.settle(clock.nanos());
        assertEquals(42, target.readLongAcquire(120));
    }

    @Test
    void aWriteNotEndingOnABoundaryWaitsInTheStreamBufferUntilContinuedOrTimedOut() {
        SciNetwork net = network(Topology.ring(2), p3);
        Segment target = net.adapter(1).export(4096);
        MappedSegment mapped = net.adapter(0).map(target);
        net.adapter(0).cpu().catchUp();
        long begin = clock.nanos();
        mapped.writeLong(0, 7);
        long written = begin + 500 + nanos(8, 170.2);
        long timeoutArrival = written + 5000 + 1000;
        clock.advanceTo(timeoutArrival - 1);
        target.settle(clock.nanos());
        assertEquals(0, target.readLongAcquire(0), "held until the 5 us timeout");
        clock.advanceTo(timeoutArrival);
        target.settle(clock.nanos());
        assertEquals(7, target.readLongAcquire(0));

        long second = clock.nanos();
        mapped.writeLong(128, 8);
        mapped.write(136, bytes(120, 0));
        long misaligned = nanos(120, 170.2 * 0.2);
        long rest = second + 500 + nanos(8, 170.2) + 500 + misaligned + 1000;
        clock.advanceTo(rest - 1);
        target.settle(clock.nanos());
        assertEquals(0, target.readLongAcquire(128), "136 is off the 32-B granule: 20 % of the PIO bandwidth");
        clock.advanceTo(rest);
        target.settle(clock.nanos());
        assertEquals(8, target.readLongAcquire(128), "continued to the boundary: leaves with the rest");

        long third = clock.nanos();
        mapped.writeLong(256, 9);
        mapped.flush();
        clock.advanceTo(third + 500 + nanos(8, 170.2) + 1000);
        target.settle(clock.nanos());
        assertEquals(9, target.readLongAcquire(256), "an explicit flush sends the tail at once");
    }

    @Test
    void linkBytesFollowThePacketTypes() {
        StreamBuffer sb = new StreamBuffer(128, 16);
        assertEquals(192, sb.linkBytes(0, 128), "nwrite128: 128 + 64");
        assertEquals(192 + 128, sb.linkBytes(0, 192), "128 + 64 aligned = nwrite128 + nwrite64");
        assertEquals(80, sb.linkBytes(16, 16), "nwrite16");
        assertEquals(80, sb.linkBytes(3, 5), "movesb");
    }

    @Test
    void remoteReadsStallForLrrAndBulkReadsAreSlow() {
        SciNetwork net = network(Topology.ring(2), p3);
        Segment target = net.adapter(1).export(4096);
        MappedSegment mapped = net.adapter(0).map(target);
        net.adapter(0).cpu().catchUp();
        long begin = clock.nanos();
        mapped.readLong(0);
        assertEquals(begin + 3200, clock.nanos());
        mapped.read(0, ByteBuffer.allocate(1024), 0, 1024);
        assertEquals(begin + 3200 + 3200 + nanos(1024, 3.5), clock.nanos());
    }

    @Test
    void storeBarrierWaitsForOutstandingWritesAndCostsAtLeastLsb() {
        SciNetwork net = network(Topology.ring(2), p3);
        Segment target = net.adapter(1).export(1 << 20);
        MappedSegment mapped = net.adapter(0).map(target);
        Adapter origin = net.adapter(0);
        origin.cpu().catchUp();
        long begin = clock.nanos();
        origin.storeBarrier();
        assertEquals(begin + 3500, clock.nanos(), "nothing outstanding: l_sb");
        origin.loadBarrier();
        assertEquals(begin + 7000, clock.nanos(), "l_lb");
        begin += 3500;
        long start = clock.nanos();
        mapped.write(0, bytes(64 * 1024, 3));
        origin.storeBarrier();
        long arrival = start + 500 + nanos(64 * 1024, 170.2) + 1000;
        assertEquals(Math.max(arrival, start + 500 + nanos(64 * 1024, 170.2) + 3500), clock.nanos());
        target.settle(clock.nanos());
        assertArrayEquals(bytes(64 * 1024, 3).array(), read(target, 0, 64 * 1024));
    }

    @Test
    void interruptsCoalesceAndArriveAfterTheirLatency() {
        SciNetwork net = network(Topology.ring(2), p3);
        RemoteInterrupt interrupt = net.adapter(1).interrupt();
        Cpu origin = net.adapter(0).cpu();
        long begin = origin.now();
        interrupt.trigger(origin);
        interrupt.trigger(origin);
        interrupt.trigger(origin);
        long first = begin + 2000 + 35_000;
        assertEquals(first, interrupt.pendingAt(), "the earliest trigger counts: 2 us driver call + 35 us");
        assertFalse(interrupt.consume(first - 1));
        assertTrue(interrupt.consume(first));
        assertFalse(interrupt.consume(first + 1_000_000), "three triggers, one occurrence");
    }

    @Test
    void dmaCostsTheCpuOnlyTheDriverCall() {
        SciNetwork net = network(Topology.ring(2), p3);
        Segment target = net.adapter(1).export(1 << 20);
        Adapter origin = net.adapter(0);
        ConnectedSegment connected = origin.connect(target);
        origin.cpu().catchUp();
        long begin = clock.nanos();
        int size = 128 * 1024;
        long done = origin.dma().post(connected, 0, bytes(size, 5), size, size);
        origin.cpu().catchUp();
        assertEquals(begin + 2000, clock.nanos(), "driver call only");
        long engineDone = begin + 2000 + 35_000 + nanos(size, 248);
        assertEquals(engineDone + 1000, done, "complete when the last data has crossed the wire");
        clock.advanceTo(done - 1);
        target.settle(clock.nanos());
        assertArrayEquals(new byte[16], read(target, size - 16, 16), "still on the wire");
        clock.advanceTo(done);
        target.settle(clock.nanos());
        assertArrayEquals(bytes(size, 5).array(), read(target, 0, size));
    }

    @Test
    void streamsCrossingOneLinkShareItsBandwidth(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("slow-link.properties");
        Files.writeString(file, p3.toProperties().replace("linkBandwidth=684.0", "linkBandwidth=100.0"));
        TimingProfile slowLink = TimingProfile.load(file);
        SciNetwork net = network(Topology.ring(3), slowLink);
        Segment target = net.adapter(2).export(1 << 20);
        MappedSegment fromZero = net.adapter(0).map(target);
        MappedSegment fromOne = net.adapter(1).map(target);
        net.adapter(0).cpu().catchUp();
        net.adapter(1).cpu().catchUp();
        long begin = clock.nanos();
        int size = 64 * 1024;
        long occupancy = nanos(size / 128 * 192, 100.0);
        fromZero.write(0, bytes(size, 1));
        fromOne.write(size, bytes(size, 2));
        long[] load = net.linkLoad();
        assertEquals(size, load[0], "0->2 crosses link 0->1");
        assertEquals(2L * size, load[1], "both streams cross link 1->2");
        long alone = begin + 500 + occupancy + 1000 + 60;
        clock.advanceTo(alone);
        target.settle(clock.nanos());
        assertArrayEquals(bytes(size, 1).array(), read(target, 0, size), "the first stream got the link");
        assertArrayEquals(new byte[16], read(target, 2L * size - 16, 16), "the second queues behind it");
        clock.advanceTo(begin + 500 + 2 * occupancy + 1000);
        target.settle(clock.nanos());
        assertArrayEquals(bytes(size, 2).array(), read(target, size, size));
    }

    @Test
    void trafficAlreadyOnTheRingHasPriorityOverInjectedTraffic(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("slow-link.properties");
        Files.writeString(file, p3.toProperties().replace("linkBandwidth=684.0", "linkBandwidth=100.0"));
        SciNetwork net = network(Topology.ring(3), TimingProfile.load(file));
        Segment target = net.adapter(2).export(1 << 20);
        MappedSegment upstream = net.adapter(0).map(target);
        MappedSegment injector = net.adapter(1).map(target);
        net.adapter(0).cpu().catchUp();
        net.adapter(1).cpu().catchUp();
        long begin = clock.nanos();
        int size = 64 * 1024;
        long occupancy = nanos(size / 128 * 192, 100.0);
        injector.write(0, bytes(size, 1));
        upstream.write(size, bytes(size, 2));
        long alone = begin + 500 + occupancy + 1000 + 60;
        clock.advanceTo(alone);
        target.settle(clock.nanos());
        assertArrayEquals(bytes(size, 2).array(), read(target, size, size),
                "the upstream stream passes node 1 at full rate although node 1 booked the link first");
        injector.write(2L * size, bytes(size, 3));
        long onePacket = nanos(192, 100.0);
        long behindBoth = begin + 500 + 3 * occupancy - onePacket + 1000;
        clock.advanceTo(behindBoth - 1);
        target.settle(clock.nanos());
        assertArrayEquals(new byte[16], read(target, 3L * size - 16, 16),
                "node 1's next injection waits for the link time the upstream stream took");
        clock.advanceTo(behindBoth);
        target.settle(clock.nanos());
        assertArrayEquals(bytes(size, 3).array(), read(target, 2L * size, size));
    }

    @Test
    void torusRoutesDimensionOrder() {
        Topology torus = Topology.torus(3, 2);
        assertEquals(12, torus.links());
        assertArrayEquals(new int[] {0, 1, 6 + 2}, torus.route(0, 5), "X ring 0->1->2, then Y ring 2->5");
        assertArrayEquals(new int[] {}, torus.route(4, 4));
        assertEquals("torus 3x2", Topology.parse("torus:3x2", 6).toString());
    }

    @Test
    void mappingConsumesAttEntriesUntilTheyRunOut(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("small-att.properties");
        Files.writeString(file, p3.toProperties().replace("attEntries=8192", "attEntries=4"));
        SciNetwork net = network(Topology.ring(2), TimingProfile.load(file));
        Segment big = net.adapter(1).export(3 * 64 * 1024);
        MappedSegment mapping = net.adapter(0).map(big);
        assertEquals(3, net.adapter(0).attUsed());
        assertThrows(SciResourceException.class, () -> net.adapter(0).map(big));
        mapping.unmap();
        assertEquals(0, net.adapter(0).attUsed());
        net.adapter(0).map(big);
    }

    @Test
    void profileFilesRoundTripAndErrorsNameFileAndKey(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("p3.properties");
        Files.writeString(file, p3.toProperties());
        assertEquals(p3, TimingProfile.load(file));
        Path ideal = dir.resolve("ideal.properties");
        Files.writeString(ideal, TimingProfile.ideal().toProperties());
        assertEquals(TimingProfile.ideal(), TimingProfile.named(ideal.toString()));

        Files.writeString(file, p3.toProperties().replace("remoteReadMicros=3.2", "remoteReadMicros=fast"));
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> TimingProfile.load(file));
        assertTrue(bad.getMessage().contains(file.toString()) && bad.getMessage().contains("remoteReadMicros"),
                bad.getMessage());
        Files.writeString(file, p3.toProperties().replace("shortSlots=63\n", ""));
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class, () -> TimingProfile.load(file));
        assertTrue(missing.getMessage().contains("shortSlots"), missing.getMessage());
        assertEquals("sci-p4: no such profile: give sci-p3, ideal or a profile file",
                assertThrows(IllegalArgumentException.class, () -> TimingProfile.named("sci-p4")).getMessage());
        Files.writeString(file, p3.toProperties() + "warpDrive=1\n");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TimingProfile.load(file)).getMessage()
                .contains("warpDrive"));
    }

    @Test
    void mappingPartsOfASegmentTakesTheAttPagesTheySpanOnce() {
        SciNetwork net = network(Topology.ring(2), p3);
        long page = p3.attPageBytes();
        Segment remote = net.adapter(1).export(40 * page);
        Adapter node0 = net.adapter(0);
        node0.map(remote, List.of(new SegmentRange(0, 10), new SegmentRange(page - 8, 16),
                new SegmentRange(20 * page, 3 * page)));
        assertEquals(2 + 3, node0.attUsed());
        node0.map(remote);
        assertEquals(5 + 40, node0.attUsed());
        assertThrows(IllegalArgumentException.class,
                () -> node0.map(remote, List.of(new SegmentRange(39 * page, 2 * page))));
    }

    @Test
    void aRemoteReaderSeesWhatHasArrivedByItsTimeWithoutApplyingItForTheOwner() {
        SciNetwork net = network(Topology.ring(2), p3);
        Segment target = net.adapter(1).export(4096);
        MappedSegment writer = net.adapter(0).map(target);
        writer.writeLong(0, 42);
        long arrival = target.nextArrival();
        ByteBuffer word = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
        target.copyOutAsOf(0, word, 0, 8, arrival - 1);
        assertEquals(0, word.getLong(0));
        target.copyOutAsOf(0, word, 0, 8, arrival);
        assertEquals(42, word.getLong(0));
        assertEquals(arrival, target.nextArrival(), "the packet is still pending for the owner");
    }

    @Test
    void aRemoteWordReadSeesWhatHasArrivedByItsTimeAndOtherwiseTheMemory() {
        SciNetwork net = network(Topology.ring(2), p3);
        Segment target = net.adapter(1).export(4096);
        target.writeLongRelease(8, -7);
        MappedSegment writer = net.adapter(0).map(target);
        writer.writeLong(0, 42);
        long arrival = target.nextArrival();
        assertEquals(0, target.readLongAsOf(0, arrival - 1));
        assertEquals(42, target.readLongAsOf(0, arrival));
        assertEquals(-7, target.readLongAsOf(8, arrival), "no packet covers the word: the memory's");
        assertEquals(arrival, target.nextArrival(), "the packet is still pending for the owner");
        target.settle(arrival);
        assertEquals(42, target.readLongAsOf(0, arrival), "applied: the memory's");
    }
}
