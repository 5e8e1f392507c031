package org.fenceline.tracer.programs;

import java.net.InetAddress;
import java.net.UnknownHostException;
import mpi.MPI;
import mpi.MPIException;

/**
 * The check of Open MPI's Java test environment/Procname: every rank's processor name is the host's name as Java
 * reports it, and MPI_INFO_ENV's "host" agrees.
 */
public class ProcessorName {
    public static void main(String[] args) throws MPIException, UnknownHostException {
        MPI.Init(args);
        String host = InetAddress.getLocalHost().getHostName();
        Check.equal(host, MPI.getProcessorName(), "processor name");
        Check.equal(host, MPI.INFO_ENV.get("host"), "MPI_INFO_ENV host");
        MPI.COMM_WORLD.barrier();
        MPI.Finalize();
    }
}
