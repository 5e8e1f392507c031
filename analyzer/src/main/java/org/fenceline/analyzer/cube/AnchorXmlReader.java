package org.fenceline.analyzer.cube;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.CartesianTopology;
import org.fenceline.analyzer.report.MetricDefinition;
import org.fenceline.analyzer.report.MetricTree;
import org.fenceline.analyzer.report.Region;
import org.fenceline.analyzer.report.ReportMetadata;
import org.fenceline.analyzer.report.SystemTree;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/**
 * Reads {@code anchor.xml} of any CUBE 4.x file into the model's trees. Cube ids may be sparse or in any
 * order: metrics and call paths are re-indexed in pre-order, regions by ascending id, locations by ascending
 * id (which is the column order of the data files).
 */
final class AnchorXmlReader {
    private final Path file;

    /** A stored or derived metric's Cube-side facts, keyed by the model metric's index. */
    record CubeMetric(int cubeId, CubeMetricType type, CubeDataType dataType) {
    }

    /**
     * Everything anchor.xml holds.
     *
     * @param cubeMetrics  per model metric index
     * @param byCubeCnodeId call paths ordered by ascending cnode id (the SIMPLE enumeration)
     */
    record Anchor(MetricTree metrics, List<CubeMetric> cubeMetrics, CallTree callTree,
                  List<CallPathNode> byCubeCnodeId, SystemTree systemTree, ReportMetadata metadata) {
    }

    private AnchorXmlReader(Path file) {
        this.file = file;
    }

    static Anchor read(Path file, byte[] xml) throws IOException {
        return new AnchorXmlReader(file).parse(xml);
    }

    private Anchor parse(byte[] xml) throws IOException {
        Element cube = document(xml).getDocumentElement();
        if (!cube.getTagName().equals("cube")) {
            throw corrupt("root element is <" + cube.getTagName() + ">, not <cube>");
        }
        String version = cube.getAttribute("version");
        if (!version.startsWith("4.")) {
            throw corrupt("unsupported CUBE version \"" + version + "\" (4.x expected)");
        }
        try {
            return anchor(cube);
        } catch (IllegalArgumentException e) {
            throw corrupt(e.getMessage());
        }
    }

    private Anchor anchor(Element cube) throws IOException {
        Map<String, String> attributes = new LinkedHashMap<>();
        List<String> mirrors = new ArrayList<>();
        for (Element a : children(cube, "attr")) {
            attributes.put(a.getAttribute("key"), a.getAttribute("value"));
        }
        Element doc = child(cube, "doc");
        if (doc != null && child(doc, "mirrors") != null) {
            for (Element m : children(child(doc, "mirrors"), "murl")) {
                mirrors.add(m.getTextContent());
            }
        }
        List<MetricDefinition> definitions = new ArrayList<>();
        Map<String, CubeMetric> cubeMetricById = new HashMap<>();
        for (Element m : children(required(cube, "metrics"), "metric")) {
            metric(m, null, definitions, cubeMetricById);
        }
        MetricTree metrics = MetricTree.of(definitions);
        List<CubeMetric> cubeMetrics = metrics.metrics().stream().map(m -> cubeMetricById.get(m.id())).toList();

        Element program = required(cube, "program");
        TreeMap<Integer, Element> regionsById = new TreeMap<>();
        for (Element r : children(program, "region")) {
            if (regionsById.put(intAttr(r, "id"), r) != null) {
                throw corrupt("region id " + r.getAttribute("id") + " declared twice");
            }
        }
        List<Region> regions = new ArrayList<>();
        Map<Integer, Integer> regionIndex = new HashMap<>();
        for (Map.Entry<Integer, Element> e : regionsById.entrySet()) {
            regionIndex.put(e.getKey(), regions.size());
            regions.add(region(regions.size(), e.getValue()));
        }
        CallTree.Builder calls = new CallTree.Builder(regions);
        TreeMap<Integer, Integer> handleByCnodeId = new TreeMap<>();
        for (Element c : children(program, "cnode")) {
            cnode(c, -1, calls, regionIndex, handleByCnodeId);
        }
        CallTree callTree = calls.build();
        List<CallPathNode> byCnodeId = handleByCnodeId.values().stream()
                .map(h -> callTree.get(calls.indexOf(h))).toList();

        SystemTree systemTree = system(required(cube, "system"));
        return new Anchor(metrics, cubeMetrics, callTree, byCnodeId, systemTree, metadata(attributes, mirrors));
    }

    private void metric(Element m, String parentId, List<MetricDefinition> out, Map<String, CubeMetric> cubeMetrics)
            throws IOException {
        String type = m.hasAttribute("type") ? m.getAttribute("type") : "EXCLUSIVE";
        CubeMetricType cubeType;
        try {
            cubeType = CubeMetricType.valueOf(type);
        } catch (IllegalArgumentException e) {
            throw corrupt("metric " + m.getAttribute("id") + " has unknown type " + type);
        }
        String id = text(m, "uniq_name");
        if (id.isEmpty()) {
            throw corrupt("metric " + m.getAttribute("id") + " has no uniq_name");
        }
        CubeDataType dataType = CubeDataType.parse(text(m, "dtype"));
        String expression = cubeType.kind().isDerived() ? text(m, "cubepl") : null;
        out.add(new MetricDefinition(id, text(m, "disp_name"), text(m, "uom"), dataType.valueType, text(m, "descr"),
                text(m, "url"), parentId, cubeType.kind(), expression));
        cubeMetrics.put(id, new CubeMetric(intAttr(m, "id"), cubeType, dataType));
        for (Element child : children(m, "metric")) {
            metric(child, id, out, cubeMetrics);
        }
    }

    private Region region(int index, Element r) throws IOException {
        return new Region(index, text(r, "name"), r.getAttribute("mod"), intAttr(r, "begin", -1),
                intAttr(r, "end", -1), text(r, "paradigm"), text(r, "role"), text(r, "descr"));
    }

    private void cnode(Element c, int parentHandle, CallTree.Builder calls, Map<Integer, Integer> regionIndex,
                       Map<Integer, Integer> handleByCnodeId) throws IOException {
        int id = intAttr(c, "id");
        Integer region = regionIndex.get(intAttr(c, "calleeId"));
        if (region == null) {
            throw corrupt("cnode " + id + " calls undeclared region " + c.getAttribute("calleeId"));
        }
        if (handleByCnodeId.containsKey(id)) {
            throw corrupt("cnode " + id + " declared twice");
        }
        int handle = calls.add(parentHandle, region, c.getAttribute("mod"), intAttr(c, "line", -1));
        if (handleByCnodeId.containsValue(handle)) {
            throw corrupt("cnode " + id + " repeats a sibling's region and call site (parameter call paths are"
                    + " not supported)");
        }
        handleByCnodeId.put(id, handle);
        for (Element child : children(c, "cnode")) {
            cnode(child, handle, calls, regionIndex, handleByCnodeId);
        }
    }

    private SystemTree system(Element system) throws IOException {
        List<Integer> locationIds = new ArrayList<>();
        collectLocationIds(system, locationIds);
        List<Integer> sorted = new ArrayList<>(locationIds);
        sorted.sort(null);
        Map<Integer, Integer> column = new HashMap<>();
        for (int i = 0; i < sorted.size(); i++) {
            if (column.put(sorted.get(i), i) != null) {
                throw corrupt("location Id " + sorted.get(i) + " declared twice");
            }
        }
        SystemTree.Builder b = new SystemTree.Builder();
        for (Element n : children(system, "systemtreenode")) {
            systemTreeNode(n, -1, b, column);
        }
        Element topologies = child(system, "topologies");
        if (topologies != null) {
            for (Element cart : children(topologies, "cart")) {
                b.topology(cart(cart, column));
            }
        }
        return b.build();
    }

    /**
     * A {@code <cart>}: its {@code <dim>}s and the {@code <coord>}s that name a location ({@code locId}); coords of
     * other system levels (CUBE3's {@code procId}/{@code thrdId}, {@code lgId}, {@code stnId}) are skipped.
     */
    private CartesianTopology cart(Element cart, Map<Integer, Integer> column) throws IOException {
        String name = cart.getAttribute("name");
        List<CartesianTopology.Dimension> dims = new ArrayList<>();
        for (Element d : children(cart, "dim")) {
            dims.add(new CartesianTopology.Dimension(d.getAttribute("name"), intAttr(d, "size"),
                    "true".equalsIgnoreCase(d.getAttribute("periodic").trim())));
        }
        Map<Integer, List<Integer>> coordinates = new HashMap<>();
        for (Element c : children(cart, "coord")) {
            if (!c.hasAttribute("locId")) {
                continue;
            }
            Integer location = column.get(intAttr(c, "locId"));
            if (location == null) {
                throw corrupt("topology " + name + " places undeclared location " + c.getAttribute("locId"));
            }
            List<Integer> coordinate = new ArrayList<>();
            for (String v : c.getTextContent().trim().split("\\s+")) {
                try {
                    coordinate.add(Integer.parseInt(v));
                } catch (NumberFormatException e) {
                    throw corrupt("topology " + name + " has bad coordinate \"" + c.getTextContent().trim() + "\"");
                }
            }
            coordinates.put(location, coordinate);
        }
        return new CartesianTopology(name, dims, coordinates);
    }

    private void collectLocationIds(Element e, List<Integer> out) throws IOException {
        for (Element c : children(e, null)) {
            if (c.getTagName().equals("location")) {
                out.add(intAttr(c, "Id"));
            } else if (c.getTagName().equals("systemtreenode") || c.getTagName().equals("locationgroup")) {
                collectLocationIds(c, out);
            }
        }
    }

    private void systemTreeNode(Element n, int parent, SystemTree.Builder b, Map<Integer, Integer> column)
            throws IOException {
        int group = b.group(parent, text(n, "name"), text(n, "class"));
        for (Element lg : children(n, "locationgroup")) {
            int process = b.process(group, text(lg, "name"), intText(lg, "rank"));
            for (Element l : children(lg, "location")) {
                b.location(process, column.get(intAttr(l, "Id")), text(l, "name"), intText(l, "rank"));
            }
        }
        for (Element child : children(n, "systemtreenode")) {
            systemTreeNode(child, group, b, column);
        }
    }

    private ReportMetadata metadata(Map<String, String> attributes, List<String> mirrors) throws IOException {
        Map<String, String> rest = new LinkedHashMap<>(attributes);
        rest.remove(AnchorXmlWriter.ATTR_CUBEPL_VERSION);
        String trace = rest.remove(AnchorXmlWriter.ATTR_TRACE);
        String version = rest.remove(AnchorXmlWriter.ATTR_VERSION);
        String created = rest.remove(AnchorXmlWriter.ATTR_CREATED);
        String events = rest.remove(AnchorXmlWriter.ATTR_EVENTS);
        String duration = rest.remove(AnchorXmlWriter.ATTR_DURATION);
        try {
            return new ReportMetadata(trace, version, created == null ? Instant.EPOCH : Instant.parse(created),
                    events == null ? 0 : Long.parseLong(events), duration == null ? 0 : Double.parseDouble(duration),
                    mirrors, rest);
        } catch (DateTimeParseException | NumberFormatException e) {
            throw corrupt("bad Fenceline attribute: " + e.getMessage());
        }
    }

    private Document document(byte[] xml) throws IOException {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            // anchor.xml never has a DTD; refusing one keeps external entities out.
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setExpandEntityReferences(false);
            DocumentBuilder builder = f.newDocumentBuilder();
            builder.setErrorHandler(null);
            return builder.parse(new ByteArrayInputStream(xml));
        } catch (SAXException e) {
            throw corrupt("malformed anchor.xml: " + e.getMessage().replace('\n', ' '));
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Element> children(Element parent, String tag) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && (tag == null || e.getTagName().equals(tag))) {
                out.add(e);
            }
        }
        return out;
    }

    private static Element child(Element parent, String tag) {
        List<Element> c = children(parent, tag);
        return c.isEmpty() ? null : c.get(0);
    }

    private Element required(Element parent, String tag) throws IOException {
        Element e = child(parent, tag);
        if (e == null) {
            throw corrupt("<" + parent.getTagName() + "> has no <" + tag + ">");
        }
        return e;
    }

    private static String text(Element parent, String tag) {
        Element e = child(parent, tag);
        return e == null ? "" : e.getTextContent();
    }

    private int intText(Element parent, String tag) throws IOException {
        String s = text(parent, tag).trim();
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw corrupt("<" + parent.getTagName() + "> has bad <" + tag + "> \"" + s + "\"");
        }
    }

    private int intAttr(Element e, String name) throws IOException {
        if (!e.hasAttribute(name)) {
            throw corrupt("<" + e.getTagName() + "> without attribute " + name);
        }
        return intAttr(e, name, 0);
    }

    private int intAttr(Element e, String name, int missing) throws IOException {
        if (!e.hasAttribute(name)) {
            return missing;
        }
        try {
            return Integer.parseInt(e.getAttribute(name).trim());
        } catch (NumberFormatException ex) {
            throw corrupt("<" + e.getTagName() + "> has bad " + name + "=\"" + e.getAttribute(name) + "\"");
        }
    }

    private CorruptReportException corrupt(String problem) {
        return new CorruptReportException(file, problem);
    }
}
