package org.fenceline.tracer.measure.job;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class FilterFileTest {
    @Test
    void theLastMatchingRuleDecidesAndUnmatchedMethodsAreIncluded() {
        FilterFile f = FilterFile.parse("f", List.of(
                "# only the solver, without its getters",
                "exclude *",
                "include org.example.solver.*   # the package",
                "",
                "exclude *.get?*"));
        assertTrue(f.includes("org.example.solver.Jacobi", "sweep"));
        assertFalse(f.includes("org.example.solver.Jacobi", "getResidual"));
        assertTrue(f.includes("org.example.solver.Jacobi", "get"), "? needs one character");
        assertFalse(f.includes("org.example.io.Writer", "write"));
        assertTrue(FilterFile.parse("f", List.of()).includes("any.Class", "method"));
    }

    @Test
    void globsMatchNestedClassesAndDotsLiterally() {
        FilterFile f = FilterFile.parse("f", List.of("exclude a.B$Inner.*", "exclude x.y.z"));
        assertFalse(f.includes("a.B$Inner", "run"));
        assertTrue(f.includes("a.B", "run"));
        assertTrue(f.includes("xay", "z"), "a dot is not a wildcard");
        assertFalse(f.includes("x.y", "z"));
    }

    @Test
    void aMalformedRuleNamesFileAndLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FilterFile.parse("my.filter", List.of("include a.*", "inclde b.*")));
        assertEquals("my.filter:2: expected 'include GLOB' or 'exclude GLOB', not 'inclde b.*'", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> FilterFile.parse("f", List.of("include a b")));
    }
}
