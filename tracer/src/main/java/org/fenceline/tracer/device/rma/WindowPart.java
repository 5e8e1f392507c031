package org.fenceline.tracer.device.rma;

/**
 * What one rank exposes in a window: its memory, its size in bytes, the displacement unit in bytes by which
 * origins address it, and the access method it asked for (the window uses the one of its rank 0).
 */
public record WindowPart(WindowMemory memory, long sizeBytes, int dispUnit, boolean emulated) {
}
