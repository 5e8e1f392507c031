/**
 * The simulation kernel: how time passes for the emulated machine, and the only place where its code waits.
 *
 * <p>A {@link org.fenceline.tracer.kernel.Clock} is what the layers above read and wait on: the platform
 * model ({@code sci}) realises every emulated cost through it, the device ({@code device}) sleeps and wakes
 * ranks through it, the facade brackets every MPI call with the rank's
 * {@link org.fenceline.tracer.kernel.RankClock}. Two realisations exist: wall-clock time
 * ({@link org.fenceline.tracer.kernel.WallClock}: ranks are threads running concurrently on the host) and
 * virtual time ({@link org.fenceline.tracer.kernel.VirtualClock} over a
 * {@link org.fenceline.tracer.kernel.SimulationKernel}: ranks run one at a time in virtual-time order, their
 * computation measured, their communication timed by the model alone), as SimGrid separates its simulation
 * kernel from the platform model and from SMPI. This package depends on nothing but the JDK.
 */
package org.fenceline.tracer.kernel;
