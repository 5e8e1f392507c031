/**
 * MPI's predefined operations ({@link org.fenceline.tracer.device.reduction.PredefinedOp}) and their element-wise
 * kernels on packed native-order data, one per operation and {@link org.fenceline.tracer.device.reduction.ElementKind}:
 * the only implementation of MAX … MAXLOC, REPLACE and NO_OP, used by the collectives' reductions and by the
 * one-sided accumulates alike.
 *
 * <p>Why here, in the device layer: a one-sided accumulate is applied by the <em>target's</em> progress engine
 * (an MPI call of the target rank, or the asynchronous progress thread) on behalf of every origin, so the
 * kernels run in job-wide code that no rank owns. The device is that layer: its classes are shared by all ranks
 * (the rank class loaders delegate {@code org.fenceline.tracer.device.} to the parent), while each rank loads its
 * own copy of the runtime. The layers run sci → device → runtime → mpi and the device must not depend on the
 * runtime, so the kernels cannot live in {@code runtime.reduction}; the runtime's collectives depend downwards
 * on this package, as they already do on the device. The package depends on nothing but {@code java.nio}.
 *
 * <p>The kernels are immutable, allocate nothing and keep no state between calls, so any thread may apply them
 * concurrently; whoever applies one to shared memory provides the exclusion (the window's atomicity guard).
 */
package org.fenceline.tracer.device.reduction;
