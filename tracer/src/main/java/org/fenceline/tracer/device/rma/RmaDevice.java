package org.fenceline.tracer.device.rma;

import java.util.HashMap;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.fenceline.tracer.device.ProgressHook;
import org.fenceline.tracer.device.SciDevice;
import org.fenceline.tracer.sci.Cpu;
import org.fenceline.tracer.sci.SciNetwork;

/**
 * One-sided communication of one job on the SCI device (digest 000 §6): the windows every rank has joined,
 * and each rank's {@link ProgressEngine}, which the device runs as its progress hook. Shared by all ranks,
 * like the device; the runtime of each rank reaches it through {@link #of}.
 */
public final class RmaDevice implements ProgressHook {
    private static final Map<SciDevice, RmaDevice> BY_DEVICE = new WeakHashMap<>();

    private final SciDevice device;
    private final SciNetwork network;
    private final RmaCosts costs;
    private final ProgressEngine[] engines;
    private final Map<String, SharedWindow> forming = new HashMap<>();
    private int nextWindowId;

    private RmaDevice(SciDevice device) {
        this.device = device;
        this.network = device.network();
        this.costs = new RmaCosts(device.profile());
        this.engines = new ProgressEngine[device.size()];
        for (int r = 0; r < engines.length; r++) {
            engines[r] = new ProgressEngine();
        }
    }

    /** The one-sided layer of {@code device}, created (and hooked into its progress) on first use. */
    public static RmaDevice of(SciDevice device) {
        synchronized (BY_DEVICE) {
            RmaDevice rma = BY_DEVICE.get(device);
            if (rma == null) {
                rma = new RmaDevice(device);
                device.installProgressHook(rma);
                BY_DEVICE.put(device, rma);
            }
            return rma;
        }
    }

    /** The profile's default access method: true for emulated. */
    public boolean emulatedByDefault() {
        return device.profile().rmaAccess().equals("emulated");
    }

    /** Whether the profile asks MPI_Win_start to wait for every post (strict) rather than the first access. */
    public boolean strictStart() {
        return device.profile().pscwSynchronisation().equals("strict");
    }

    /**
     * Registers this rank's part of the window that the members of one communicator create together,
     * identified by {@code key} (the same on every member). The window is usable once every member has
     * joined ({@link SharedWindow#awaitMembers}).
     */
    public SharedWindow join(String key, int[] worldRanks, int rank, WindowPart part) {
        SharedWindow window;
        synchronized (forming) {
            window = forming.get(key);
            if (window == null) {
                window = new SharedWindow(this, nextWindowId++, worldRanks);
                forming.put(key, window);
            }
            if (window.join(rank, part)) {
                forming.remove(key);
            }
        }
        return window;
    }

    @Override
    public boolean progress(int rank) {
        return engines[rank].progress(now());
    }

    @Override
    public long nextDue(int rank) {
        return engines[rank].nextDue();
    }

    @Override
    public boolean inFlight() {
        for (ProgressEngine engine : engines) {
            if (engine.holdsMessages()) {
                return true;
            }
        }
        return false;
    }

    RmaCosts costs() {
        return costs;
    }

    ProgressEngine engine(int worldRank) {
        return engines[worldRank];
    }

    Cpu cpu(int worldRank) {
        return network.adapter(worldRank).cpu();
    }

    /** Emulated time: the network's clock, or 0 when no clock is kept (a profile without cost, wall-clock time). */
    SciDevice device() {
        return device;
    }

    /** True when one-sided costs are modelled: a timed profile, or virtual time. */
    boolean keepsTime() {
        return network.keepsTime();
    }

    long now() {
        return network.keepsTime() ? network.clock().nanos() : 0;
    }

    /**
     * The job clock's reading for something that happens at emulated time {@code emulated} now: the same in
     * virtual time, the host's present in wall-clock time (where emulated time may be 0, untimed).
     */
    long onJobClock(long emulated) {
        return network.clock().isVirtual() ? emulated : network.clock().nanos();
    }

    /** Blocks {@code worldRank} inside MPI, progressing it, until {@code condition} holds. */
    void await(int worldRank, BooleanSupplier condition, String operation) {
        device.await(worldRank, condition, operation);
    }

    /** {@link #await(int, BooleanSupplier, String)}, the operation named only if the rank blocks. */
    void await(int worldRank, BooleanSupplier condition, Supplier<String> operation) {
        device.await(worldRank, condition, operation);
    }

    /** Tells {@code worldRank} that what it may wait for becomes visible at {@code time}. */
    void signal(int worldRank, long time) {
        engines[worldRank].wakeAt(time);
        device.wake(worldRank);
    }

    /** Lets {@code worldRank}'s emulated CPU catch up with {@code time} (a wait that ended then). */
    void realise(int worldRank, long time) {
        Cpu cpu = cpu(worldRank);
        cpu.busyUntil(time);
        cpu.catchUp();
    }
}
