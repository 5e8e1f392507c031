package org.fenceline.tracer.runtime.collective;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.tracer.runtime.CollectivePort;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.RankLocal;
import org.fenceline.tracer.runtime.RankRuntime;
import org.fenceline.tracer.runtime.RuntimeRequest;

/**
 * The collectives of one rank in progress. As in SCI-MPICH, one collective per communicator is active at a
 * time: later ones queue behind it in call order, which every member shares, so receives from one peer are
 * posted in the order that peer sends. Whenever the rank waits inside MPI (also in point-to-point calls), the
 * engine advances every active collective, so non-blocking ones progress while the program communicates.
 * Each rank has one ({@link RankLocal}).
 */
final class CollectiveEngine {
    private static final RankLocal<CollectiveEngine> OF_RANK = new RankLocal<>(runtime -> {
        CollectiveEngine engine = new CollectiveEngine();
        runtime.addProgressHook(engine::advance);
        return engine;
    });

    /**
     * One queue per communicator with collectives in progress, never empty (its head tells the communicator),
     * walked by index: a rank has few such communicators at a time.
     */
    private final List<ArrayDeque<Schedule>> busy = new ArrayList<>();
    /** An emptied queue kept for the next communicator: most programs run one collective at a time. */
    private ArrayDeque<Schedule> spare;
    /** Collectives submitted and not finished; read without the lock, so that an idle engine costs a poll nothing. */
    private volatile int active;
    private boolean advancing;

    private CollectiveEngine() {
    }

    static CollectiveEngine of(RankRuntime runtime) {
        return OF_RANK.get(runtime);
    }

    /** Runs a blocking collective to completion; its error, if any, is thrown. */
    void run(Schedule schedule) {
        submit(schedule);
        CollectivePort port = CollectivePort.of(schedule.comm());
        while (!schedule.isComplete()) {
            int seen = schedule.changes();
            port.block(() -> schedule.isComplete() || schedule.changes() != seen, schedule::waitingLabel);
        }
        if (schedule.failure() != null) {
            throw schedule.failure();
        }
    }

    /** Starts a non-blocking collective; the returned request completes with it. */
    RuntimeRequest start(Schedule schedule, String operation) {
        submit(schedule);
        return CollectivePort.of(schedule.comm()).request(operation, schedule);
    }

    private synchronized void submit(Schedule schedule) {
        schedule.attach(this);
        schedule.comm().collectiveStarted();
        ArrayDeque<Schedule> queue = queueOf(schedule.comm());
        if (queue == null) {
            queue = spare != null ? spare : new ArrayDeque<>();
            spare = null;
            busy.add(queue);
        }
        queue.add(schedule);
        active++;
        advance();
    }

    private ArrayDeque<Schedule> queueOf(Communicator comm) {
        for (int i = 0; i < busy.size(); i++) {
            if (busy.get(i).peek().comm() == comm) {
                return busy.get(i);
            }
        }
        return null;
    }

    /** Advances the head collective of every communicator; re-entry from a callback is ignored. */
    void advance() {
        if (active > 0) {
            advanceActive();
        }
    }

    private synchronized void advanceActive() {
        if (advancing) {
            return;
        }
        advancing = true;
        try {
            for (int i = 0; i < busy.size(); i++) {
                ArrayDeque<Schedule> queue = busy.get(i);
                while (!queue.isEmpty() && queue.peek().advance()) {
                    queue.poll().comm().collectiveFinished();
                    active--;
                }
                if (queue.isEmpty()) {
                    busy.remove(i--);
                    spare = queue;
                }
            }
        } finally {
            advancing = false;
        }
    }
}
