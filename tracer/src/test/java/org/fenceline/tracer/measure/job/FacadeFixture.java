package org.fenceline.tracer.measure.job;

/** Stands in for a facade class in {@link FacadeBoundaryTest}: its methods do work the rank's meter sees. */
public final class FacadeFixture {
    private FacadeFixture() {
    }

    public static void works(long units) {
        FacadeBoundaryTest.cpu += units;
    }

    public static void fails(long units) {
        FacadeBoundaryTest.cpu += units;
        throw new IllegalStateException("the facade call failed");
    }
}
