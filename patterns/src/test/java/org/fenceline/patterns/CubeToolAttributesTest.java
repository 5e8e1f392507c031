package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;

import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.Analyzer;
import org.fenceline.analyzer.bench.StencilTrace;
import org.fenceline.analyzer.cube.CubexReader;
import org.fenceline.analyzer.cube.CubexWriter;
import org.fenceline.analyzer.pattern.PatternDocumentation;
import org.fenceline.analyzer.report.CartesianTopology;
import org.fenceline.analyzer.report.Report;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.global.DefinitionsJson;
import org.fenceline.trace.model.Definitions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * An analysed trace's {@code anchor.xml} carries what the CubeLib tools and the Cube GUI rely on (issue 18, checked
 * against Scalasca's scout.cubex): time metrics as FLOAT, MPI regions in module "MPI" with lines -1, a
 * documentation URL for every metric with a mirror to resolve it, and the emulated interconnect and the program's
 * MPI_Cart_create grids as Cartesian topologies; and that our reader gets all of it back.
 */
class CubeToolAttributesTest {
    @TempDir
    Path dir;

    @Test
    void anchorCarriesDtypesModulesUrlsMirrorsAndTheSciRing() throws Exception {
        Path trace = dir.resolve("trace");
        new StencilTrace(4, 20).write(trace);
        String previous = System.setProperty(PatternDocumentation.HOME_PROPERTY, dir.resolve("home").toString());
        Report report;
        try {
            report = Analyzer.analyze(trace, AnalysisOptions.defaults().withThreads(2)).report();
        } finally {
            if (previous == null) {
                System.clearProperty(PatternDocumentation.HOME_PROPERTY);
            } else {
                System.setProperty(PatternDocumentation.HOME_PROPERTY, previous);
            }
        }
        Path cubex = dir.resolve("report.cubex");
        CubexWriter.write(report, cubex);
        Element cube = anchor(cubex).getDocumentElement();

        NodeList murls = cube.getElementsByTagName("murl");
        assertEquals(1, murls.getLength());
        String mirror = murls.item(0).getTextContent();
        assertTrue(mirror.startsWith("file:") && mirror.endsWith("/docs/"), mirror);
        assertEquals(dir.resolve("home").resolve("docs").toAbsolutePath(), Path.of(URI.create(mirror)));

        NodeList metrics = cube.getElementsByTagName("metric");
        assertEquals(report.metrics().size(), metrics.getLength());
        for (int i = 0; i < metrics.getLength(); i++) {
            Element m = (Element) metrics.item(i);
            String id = text(m, "uniq_name");
            String unit = text(m, "uom");
            String dtype = text(m, "dtype");
            assertEquals(unit.equals("sec") ? "FLOAT" : "UINT64", dtype, id);
            assertEquals("@mirror@patterns.html#" + id, text(m, "url"), id);
        }

        NodeList regions = cube.getElementsByTagName("region");
        int mpiRegions = 0;
        for (int i = 0; i < regions.getLength(); i++) {
            Element r = (Element) regions.item(i);
            if (text(r, "paradigm").equals("mpi")) {
                mpiRegions++;
                assertEquals("MPI", r.getAttribute("mod"), text(r, "name"));
                assertEquals("-1", r.getAttribute("begin"), text(r, "name"));
                assertEquals("-1", r.getAttribute("end"), text(r, "name"));
            } else {
                assertTrue(!r.getAttribute("mod").isEmpty(), text(r, "name"));
            }
        }
        assertEquals(5, mpiRegions);

        NodeList carts = cube.getElementsByTagName("cart");
        assertEquals(1, carts.getLength());
        Element cart = (Element) carts.item(0);
        assertEquals("SCI ring", cart.getAttribute("name"));
        assertEquals("1", cart.getAttribute("ndims"));
        Element dim = (Element) cart.getElementsByTagName("dim").item(0);
        assertEquals(List.of("Node", "4", "true"),
                List.of(dim.getAttribute("name"), dim.getAttribute("size"), dim.getAttribute("periodic")));
        NodeList coords = cart.getElementsByTagName("coord");
        for (int l = 0; l < 4; l++) {
            Element c = (Element) coords.item(l);
            assertEquals(List.of(Integer.toString(l), Integer.toString(l)),
                    List.of(c.getAttribute("locId"), c.getTextContent()));
        }

        Report read = CubexReader.read(cubex);
        assertEquals(List.of(mirror), read.metadata().mirrors());
        assertEquals(List.of(new CartesianTopology("SCI ring", List.of(new CartesianTopology.Dimension("Node", 4, true)),
                Map.of(0, List.of(0), 1, List.of(1), 2, List.of(2), 3, List.of(3)))), read.systemTree().topologies());
        assertEquals(report.metrics().definitions(), read.metrics().definitions());
        assertEquals(report.callTree().regions(), read.callTree().regions());
    }

    /**
     * The program's MPI_Cart_create grid goes into {@code <topologies>} after the interconnect, laid out as CubeW's
     * {@code cube_cart_writeXML} writes Scalasca's grids: {@code <cart name ndims>}, a {@code <dim name size
     * periodic>} per dimension, a {@code <coord locId>} per placed location with its coordinates separated by
     * spaces. Cube's grammar needs {@code size} and {@code periodic} on every dim, coords naming declared locations
     * inside the grid; ours reads it all back.
     */
    @Test
    void theProgramsCartesianGridIsACartNextToTheSciRing() throws Exception {
        Path trace = dir.resolve("trace");
        new StencilTrace(4, 20).write(trace);
        Path json = TraceLayout.definitions(trace);
        Definitions d = DefinitionsJson.read(json);
        var grid = new Definitions.CartTopology("MPI_Cartesian_2x2", 0,
                List.of(new Definitions.CartDimension("dimension 0", 2, false),
                        new Definitions.CartDimension("dimension 1", 2, true)),
                List.of(new Definitions.CartCoordinate(0, List.of(1, 1)),
                        new Definitions.CartCoordinate(1, List.of(1, 0)),
                        new Definitions.CartCoordinate(2, List.of(0, 1)),
                        new Definitions.CartCoordinate(3, List.of(0, 0))));
        try (OutputStream out = Files.newOutputStream(json)) {
            DefinitionsJson.write(new Definitions(d.formatVersion(), d.metadata(), d.regions(), d.callSites(),
                    d.machines(), d.nodes(), d.processes(), d.locations(), d.groups(), d.communicators(), d.windows(),
                    List.of(grid), d.clockSync()), out);
        }
        Report report = Analyzer.analyze(trace, AnalysisOptions.defaults().withThreads(2)).report();
        Path cubex = dir.resolve("report.cubex");
        CubexWriter.write(report, cubex);

        Element topologies = (Element) anchor(cubex).getElementsByTagName("topologies").item(0);
        assertEquals("system", topologies.getParentNode().getNodeName());
        NodeList carts = topologies.getElementsByTagName("cart");
        assertEquals(2, carts.getLength());
        assertEquals("SCI ring", ((Element) carts.item(0)).getAttribute("name"));
        Element cart = (Element) carts.item(1);
        assertEquals(List.of("MPI_Cartesian_2x2", "2"), List.of(cart.getAttribute("name"), cart.getAttribute("ndims")));
        NodeList dims = cart.getElementsByTagName("dim");
        assertEquals(List.of(List.of("dimension 0", "2", "false"), List.of("dimension 1", "2", "true")),
                List.of(attributes((Element) dims.item(0), "name", "size", "periodic"),
                        attributes((Element) dims.item(1), "name", "size", "periodic")));
        NodeList coords = cart.getElementsByTagName("coord");
        assertEquals(4, coords.getLength());
        for (int l = 0; l < 4; l++) {
            Element c = (Element) coords.item(l);
            assertEquals(List.of(Integer.toString(l), (1 - l / 2) + " " + (1 - l % 2)),
                    List.of(c.getAttribute("locId"), c.getTextContent()), "location " + l);
        }

        List<CartesianTopology> read = CubexReader.read(cubex).systemTree().topologies();
        assertEquals(report.systemTree().topologies(), read);
        assertEquals(new CartesianTopology("MPI_Cartesian_2x2", List.of(
                        new CartesianTopology.Dimension("dimension 0", 2, false),
                        new CartesianTopology.Dimension("dimension 1", 2, true)),
                Map.of(0, List.of(1, 1), 1, List.of(1, 0), 2, List.of(0, 1), 3, List.of(0, 0))), read.get(1));
    }

    private static List<String> attributes(Element e, String... names) {
        return Arrays.stream(names).map(e::getAttribute).toList();
    }

    private static String text(Element parent, String tag) {
        for (org.w3c.dom.Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(tag)) {
                return e.getTextContent();
            }
        }
        return "";
    }

    /** anchor.xml, found by scanning the ustar headers (name at 0, octal size at 124, content padded to 512). */
    private static Document anchor(Path cubex) throws Exception {
        byte[] tar = Files.readAllBytes(cubex);
        for (int pos = 0; pos + 512 <= tar.length && tar[pos] != 0; ) {
            String name = new String(tar, pos, 100, StandardCharsets.US_ASCII).replace("\0", "");
            int size = Integer.parseInt(new String(tar, pos + 124, 11, StandardCharsets.US_ASCII).trim(), 8);
            if (name.equals("anchor.xml")) {
                return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                        .parse(new ByteArrayInputStream(tar, pos + 512, size));
            }
            pos += 512 + (size + 511) / 512 * 512;
        }
        throw new AssertionError("no anchor.xml in " + cubex);
    }
}
