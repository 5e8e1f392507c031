package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * An analysed trace's {@code anchor.xml} carries what the CubeLib tools and the Cube GUI rely on (issue 18, checked
 * against Scalasca's scout.cubex): time metrics as FLOAT, MPI regions in module "MPI" with lines -1, a
 * documentation URL for every metric with a mirror to resolve it, and the emulated interconnect as a Cartesian
 * topology; and that our reader gets all of it back.
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
