package org.fenceline.tracer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Our package {@code mpi} against the public API of Open MPI 4.1's Java bindings, recorded member by member in
 * {@code openmpi-4.1-api.txt}: every class, constructor, method and constant must exist with the same modifiers,
 * types, checked exceptions, superclass and interfaces (and, for constants, value). Public members of ours that Open
 * MPI lacks must be listed in {@code fenceline-mpi-extensions.txt}.
 *
 * <p>Protected members of final classes are not compared: no subclass can exist, so no program can reach them.
 */
class OpenMpiApiTest {
    private static final Map<String, List<Expected>> OPEN_MPI = load("/openmpi-4.1-api.txt");
    private static final Map<String, List<Expected>> EXTENSIONS = load("/fenceline-mpi-extensions.txt");
    /** Open MPI members not implemented yet, each group with its reason; reported by {@link #pendingMembers}. */
    private static final Set<String> PENDING = load("/openmpi-4.1-api-pending.txt").values().stream()
            .flatMap(List::stream).map(e -> e.owner() + ": " + e.declaration()).collect(Collectors.toSet());

    /**
     * One recorded member: its owner (simple name, nested as Outer.Inner), its declaration, and whether to check it
     * at all.
     */
    record Expected(String owner, String declaration, boolean checked) {
        boolean isClassLine() {
            return declaration.matches(".*\\b(class|interface) " + java.util.regex.Pattern.quote(owner) + "\\b.*");
        }
    }

    @Test
    void everyOpenMpiMemberExistsWithTheSameSignature() {
        List<String> problems = mismatches().stream().filter(p -> !PENDING.contains(p.expected())).map(Mismatch::text)
                .toList();
        assertEquals("", String.join("\n", problems), problems.size() + " mismatches with Open MPI 4.1");
    }

    @Test
    void pendingMembers() {
        List<Mismatch> found = mismatches();
        Set<String> stillPending = found.stream().map(Mismatch::expected).filter(PENDING::contains)
                .collect(Collectors.toCollection(TreeSet::new));
        List<String> done = PENDING.stream().filter(p -> !stillPending.contains(p)).sorted().toList();
        assertEquals(List.of(), done, "implemented now: remove from openmpi-4.1-api-pending.txt");
        assumeTrue(stillPending.isEmpty(), stillPending.size() + " members of Open MPI 4.1 not implemented yet "
                + "(openmpi-4.1-api-pending.txt says why):\n" + String.join("\n", stillPending));
    }

    /** A difference from Open MPI: the recorded line it concerns and what is wrong. */
    record Mismatch(String expected, String text) {
    }

    private static List<Mismatch> mismatches() {
        List<Mismatch> problems = new ArrayList<>();
        for (var entry : OPEN_MPI.entrySet()) {
            Class<?> type = find(entry.getKey());
            if (type == null) {
                problems.add(new Mismatch("class mpi." + entry.getKey(), "missing class mpi." + entry.getKey()));
                continue;
            }
            for (Expected e : entry.getValue()) {
                if (e.checked() && observable(type, e)) {
                    compare(type, e).ifPresent(text -> problems.add(
                            new Mismatch(e.owner() + ": " + e.declaration(), text)));
                }
            }
        }
        return problems;
    }

    @Test
    void everyPublicMemberOfOursIsOpenMpisOrADocumentedExtension() throws IOException, URISyntaxException {
        List<String> problems = new ArrayList<>();
        for (Class<?> type : ourClasses()) {
            String owner = ownerName(type);
            Set<String> known = new TreeSet<>();
            Stream.of(OPEN_MPI, EXTENSIONS).map(m -> m.getOrDefault(owner, List.of())).flatMap(List::stream)
                    .map(e -> withoutValue(e.declaration())).forEach(known::add);
            if (!OPEN_MPI.containsKey(owner) && !EXTENSIONS.containsKey(owner)) {
                problems.add("class mpi." + owner + " is neither Open MPI's nor a documented extension");
                continue;
            }
            boolean finalClass = Modifier.isFinal(type.getModifiers());
            for (Member m : declaredMembers(type)) {
                String rendered = render(m);
                if (visibleToPrograms(type, m.getModifiers()) && !known.contains(rendered)
                        && !(finalClass && known.contains(rendered.replaceFirst("^(public |protected )", "$1final ")))) {
                    problems.add(owner + ": " + render(m) + "   (undocumented extra)");
                }
            }
        }
        assertEquals("", String.join("\n", problems), problems.size() + " undocumented public members");
    }

    private static boolean observable(Class<?> type, Expected e) {
        return !e.declaration().startsWith("protected ") || !Modifier.isFinal(type.getModifiers());
    }

    private static boolean visibleToPrograms(Class<?> type, int modifiers) {
        return Modifier.isPublic(modifiers) || (Modifier.isProtected(modifiers) && !Modifier.isFinal(type.getModifiers()));
    }

    private static java.util.Optional<String> compare(Class<?> type, Expected e) {
        String where = e.owner() + ": ";
        if (e.isClassLine()) {
            String ours = renderClass(type);
            return ours.equals(sortedInterfaces(e.declaration())) ? java.util.Optional.empty()
                    : java.util.Optional.of(where + "expected «" + e.declaration() + "» but is «" + ours + "»");
        }
        String key = key(e.declaration());
        Member ours = declaredMembersUpwards(type).filter(m -> key(render(m)).equals(key)).findFirst().orElse(null);
        if (ours == null) {
            return java.util.Optional.of(where + "missing " + e.declaration());
        }
        String rendered = render(ours);
        String expected = withoutValue(e.declaration());
        if (Modifier.isFinal(type.getModifiers()) && !(ours instanceof Field)) {
            expected = expected.replaceFirst("^(public |protected )(abstract )?(static )?final ", "$1$2$3");
        }
        if (ours.getDeclaringClass() != type) {
            return java.util.Optional.of(where + e.declaration() + " is declared in "
                    + ownerName(ours.getDeclaringClass()) + " (as «" + rendered + "»)");
        }
        if (!rendered.equals(expected)) {
            return java.util.Optional.of(where + "expected «" + e.declaration() + "» but is «" + rendered + "»");
        }
        String value = valueOf(e.declaration());
        if (value != null) {
            String actual = String.valueOf(constant((Field) ours));
            if (!actual.equals(value)) {
                return java.util.Optional.of(where + withoutValue(e.declaration()) + " is " + actual
                        + ", Open MPI's is " + value);
            }
        }
        return java.util.Optional.empty();
    }

    /** The interface order of a class line does not matter to programs. */
    private static String sortedInterfaces(String classLine) {
        int at = classLine.indexOf(" implements ");
        return at < 0 ? classLine : classLine.substring(0, at) + " implements "
                + Arrays.stream(classLine.substring(at + 12).split(", ")).sorted().collect(Collectors.joining(", "));
    }

    /** The member's identity: name and parameter types (or the field name). */
    private static String key(String declaration) {
        String d = withoutValue(declaration).replaceAll(" throws .*", "");
        int paren = d.indexOf('(');
        if (paren < 0) {
            return d.substring(d.lastIndexOf(' ') + 1);
        }
        String head = d.substring(0, paren);
        return head.substring(head.lastIndexOf(' ') + 1) + d.substring(paren);
    }

    private static String withoutValue(String declaration) {
        return declaration.replaceAll(" = .*", "");
    }

    private static String valueOf(String declaration) {
        int eq = declaration.indexOf(" = ");
        return eq < 0 ? null : declaration.substring(eq + 3);
    }

    private static Object constant(Field f) {
        try {
            return f.get(null);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(f + " is not readable", e);
        }
    }

    private static Stream<Member> declaredMembersUpwards(Class<?> type) {
        return Stream.<Class<?>>iterate(type, c -> c != null && c.getPackageName().equals("mpi"), Class::getSuperclass)
                .flatMap(c -> declaredMembers(c).stream());
    }

    private static List<Member> declaredMembers(Class<?> type) {
        List<Member> members = new ArrayList<>();
        Arrays.stream(type.getDeclaredFields()).filter(f -> !f.isSynthetic()).forEach(members::add);
        Arrays.stream(type.getDeclaredConstructors()).filter(c -> !c.isSynthetic()).forEach(members::add);
        Arrays.stream(type.getDeclaredMethods()).filter(m -> !m.isSynthetic() && !m.isBridge()).forEach(members::add);
        return members;
    }

    static String render(Member m) {
        boolean finalClass = Modifier.isFinal(m.getDeclaringClass().getModifiers());
        StringBuilder s = new StringBuilder(modifiers(m.getModifiers(), finalClass && !(m instanceof Field)));
        if (m instanceof Field f) {
            return s.append(typeName(f.getType())).append(' ').append(f.getName()).toString();
        }
        Executable x = (Executable) m;
        if (x instanceof Method method) {
            s.append(typeName(method.getReturnType())).append(' ').append(method.getName());
        } else {
            s.append(ownerName(x.getDeclaringClass()));
        }
        s.append(Arrays.stream(x.getParameterTypes()).map(OpenMpiApiTest::typeName)
                .collect(Collectors.joining(", ", "(", ")")));
        if (x.getExceptionTypes().length > 0) {
            s.append(" throws ").append(Arrays.stream(x.getExceptionTypes()).map(OpenMpiApiTest::typeName).sorted()
                    .collect(Collectors.joining(", ")));
        }
        return s.toString();
    }

    static String renderClass(Class<?> type) {
        StringBuilder s = new StringBuilder(type.isInterface() ? "public interface "
                : modifiers(type.getModifiers() & ~Modifier.STATIC, false) + "class ");
        s.append(ownerName(type));
        if (type.getSuperclass() != null && type.getSuperclass() != Object.class) {
            s.append(" extends ").append(typeName(type.getSuperclass()));
        }
        if (type.getInterfaces().length > 0) {
            s.append(" implements ").append(Arrays.stream(type.getInterfaces()).map(OpenMpiApiTest::typeName).sorted()
                    .collect(Collectors.joining(", ")));
        }
        return s.toString();
    }

    /** Modifiers as Open MPI's sources spell them; a final method of a final class reads as plain. */
    private static String modifiers(int m, boolean finalIsRedundant) {
        StringBuilder s = new StringBuilder();
        if (Modifier.isPublic(m)) {
            s.append("public ");
        } else if (Modifier.isProtected(m)) {
            s.append("protected ");
        }
        if (Modifier.isAbstract(m)) {
            s.append("abstract ");
        }
        if (Modifier.isStatic(m)) {
            s.append("static ");
        }
        if (Modifier.isFinal(m) && !finalIsRedundant) {
            s.append("final ");
        }
        return s.toString();
    }

    private static String typeName(Class<?> c) {
        return c.isArray() ? typeName(c.getComponentType()) + "[]" : ownerName(c);
    }

    private static String ownerName(Class<?> c) {
        return c.getEnclosingClass() == null ? c.getSimpleName()
                : ownerName(c.getEnclosingClass()) + "." + c.getSimpleName();
    }

    private static Class<?> find(String owner) {
        try {
            return Class.forName("mpi." + owner.replace('.', '$'));
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    /** The public classes of package mpi as compiled (the tracer's classes directory). */
    private static List<Class<?>> ourClasses() throws IOException, URISyntaxException {
        Path dir = Path.of(OpenMpiApiTest.class.getResource("/mpi/MPI.class").toURI()).getParent();
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".class"))
                    .<Class<?>>map(n -> find(n.substring(0, n.length() - 6).replace('$', '.')))
                    .filter(c -> c != null && !c.isAnonymousClass() && Modifier.isPublic(c.getModifiers()))
                    .sorted(java.util.Comparator.comparing(Class::getName)).toList();
        }
    }

    private static Map<String, List<Expected>> load(String resource) {
        Map<String, List<Expected>> byOwner = new LinkedHashMap<>();
        try (InputStream in = OpenMpiApiTest.class.getResourceAsStream(resource)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                int colon = line.indexOf(": ");
                String rest = line.substring(colon + 2);
                Expected e = new Expected(line.substring(0, colon), rest.replaceAll("\\s+#.*$", ""),
                        !rest.endsWith("# jni"));
                byOwner.computeIfAbsent(e.owner(), k -> new ArrayList<>()).add(e);
            }
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("cannot read " + resource, e);
        }
        return byOwner;
    }
}
