package org.fenceline.analyzer.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class CallTreeBuilderTest {
    private final List<Region> regions = List.of(
            new Region(0, "main", "App.java", 1, -1, "user", "function", ""),
            new Region(1, "MPI_Put", "MPI", -1, -1, "mpi", "rma", ""),
            new Region(2, "MPI_Win_fence", "MPI", -1, -1, "mpi", "function", ""));

    @Test
    void oneNodePerCalleeDropsTheCallSiteOnlyWhenTwoSitesMeet() {
        CallTree.Builder b = new CallTree.Builder(regions);
        int main = b.addCallee(-1, 0, "", -1);
        int put = b.addCallee(main, 1, "App.java", 14);
        assertEquals(put, b.addCallee(main, 1, "App.java", 17));
        int fence = b.addCallee(main, 2, "App.java", 12);
        assertEquals(fence, b.addCallee(main, 2, "App.java", 12));
        CallTree tree = b.build();

        assertEquals(3, tree.size());
        CallPathNode putNode = tree.get(b.indexOf(put));
        assertEquals(List.of("main/MPI_Put", "", "-1"),
                List.of(putNode.path(), putNode.file(), Integer.toString(putNode.line())));
        CallPathNode fenceNode = tree.get(b.indexOf(fence));
        assertEquals(List.of("App.java", "12"), List.of(fenceNode.file(), Integer.toString(fenceNode.line())));
    }

    @Test
    void addKeepsCallSitesApartForReadersOfSplitReports() {
        CallTree.Builder b = new CallTree.Builder(regions);
        int main = b.add(-1, 0, "", -1);
        assertNotEquals(b.add(main, 1, "App.java", 14), b.add(main, 1, "App.java", 17));
        assertEquals(3, b.build().size());
    }
}
