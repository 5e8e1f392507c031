package org.fenceline.tracer.launch;

import java.nio.charset.StandardCharsets;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites a program class so that its calls of {@code System.exit(int)}, {@code Runtime.exit(int)} and
 * {@code Runtime.halt(int)} call {@link ProcessExit} instead: one rank's exit must not end the whole job. The
 * replacements take the same operands, so the stack and the frames stay as they are.
 */
final class ExitCalls {
    private static final String PROCESS_EXIT = "org/fenceline/tracer/launch/ProcessExit";

    private ExitCalls() {
    }

    /** The class file with its exits redirected; the same array when it has none. */
    static byte[] redirect(byte[] classFile) {
        if (!mentions(classFile, "exit") && !mentions(classFile, "halt")) {
            return classFile;
        }
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(reader, 0);
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                    String[] exceptions) {
                return new Redirect(super.visitMethod(access, name, descriptor, signature, exceptions));
            }
        }, 0);
        return writer.toByteArray();
    }

    private static final class Redirect extends MethodVisitor {
        Redirect(MethodVisitor next) {
            super(Opcodes.ASM9, next);
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
            } else {
                super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
            }
        }
    }

    /** A cheap pre-check: a class that calls exit or halt has the name in its constant pool. */
    private static boolean mentions(byte[] classFile, String name) {
        byte[] needle = name.getBytes(StandardCharsets.US_ASCII);
        outer:
        for (int i = 0; i + needle.length <= classFile.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (classFile[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
