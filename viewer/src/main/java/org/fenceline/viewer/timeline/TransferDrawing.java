package org.fenceline.viewer.timeline;

/**
 * How one-sided transfers are drawn: as recorded (the request and data "messages" of seed §8.2) or as the
 * logical transfer of §8.3; dependencies (§8.4) are an independent option.
 */
public record TransferDrawing(boolean logical, boolean dependencies) {
    public static final TransferDrawing RECORDED = new TransferDrawing(false, true);
}
