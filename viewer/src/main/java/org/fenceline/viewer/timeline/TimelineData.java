package org.fenceline.viewer.timeline;

import java.util.List;

/**
 * Everything the timeline draws, loaded once from a trace: per-location segments and their level-of-detail
 * summaries, messages, one-sided transfers, and names. Immutable, so the drawing thread may read it while a
 * loader thread builds the next one.
 */
public record TimelineData(List<String> locationNames, List<String> regionNames, RegionCategory[] regionCategories,
                           List<LocationTimeline> timelines, List<LevelOfDetail> levels, MessageLines messages,
                           List<RmaTransfer> transfers, long start, long end, long eventCount) {

    public int locationCount() {
        return timelines.size();
    }

    public RegionCategory category(int region) {
        return region < 0 ? RegionCategory.IDLE : regionCategories[region];
    }

    public String regionName(int region) {
        return region < 0 ? "(outside any region)" : regionNames.get(region);
    }
}
