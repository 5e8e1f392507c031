package org.fenceline.tracer.measure.job;

import java.util.Objects;

/**
 * Which of the program's methods become user regions: always the main class's {@code main} (the root of every
 * call path); with {@code --instrument auto} also every method the filter includes. Constructors, static
 * initialisers, and compiler-generated (synthetic, bridge) methods are never instrumented.
 *
 * @param filter the automatic instrumentation's filter, or null for {@code main} only
 */
public record MethodSelection(String mainClass, FilterFile filter) {
    public MethodSelection {
        Objects.requireNonNull(mainClass, "mainClass");
    }

    public boolean selects(String className, String method, String descriptor) {
        if (className.equals(mainClass) && method.equals("main") && descriptor.equals("([Ljava/lang/String;)V")) {
            return true;
        }
        return filter != null && !method.startsWith("<") && filter.includes(className, method);
    }
}
