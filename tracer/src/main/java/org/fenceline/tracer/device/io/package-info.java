/**
 * The job-wide side of MPI-IO: files opened collectively ({@link org.fenceline.tracer.device.io.SharedFile}) and
 * the table that lets the members of a communicator find the file they open together
 * ({@link org.fenceline.tracer.device.io.FileTable}).
 *
 * <p>Why here, in the device layer: the shared file pointer, the channel every member reads and writes through,
 * and MPI_MODE_DELETE_ON_CLOSE at the last close are state of the job, not of one rank. Ranks are threads with
 * their own copy of the runtime (their class loaders delegate only {@code org.fenceline.tracer.device.} and
 * below to the parent), so such state lives here, as the windows' does in {@code device.rma}. The rank's own
 * side (views, individual file pointers, argument checks, error classes) is {@code runtime.io}. This package
 * depends on nothing but the JDK and the device it belongs to.
 */
package org.fenceline.tracer.device.io;
