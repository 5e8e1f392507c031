package org.fenceline.tracer.runtime;

import org.fenceline.tracer.device.port.PortTable;

/**
 * MPI_Open_port, MPI_Close_port and the name service (MPI_Publish_name, MPI_Unpublish_name, MPI_Lookup_name)
 * on the job's {@link PortTable}. Failures are raised on MPI_COMM_WORLD's error handler, as in Open MPI.
 */
public final class Ports {
    private Ports() {
    }

    public static String open(RankRuntime runtime) {
        return table(runtime).open();
    }

    public static void close(RankRuntime runtime, String port) {
        if (!table(runtime).close(port)) {
            throw runtime.error(ErrorClass.PORT, "MPI_Close_port: port " + port + " is not open");
        }
    }

    public static void publish(RankRuntime runtime, String service, String port) {
        if (!table(runtime).publish(service, port)) {
            throw runtime.error(ErrorClass.SERVICE, "MPI_Publish_name: service " + service
                    + " is published already");
        }
    }

    public static void unpublish(RankRuntime runtime, String service, String port) {
        if (!table(runtime).unpublish(service, port)) {
            throw runtime.error(ErrorClass.SERVICE, "MPI_Unpublish_name: service " + service
                    + " is not published with port " + port);
        }
    }

    public static String lookup(RankRuntime runtime, String service) {
        String port = table(runtime).lookup(service);
        if (port == null) {
            throw runtime.error(ErrorClass.NAME, "MPI_Lookup_name: service " + service + " is not published");
        }
        return port;
    }

    private static PortTable table(RankRuntime runtime) {
        return PortTable.of(runtime.device());
    }
}
