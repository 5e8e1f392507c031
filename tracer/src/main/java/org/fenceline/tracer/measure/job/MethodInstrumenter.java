package org.fenceline.tracer.measure.job;

import java.util.HashMap;
import java.util.Map;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites a program class as a rank's class loader defines it (no Java agent needed: the launcher's class
 * loaders define the program's classes themselves):
 *
 * <ul>
 * <li>before every call into the {@code mpi} facade, stores the call site's id into
 *     {@code CallSiteTag.pending}, so the MPI region's ENTER knows its call path without walking the stack;</li>
 * <li>wraps each method the {@link MethodSelection} selects in {@code UserRegions.enter(id)} and
 *     {@code UserRegions.exit(id)}: at every return, and in a catch-all handler (appended last, so the method's
 *     own handlers keep precedence) that rethrows.</li>
 * </ul>
 *
 * The ids come from the job-wide {@link SourceTable}s, so every rank's copy of a class carries the same ids.
 */
public final class MethodInstrumenter {
    private static final String CALL_SITE_TAG = "org/fenceline/tracer/measure/CallSiteTag";
    private static final String USER_REGIONS = "org/fenceline/tracer/measure/UserRegions";

    private final SourceTable callSites;
    private final SourceTable userRegions;
    private final MethodSelection selection;

    public MethodInstrumenter(SourceTable callSites, SourceTable userRegions, MethodSelection selection) {
        this.callSites = callSites;
        this.userRegions = userRegions;
        this.selection = selection;
    }

    /** The instrumented class file. */
    public byte[] instrument(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        Map<String, Integer> firstLines = new HashMap<>();
        reader.accept(new FirstLines(firstLines), ClassReader.SKIP_FRAMES);
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        reader.accept(new ClassRewriter(writer, firstLines), ClassReader.EXPAND_FRAMES);
        return writer.toByteArray();
    }

    /** The first line of each method (name + descriptor): where its user region starts. */
    private static final class FirstLines extends ClassVisitor {
        private final Map<String, Integer> lines;

        FirstLines(Map<String, Integer> lines) {
            super(Opcodes.ASM9);
            this.lines = lines;
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                String[] exceptions) {
            String method = name + descriptor;
            return new MethodVisitor(Opcodes.ASM9) {
                @Override
                public void visitLineNumber(int line, Label start) {
                    lines.putIfAbsent(method, line);
                }
            };
        }
    }

    private final class ClassRewriter extends ClassVisitor {
        private String internalName;
        private String className;
        private String sourceFile = "";
        /** Class files before Java 7 may lack stack map frames; their methods get call sites only. */
        private boolean framesRequired;

        private final Map<String, Integer> firstLines;

        ClassRewriter(ClassVisitor next, Map<String, Integer> firstLines) {
            super(Opcodes.ASM9, next);
            this.firstLines = firstLines;
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName,
                String[] interfaces) {
            internalName = name;
            className = name.replace('/', '.');
            framesRequired = (version & 0xFFFF) >= Opcodes.V1_7;
            super.visit(version, access, name, signature, superName, interfaces);
        }

        @Override
        public void visitSource(String source, String debug) {
            sourceFile = source == null ? "" : source;
            super.visitSource(source, debug);
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                String[] exceptions) {
            MethodVisitor mv = super.visitMethod(access, name, descriptor, signature, exceptions);
            if ((access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) != 0) {
                return mv;
            }
            mv = new CallSiteTagger(mv, className + "." + name, sourceFile);
            boolean generated = (access & (Opcodes.ACC_SYNTHETIC | Opcodes.ACC_BRIDGE)) != 0;
            if (framesRequired && !generated && selection.selects(className, name, descriptor)) {
                int region = userRegions.register(new SourceLocation(className + "." + name, sourceFile,
                        firstLines.getOrDefault(name + descriptor, 0)));
                mv = new MethodBracket(mv, access, internalName, descriptor, next -> hook(next, "enter", region),
                        next -> hook(next, "exit", region));
            }
            return mv;
        }
    }

    private static void hook(MethodVisitor next, String name, int region) {
        next.visitLdcInsn(region);
        next.visitMethodInsn(Opcodes.INVOKESTATIC, USER_REGIONS, name, "(I)V", false);
    }

    /** Tags each call into the facade with the id of (calling method, file, line). */
    private final class CallSiteTagger extends MethodVisitor {
        private final String caller;
        private final String file;
        private int line;

        CallSiteTagger(MethodVisitor next, String caller, String file) {
            super(Opcodes.ASM9, next);
            this.caller = caller;
            this.file = file;
        }

        @Override
        public void visitLineNumber(int line, Label start) {
            this.line = line;
            super.visitLineNumber(line, start);
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            if (FacadePackage.contains(owner)) {
                int site = callSites.register(new SourceLocation(caller, file, line));
                super.visitLdcInsn(site + 1);
                super.visitFieldInsn(Opcodes.PUTSTATIC, CALL_SITE_TAG, "pending", "I");
            }
            super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
        }
    }
}
