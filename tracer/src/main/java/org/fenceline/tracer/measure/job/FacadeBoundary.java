package org.fenceline.tracer.measure.job;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Marks where a rank's computation ends and MPI's work begins: every method of the {@code mpi} facade is bracketed
 * with {@code FacadeCalls.enter()} and {@code FacadeCalls.exit()}, which pause the rank's meter of computation
 * ({@link org.fenceline.tracer.kernel.RankClock}) from the facade method's first instruction on. The MPI region's
 * own ENTER comes later, after the facade has evaluated its arguments to the runtime: the first call of each facade
 * method links its lambdas (the JDK spins a class per call site and rank, 0.3-11 ms of the rank's CPU time), which
 * virtual time counted as the program's computation. Constructors are left as they are (their {@code this} is
 * unusable before the super call, and none of them does MPI work before its own region).
 *
 * <p>Only in virtual time: wall-clock time has no meter. The rewritten class files are the same for every rank and
 * job of the JVM: each is rewritten once.
 */
public final class FacadeBoundary {
    private static final String HOOKS = "org/fenceline/tracer/measure/FacadeCalls";
    private static final Map<String, byte[]> REWRITTEN = new ConcurrentHashMap<>();

    private FacadeBoundary() {
    }

    /** The facade class {@code className} as defined from {@code classFile}, Fenceline's own, with its brackets. */
    public static byte[] rewrite(String className, byte[] classFile) {
        return REWRITTEN.computeIfAbsent(className, name -> bracket(classFile));
    }

    private static byte[] bracket(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        reader.accept(new Bracketing(writer), ClassReader.EXPAND_FRAMES);
        return writer.toByteArray();
    }

    private static void hook(MethodVisitor next, String name) {
        next.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, name, "()V", false);
    }

    private static final class Bracketing extends ClassVisitor {
        private String internalName;

        Bracketing(ClassVisitor next) {
            super(Opcodes.ASM9, next);
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName,
                String[] interfaces) {
            internalName = name;
            super.visit(version, access, name, signature, superName, interfaces);
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                String[] exceptions) {
            MethodVisitor mv = super.visitMethod(access, name, descriptor, signature, exceptions);
            boolean bodiless = (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) != 0;
            // Lambda bodies and bridges run inside a bracketed method already.
            boolean generated = (access & (Opcodes.ACC_SYNTHETIC | Opcodes.ACC_BRIDGE)) != 0;
            if (bodiless || generated || name.equals("<init>")) {
                return mv;
            }
            return new MethodBracket(mv, access, internalName, descriptor, next -> hook(next, "enter"),
                    next -> hook(next, "exit"));
        }
    }
}
