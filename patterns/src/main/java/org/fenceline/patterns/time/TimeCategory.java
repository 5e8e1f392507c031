package org.fenceline.patterns.time;

import java.util.EnumSet;
import java.util.Set;

import org.fenceline.analyzer.pattern.CallPathProfile;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;

/**
 * A time metric that counts the exclusive time of the call paths whose region it includes. Regions are
 * classified by their {@link RegionRole} (set by the tracer when it defines the region), never by name: the
 * role is what Scalasca's remapping reads from Score-P's region definitions too.
 */
public abstract class TimeCategory extends CatalogPattern {
    /** The roles of MPI calls that have a time category of their own. */
    private static final Set<RegionRole> MPI_ROLES = EnumSet.complementOf(
            EnumSet.of(RegionRole.FUNCTION, RegionRole.BUFFER_FLUSH));

    protected TimeCategory(String id, String displayName, String parentId, Description description) {
        super(id, displayName, "sec", parentId, description);
    }

    /** Whether time in this region belongs to the metric. */
    protected abstract boolean includes(Definitions.Region region);

    /** MPI calls: every MPI role, and MPI calls of no particular category (role FUNCTION, paradigm MPI). */
    protected static boolean isMpi(Definitions.Region region) {
        return MPI_ROLES.contains(region.role())
                || region.role() == RegionRole.FUNCTION && region.paradigm() == Paradigm.MPI;
    }

    protected static boolean isOverhead(Definitions.Region region) {
        return region.role() == RegionRole.BUFFER_FLUSH;
    }

    @Override
    public final ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void profile(CallPathProfile profile) {
                for (int cp = 0; cp < profile.callPathCount(); cp++) {
                    long time = profile.exclusiveTime(cp);
                    if (time != 0 && includes(profile.region(cp))) {
                        context.addNanos(cp, time);
                    }
                }
            }
        };
    }
}
