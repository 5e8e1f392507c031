package org.fenceline.analyzer.cube;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.CartesianTopology;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.Region;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.ReportMetadata;
import org.fenceline.analyzer.report.SystemTree;

/**
 * Writes {@code anchor.xml}, the metadata of a {@code .cubex}, element by element as CubeW 4.x writes it
 * ({@code cube_write_def} and the per-element writers): version 4.4, one element per line, regions before
 * the cnode tree, a system tree node's location groups before its child nodes. Ids are the model's indices:
 * metrics and call paths in pre-order, locations by column.
 */
final class AnchorXmlWriter {
    static final String CUBE_VERSION = "4.4";
    static final String ATTR_CUBEPL_VERSION = "CubePL Version";
    static final String ATTR_TRACE = "Fenceline trace";
    static final String ATTR_VERSION = "Fenceline version";
    static final String ATTR_CREATED = "Fenceline created";
    static final String ATTR_EVENTS = "Fenceline events";
    static final String ATTR_DURATION = "Fenceline duration_s";

    private final StringBuilder out = new StringBuilder(1 << 16);
    private int groupIds;
    private int processIds;

    private AnchorXmlWriter() {
    }

    static byte[] write(Report report) {
        AnchorXmlWriter w = new AnchorXmlWriter();
        w.cube(report);
        return w.out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private void cube(Report report) {
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\n");
        out.append("<cube version=\"").append(CUBE_VERSION).append("\">\n");
        ReportMetadata md = report.metadata();
        attr(ATTR_CUBEPL_VERSION, "1.1");
        attr(ATTR_TRACE, md.tracePath());
        attr(ATTR_VERSION, md.fencelineVersion());
        attr(ATTR_CREATED, md.created().toString());
        attr(ATTR_EVENTS, Long.toString(md.events()));
        attr(ATTR_DURATION, Double.toString(md.durationS()));
        for (Map.Entry<String, String> a : new TreeMap<>(md.attributes()).entrySet()) {
            attr(a.getKey(), a.getValue());
        }
        out.append("<doc>\n<mirrors>\n");
        for (String m : md.mirrors()) {
            element("murl", m);
        }
        out.append("</mirrors>\n</doc>\n");
        out.append("<metrics>\n");
        for (Metric m : report.metrics().roots()) {
            metric(m);
        }
        out.append("</metrics>\n");
        out.append("<program>\n");
        for (Region r : report.callTree().regions()) {
            region(r);
        }
        for (CallPathNode c : report.callTree().roots()) {
            cnode(c);
        }
        out.append("</program>\n");
        out.append("<system>\n");
        for (SystemTree.Group g : report.systemTree().roots()) {
            group(g);
        }
        out.append("<topologies>\n");
        for (CartesianTopology t : report.systemTree().topologies()) {
            cart(t);
        }
        out.append("</topologies>\n");
        out.append("</system>\n");
        out.append("</cube>\n");
    }

    private void attr(String key, String value) {
        out.append("<attr key=\"").append(escape(key)).append("\" value=\"").append(escape(value)).append("\"/>\n");
    }

    private void metric(Metric m) {
        out.append("<metric id=\"").append(m.index()).append("\" type=\"")
                .append(CubeMetricType.of(m.kind()).name()).append("\">\n");
        element("disp_name", m.displayName());
        element("uniq_name", m.id());
        // Cube evaluates derived metrics in double precision only (CubeW enforces DOUBLE for them).
        element("dtype", m.kind().isDerived() ? "DOUBLE" : CubeDataType.nameOf(m.valueType()));
        element("uom", m.unit());
        element("url", m.url());
        element("descr", m.description());
        if (m.expression() != null) {
            element("cubepl", m.expression());
        }
        for (Metric child : m.children()) {
            metric(child);
        }
        out.append("</metric>\n");
    }

    private void region(Region r) {
        out.append("<region id=\"").append(r.index()).append("\" mod=\"").append(escape(r.file()))
                .append("\" begin=\"").append(r.beginLine()).append("\" end=\"").append(r.endLine()).append("\">\n");
        element("name", r.name());
        element("mangled_name", r.name());
        element("paradigm", r.paradigm());
        element("role", r.role());
        element("url", "");
        element("descr", r.description());
        out.append("</region>\n");
    }

    private void cnode(CallPathNode c) {
        out.append("<cnode id=\"").append(c.index()).append("\" ");
        if (c.line() != -1) {
            out.append("line=\"").append(c.line()).append("\" ");
        }
        if (!c.file().isEmpty()) {
            out.append("mod=\"").append(escape(c.file())).append("\" ");
        }
        out.append("calleeId=\"").append(c.region().index()).append("\">\n");
        for (CallPathNode child : c.children()) {
            cnode(child);
        }
        out.append("</cnode>\n");
    }

    private void group(SystemTree.Group g) {
        out.append("<systemtreenode Id=\"").append(groupIds++).append("\">\n");
        element("name", g.name());
        element("class", g.kind());
        for (SystemTree.Process p : g.processes()) {
            out.append("<locationgroup Id=\"").append(processIds++).append("\">\n");
            element("name", p.name());
            out.append("<rank>").append(p.rank()).append("</rank>\n");
            element("type", "process");
            for (SystemTree.Location l : p.locations()) {
                out.append("<location Id=\"").append(l.index()).append("\">\n");
                element("name", l.name());
                out.append("<rank>").append(l.rank()).append("</rank>\n");
                element("type", "thread");
                out.append("</location>\n");
            }
            out.append("</locationgroup>\n");
        }
        for (SystemTree.Group child : g.children()) {
            group(child);
        }
        out.append("</systemtreenode>\n");
    }

    /** As CubeW's {@code cube_cart_writeXML} (Scalasca's "Process x Thread" grid has the same layout). */
    private void cart(CartesianTopology t) {
        out.append("<cart name=\"").append(escape(t.name())).append("\" ndims=\"").append(t.dimensions().size())
                .append("\">\n");
        for (CartesianTopology.Dimension d : t.dimensions()) {
            out.append("<dim name=\"").append(escape(d.name())).append("\" size=\"").append(d.size())
                    .append("\" periodic=\"").append(d.periodic()).append("\"/>\n");
        }
        for (Map.Entry<Integer, List<Integer>> c : t.coordinates().entrySet()) {
            out.append("<coord locId=\"").append(c.getKey()).append("\">");
            for (int i = 0; i < c.getValue().size(); i++) {
                out.append(i == 0 ? "" : " ").append(c.getValue().get(i));
            }
            out.append("</coord>\n");
        }
        out.append("</cart>\n");
    }

    private void element(String name, String text) {
        out.append('<').append(name).append('>').append(escape(text)).append("</").append(name).append(">\n");
    }

    /** XML-escapes text; characters XML 1.0 cannot carry at all become '?'. */
    static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&apos;");
                default -> b.append(ch < 0x20 && ch != '\t' && ch != '\n' && ch != '\r' ? '?' : ch);
            }
        }
        return b.toString();
    }
}
