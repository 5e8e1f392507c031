package org.fenceline.patterns.time;

import java.util.EnumSet;
import java.util.Set;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.RegionRole;

/** A time category that is exactly the time in regions of some roles. */
public abstract class RoleCategory extends TimeCategory {
    private final Set<RegionRole> roles;

    protected RoleCategory(String id, String displayName, String parentId, Description description,
                           RegionRole first, RegionRole... rest) {
        super(id, displayName, parentId, description);
        this.roles = EnumSet.of(first, rest);
    }

    @Override
    protected final boolean includes(Definitions.Region region) {
        return roles.contains(region.role());
    }
}
