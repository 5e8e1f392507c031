/**
 * The job-wide side of MPI ports and the name service ({@link org.fenceline.tracer.device.port.PortTable}): a
 * port opened by one rank is connected to and accepted on by others, so the table lives in the device layer,
 * which the ranks' class loaders share (as the windows' state in {@code device.rma} and the files' in
 * {@code device.io}). The rank's own side, the intercommunicator both groups build, is
 * {@code runtime.collective.Intercommunicators}.
 */
package org.fenceline.tracer.device.port;
