/**
 * The job-wide half of the measurement, shared by all ranks (loaded once, by the launcher's class loader):
 * what the launcher hands each rank ({@link org.fenceline.tracer.measure.job.RankTrace}), the tables of call
 * sites and user regions that the bytecode instrumentation fills, the filter file and the instrumenter itself.
 * The rank-private half ({@code org.fenceline.tracer.measure}) only talks to these classes and JDK types.
 */
package org.fenceline.tracer.measure.job;
