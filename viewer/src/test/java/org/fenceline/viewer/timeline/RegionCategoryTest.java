package org.fenceline.viewer.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.junit.jupiter.api.Test;

class RegionCategoryTest {
    @Test
    void everyMpiIoRoleIsFileIoEvenTheCollectiveOnes() {
        for (RegionRole role : new RegionRole[] {RegionRole.FILE_MANAGEMENT, RegionRole.FILE_IO_INDIVIDUAL,
            RegionRole.FILE_IO_COLLECTIVE}) {
            assertEquals(RegionCategory.FILE_IO, RegionCategory.of(role, Paradigm.MPI), role.name());
        }
    }

    @Test
    void rolesAreGroupedAsAUserTellsThemApart() {
        assertEquals(RegionCategory.COLLECTIVE, RegionCategory.of(RegionRole.COLLECTIVE_ALL_TO_ALL, Paradigm.MPI));
        assertEquals(RegionCategory.RMA_SYNCHRONISATION, RegionCategory.of(RegionRole.RMA_ACTIVE_SYNC, Paradigm.MPI));
        assertEquals(RegionCategory.MPI_OTHER, RegionCategory.of(RegionRole.FUNCTION, Paradigm.MPI));
        assertEquals(RegionCategory.COMPUTATION, RegionCategory.of(RegionRole.FUNCTION, Paradigm.USER));
        assertEquals(RegionCategory.OVERHEAD, RegionCategory.of(RegionRole.BUFFER_FLUSH, Paradigm.MEASUREMENT));
    }
}
