package org.fenceline.tracer.measure.job;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.fenceline.tracer.kernel.RankClock;
import org.fenceline.tracer.kernel.SimulationKernel;
import org.fenceline.tracer.measure.MeasurementBootstrap;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** The facade's methods pause the rank's meter of computation from their first instruction to their last. */
public class FacadeBoundaryTest {
    private static final String HOOKS = "org/fenceline/tracer/measure/FacadeCalls";

    /** What the rank's clock meters in this test: moved by the test and by the bracketed fixture (public: the
     * fixture is defined by a loader of its own, so it is in another runtime package). */
    public static long cpu;

    /**
     * Computation before and after a facade call counts; the facade's own work (here 500 units, in a real run the
     * linking of its lambdas on the first call) does not, also when the call ends with an exception.
     */
    @Test
    void theFacadesOwnWorkIsNoComputation() throws Exception {
        Class<?> facade = bracketed(FacadeFixture.class);
        Method works = facade.getMethod("works", long.class);
        Method fails = facade.getMethod("fails", long.class);
        long end = runAlone(clock -> {
            try {
                cpu += 1_000;
                works.invoke(null, 500L);
                cpu += 100;
                InvocationTargetException e = assertThrows(InvocationTargetException.class,
                        () -> fails.invoke(null, 500L));
                assertTrue(e.getCause() instanceof IllegalStateException);
                cpu += 10;
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        });
        assertEquals(1_110, end);
    }

    /** Every method of every class of the real {@code mpi} package is bracketed, constructors excepted. */
    @Test
    void everyFacadeMethodOpensAndClosesThePause() throws IOException, URISyntaxException {
        Path api = Path.of(mpi.MPI.class.getProtectionDomain().getCodeSource().getLocation().toURI()).resolve("mpi");
        List<String> unbracketed = new ArrayList<>();
        int methods = 0;
        try (Stream<Path> files = Files.list(api)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                String name = "mpi." + file.getFileName().toString().replace(".class", "");
                byte[] rewritten = FacadeBoundary.rewrite(name, Files.readAllBytes(file));
                methods += inspect(rewritten, unbracketed);
            }
        }
        assertTrue(methods > 500, methods + " facade methods found");
        assertEquals(List.of(), unbracketed);
    }

    /** Counts the bracketed methods of a class; adds the name of each method that should be but is not. */
    private static int inspect(byte[] classFile, List<String> unbracketed) {
        int[] count = new int[1];
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9) {
            private String owner;

            @Override
            public void visit(int version, int access, String name, String signature, String superName,
                    String[] interfaces) {
                owner = name;
            }

            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                    String[] exceptions) {
                boolean exempt = (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE | Opcodes.ACC_SYNTHETIC
                        | Opcodes.ACC_BRIDGE)) != 0 || name.equals("<init>");
                if (exempt) {
                    return null;
                }
                count[0]++;
                return new BracketCheck(() -> unbracketed.add(owner + "." + name + descriptor));
            }
        }, ClassReader.SKIP_DEBUG);
        return count[0];
    }

    /** Checks: the first call is the opening hook, every return follows the closing hook, a catch-all closes too. */
    private static final class BracketCheck extends MethodVisitor {
        private final Runnable onMissing;
        private String previousCall = "";
        private boolean opened;
        private boolean everyReturnClosed = true;
        private boolean catchAll;
        private boolean sawInstruction;

        BracketCheck(Runnable onMissing) {
            super(Opcodes.ASM9);
            this.onMissing = onMissing;
        }

        @Override
        public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
            catchAll |= type == null;
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            String call = owner + "." + name;
            if (!sawInstruction) {
                opened = call.equals(HOOKS + ".enter");
            }
            sawInstruction = true;
            previousCall = call;
        }

        @Override
        public void visitInsn(int opcode) {
            if (opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN) {
                everyReturnClosed &= previousCall.equals(HOOKS + ".exit");
            }
            sawInstruction = true;
            previousCall = "";
        }

        @Override
        public void visitEnd() {
            if (!opened || !everyReturnClosed || !catchAll) {
                onMissing.run();
            }
        }
    }

    /** {@code type} defined from its class file after {@link FacadeBoundary#rewrite}, in a loader of its own. */
    private static Class<?> bracketed(Class<?> type) throws IOException, ClassNotFoundException {
        byte[] original;
        try (InputStream in = type.getResourceAsStream(type.getSimpleName() + ".class")) {
            original = in.readAllBytes();
        }
        byte[] rewritten = FacadeBoundary.rewrite(type.getName(), original);
        ClassLoader parent = FacadeBoundaryTest.class.getClassLoader();
        ClassLoader loader = new ClassLoader("bracketed", parent) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                if (name.equals(type.getName())) {
                    Class<?> c = findLoadedClass(name);
                    return c != null ? c : defineClass(name, rewritten, 0, rewritten.length);
                }
                return super.loadClass(name, resolve);
            }
        };
        Class<?> c = loader.loadClass(type.getName());
        assertFalse(c == type);
        return c;
    }

    /** Runs {@code body} as the only actor of a kernel, its clock metering {@link #cpu}; returns its end time. */
    private static long runAlone(Consumer<RankClock> body) throws InterruptedException {
        SimulationKernel kernel = new SimulationKernel(1, 0);
        long[] end = new long[1];
        Throwable[] failure = new Throwable[1];
        cpu = 0;
        Thread rank = new Thread(() -> {
            kernel.attach(0);
            try {
                RankClock clock = RankClock.virtual(Thread.currentThread(), kernel, 1, () -> cpu);
                MeasurementBootstrap.bind(clock);
                clock.enter();
                clock.leave();
                clock.resumeComputation();
                body.accept(clock);
                end[0] = clock.now();
            } catch (Throwable t) {
                failure[0] = t;
            } finally {
                MeasurementBootstrap.bind(RankClock.wall(null));
                kernel.detach();
            }
        });
        rank.start();
        rank.join();
        if (failure[0] != null) {
            throw new AssertionError(failure[0]);
        }
        return end[0];
    }
}
