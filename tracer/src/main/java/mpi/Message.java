package mpi;

import java.nio.Buffer;
import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.MatchedMessage;
import org.fenceline.tracer.runtime.MpiError;
import org.fenceline.tracer.runtime.StatusRecord;

/**
 * A message taken by a matched probe (MPI_Message): {@link #mProbe} or {@link #imProbe} removes the matching
 * message from the queue, so that only this object's {@link #mRecv} or {@link #imRecv} can receive it, whatever
 * other threads receive meanwhile. A new Message is MPI_MESSAGE_NULL; receiving it makes it null again.
 */
public final class Message {
    private MatchedMessage matched;

    /** MPI_MESSAGE_NULL. */
    public Message() {
    }

    public boolean isNull() {
        return matched == null;
    }

    /** MPI_MESSAGE_NO_PROC: the message a probe of MPI.PROC_NULL takes. */
    public boolean isNoProc() {
        return matched != null && matched.isNoProcess();
    }

    /** MPI_Mprobe: waits for a message from {@code source} with {@code tag} on {@code comm} and takes it. */
    public Status mProbe(int source, int tag, Comm comm) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.MPROBE);
        try {
            matched = MatchedMessage.probe(comm.live("MPI_Mprobe"), source, tag);
            return new Status(matched.status());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.MPROBE);
        }
    }

    /** MPI_Improbe: takes a matching message if one has arrived; null (and this stays as it was) otherwise. */
    public Status imProbe(int source, int tag, Comm comm) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.IMPROBE);
        try {
            MatchedMessage found = MatchedMessage.tryProbe(comm.live("MPI_Improbe"), source, tag);
            if (found == null) {
                return null;
            }
            matched = found;
            return new Status(found.status());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.IMPROBE);
        }
    }

    /** MPI_Mrecv: receives the taken message; this becomes MPI_MESSAGE_NULL. */
    public Status mRecv(Object buf, int count, Datatype type) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.MRECV);
        try {
            MatchedMessage message = taken("MPI_Mrecv");
            StatusRecord status = message.receive(buf, count, Datatype.forTransfer(type));
            matched = null;
            m.recv(message.comm(), status);
            return new Status(status);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.MRECV);
        }
    }

    /** MPI_Imrecv into a direct buffer; this becomes MPI_MESSAGE_NULL. */
    public Request imRecv(Buffer buf, int count, Datatype type) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.IMRECV);
        try {
            MatchedMessage message = taken("MPI_Imrecv");
            Request request = new Request(message.startReceive(buf, count, Datatype.forTransfer(type)));
            matched = null;
            StatusRecord envelope = message.status();
            request.traced(m.irecv(message.comm(), envelope.source(), envelope.tag()), true);
            return request;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.IMRECV);
        }
    }

    private MatchedMessage taken(String call) throws MPIException {
        Communicator comm = MPI.check().world();
        if (matched == null) {
            throw MPIException.of(comm.error(MPI.ERR_REQUEST, call + ": the message is MPI_MESSAGE_NULL"
                    + " (receive a message taken by mProbe or imProbe, once)"));
        }
        return matched;
    }
}
