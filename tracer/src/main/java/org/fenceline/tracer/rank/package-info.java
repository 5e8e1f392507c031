/**
 * What each rank has of its own among Fenceline's classes: the binding of the rank's copy of the {@code mpi} facade
 * to its runtime ({@link org.fenceline.tracer.rank.ThisRank}) and the launcher's entry into the rank
 * ({@link org.fenceline.tracer.rank.RankBootstrap}). The rank's class loader defines these classes per rank, as it
 * does the facade, the measurement and the program; the runtime, the device and the kernel are shared by all ranks.
 */
package org.fenceline.tracer.rank;
