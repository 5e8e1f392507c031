package org.fenceline.tracer.sci;

/**
 * A remote segment the adapter knows but has not mapped (an EVS): cheap, no ATT entries, reachable only
 * by the DMA engine (digest 000 §1.9).
 */
public record ConnectedSegment(Adapter adapter, Segment target) {
}
