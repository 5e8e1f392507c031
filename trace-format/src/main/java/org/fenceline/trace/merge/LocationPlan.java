package org.fenceline.trace.merge;

import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;

/**
 * The second pass's instructions for one location, in trace time: which own records leave the stream, which
 * moved transfer ends go in front of which own record (blocks), and which events from other locations' records
 * join the stream by time (floating). Columns of the merge's store: a run has millions of blocks. Transfers are
 * {@link TransferTable#ref}s, written at their desired times.
 *
 * @param movedAway      sorted positions of own records that are placed elsewhere (moved GET_1TE)
 * @param blockPositions sorted positions of the own records (synchronisation exits) that have a block
 * @param blockStarts    block i is {@code blocked[blockStarts[i] .. blockStarts[i + 1])}; one more entry than
 *                       there are blocks
 * @param blocked        the transfers of all blocks, each block's to be written immediately before its record, in
 *                       order
 * @param floating       transfers sorted by desired time, written before the first own record that is later
 */
record LocationPlan(LongColumn movedAway, LongColumn blockPositions, IntColumn blockStarts, LongColumn blocked,
        LongColumn floating) {
}
