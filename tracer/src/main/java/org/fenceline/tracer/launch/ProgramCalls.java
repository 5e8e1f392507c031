package org.fenceline.tracer.launch;

import java.nio.charset.StandardCharsets;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites the calls of a program class that, under mpirun, act on the program's own process, so that they act
 * on its rank: {@code System.exit(int)}, {@code Runtime.exit(int)} and {@code Runtime.halt(int)} call
 * {@link ProcessExit} (one rank's exit must not end the whole job); {@code Thread.sleep(long)},
 * {@code Thread.sleep(long, int)}, {@code TimeUnit.sleep(long)}, {@code System.nanoTime()} and
 * {@code System.currentTimeMillis()} call {@link ProgramTime} (in virtual time a sleep moves the rank's clock, not
 * the host's, and the program reads the rank's clock; the clock readings only in virtual time, where they differ
 * from the JDK's). The replacements take the same operands, so the stack and the frames stay as they are.
 */
final class ProgramCalls {
    private static final String PROCESS_EXIT = "org/fenceline/tracer/launch/ProcessExit";
    private static final String PROGRAM_TIME = "org/fenceline/tracer/launch/ProgramTime";

    private ProgramCalls() {
    }

    /**
     * The class file with these calls redirected, the clock readings only for a job in {@code virtualTime}; the
     * same array when it has none.
     */
    static byte[] redirect(byte[] classFile, boolean virtualTime) {
        if (!mentionsAny(classFile)) {
            return classFile;
        }
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(reader, 0);
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                    String[] exceptions) {
                return new Redirect(super.visitMethod(access, name, descriptor, signature, exceptions), virtualTime);
            }
        }, 0);
        return writer.toByteArray();
    }

    private static final class Redirect extends MethodVisitor {
        private final boolean clockReadings;

        Redirect(MethodVisitor next, boolean clockReadings) {
            super(Opcodes.ASM9, next);
            this.clockReadings = clockReadings;
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            boolean intArgument = descriptor.equals("(I)V");
            if (opcode == Opcodes.INVOKESTATIC && owner.equals("java/lang/System") && name.equals("exit")
                    && intArgument) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, PROCESS_EXIT, "exit", "(I)V", false);
            } else if (opcode == Opcodes.INVOKEVIRTUAL && owner.equals("java/lang/Runtime")
                    && (name.equals("exit") || name.equals("halt")) && intArgument) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, PROCESS_EXIT, "exit", "(Ljava/lang/Runtime;I)V", false);
            } else if (opcode == Opcodes.INVOKESTATIC && owner.equals("java/lang/Thread") && name.equals("sleep")
                    && (descriptor.equals("(J)V") || descriptor.equals("(JI)V"))) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, PROGRAM_TIME, "sleep", descriptor, false);
            } else if (clockReadings && opcode == Opcodes.INVOKESTATIC && owner.equals("java/lang/System")
                    && (name.equals("nanoTime") || name.equals("currentTimeMillis")) && descriptor.equals("()J")) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, PROGRAM_TIME, name, descriptor, false);
            } else if (opcode == Opcodes.INVOKEVIRTUAL && owner.equals("java/util/concurrent/TimeUnit")
                    && name.equals("sleep") && descriptor.equals("(J)V")) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, PROGRAM_TIME, "sleep",
                        "(Ljava/util/concurrent/TimeUnit;J)V", false);
            } else {
                super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
            }
        }
    }

    /** The names of the redirected methods: a class that calls one has it in its constant pool. */
    private static final byte[][] NAMES = {ascii("exit"), ascii("halt"), ascii("sleep"), ascii("nanoTime"),
        ascii("currentTimeMillis")};

    /** A cheap pre-check, one pass over the class file: does it mention any of {@link #NAMES}? */
    private static boolean mentionsAny(byte[] classFile) {
        for (int i = 0; i < classFile.length; i++) {
            for (byte[] name : NAMES) {
                if (startsAt(classFile, i, name)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean startsAt(byte[] classFile, int at, byte[] name) {
        if (at + name.length > classFile.length) {
            return false;
        }
        for (int j = 0; j < name.length; j++) {
            if (classFile[at + j] != name[j]) {
                return false;
            }
        }
        return true;
    }

    private static byte[] ascii(String name) {
        return name.getBytes(StandardCharsets.US_ASCII);
    }
}
