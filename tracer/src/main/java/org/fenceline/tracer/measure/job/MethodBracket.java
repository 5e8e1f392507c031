package org.fenceline.tracer.measure.job;

import java.util.function.Consumer;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Brackets a method's body with two hooks: {@code opening} at its start, {@code closing} before each return
 * and, through a catch-all handler that rethrows, when an exception leaves it. The handler is appended last, so
 * the method's own handlers keep precedence. Frames are kept as the compiler wrote them (read them expanded); the
 * handler gets an explicit frame holding the method's parameters, so no class needs to be loaded to compute frames.
 * Not for constructors, whose {@code this} is uninitialised until the super call.
 */
final class MethodBracket extends MethodVisitor {
    private final int access;
    private final String owner;
    private final String descriptor;
    /** Emits the opening hook's instructions into the visitor it is given. */
    private final Consumer<MethodVisitor> opening;
    private final Consumer<MethodVisitor> closing;
    private final Label bodyStart = new Label();

    /** For a method of {@code owner} (internal name) with {@code access} flags and {@code descriptor}. */
    MethodBracket(MethodVisitor next, int access, String owner, String descriptor, Consumer<MethodVisitor> opening,
            Consumer<MethodVisitor> closing) {
        super(Opcodes.ASM9, next);
        this.access = access;
        this.owner = owner;
        this.descriptor = descriptor;
        this.opening = opening;
        this.closing = closing;
    }

    @Override
    public void visitCode() {
        super.visitCode();
        opening.accept(mv);
        super.visitLabel(bodyStart);
    }

    @Override
    public void visitInsn(int opcode) {
        if (opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN) {
            closing.accept(mv);
        }
        super.visitInsn(opcode);
    }

    @Override
    public void visitMaxs(int maxStack, int maxLocals) {
        Label bodyEnd = new Label();
        Label handler = new Label();
        super.visitLabel(bodyEnd);
        super.visitTryCatchBlock(bodyStart, bodyEnd, handler, null);
        super.visitLabel(handler);
        Object[] parameters = parameterFrame();
        super.visitFrame(Opcodes.F_NEW, parameters.length, parameters, 1, new Object[] {"java/lang/Throwable"});
        closing.accept(mv);
        super.visitInsn(Opcodes.ATHROW);
        super.visitMaxs(maxStack, maxLocals);
    }

    /** The locals every point of the body has in common: {@code this} and the parameters. */
    private Object[] parameterFrame() {
        Type[] parameters = Type.getArgumentTypes(descriptor);
        boolean instance = (access & Opcodes.ACC_STATIC) == 0;
        Object[] locals = new Object[parameters.length + (instance ? 1 : 0)];
        int i = 0;
        if (instance) {
            locals[i++] = owner;
        }
        for (Type t : parameters) {
            locals[i++] = switch (t.getSort()) {
                case Type.BOOLEAN, Type.BYTE, Type.CHAR, Type.SHORT, Type.INT -> Opcodes.INTEGER;
                case Type.FLOAT -> Opcodes.FLOAT;
                case Type.LONG -> Opcodes.LONG;
                case Type.DOUBLE -> Opcodes.DOUBLE;
                case Type.ARRAY -> t.getDescriptor();
                default -> t.getInternalName();
            };
        }
        return locals;
    }
}
