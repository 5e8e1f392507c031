package org.fenceline.analyzer.cube;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.CriticalPathSegment;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.RootCause;
import org.fenceline.analyzer.report.SeverityCube;

/**
 * Reads a CUBE 4 {@code .cubex} (Fenceline's, Scalasca's, Score-P's) into a {@link Report}. Handles
 * EXCLUSIVE, INCLUSIVE and SIMPLE metrics (INCLUSIVE rows are turned into exclusive values: a call path's
 * inclusive value minus its children's), DENSE and SPARSE indices, either byte order, zlib-compressed data,
 * and metrics without data files (all zero). Derived metrics keep their expression but are not evaluated.
 */
public final class CubexReader {
    private final Path file;
    private final TarReader tar;

    private CubexReader(Path file, TarReader tar) {
        this.file = file;
        this.tar = tar;
    }

    /**
     * @throws CorruptReportException if the file is not a readable {@code .cubex}; the message is one line
     * @throws NoSuchFileException    if it does not exist
     */
    public static Report read(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            return new CubexReader(file, new TarReader(file, ch)).report();
        }
    }

    private Report report() throws IOException {
        Map<String, TarReader.Member> members = tar.members();
        TarReader.Member anchorMember = members.get("anchor.xml");
        if (anchorMember == null) {
            throw new CorruptReportException(file, "no anchor.xml in the archive");
        }
        AnchorXmlReader.Anchor anchor = AnchorXmlReader.read(file, tar.read(anchorMember));
        SeverityCube cube = new SeverityCube(anchor.metrics(), anchor.callTree(),
                anchor.systemTree().locationCount());
        for (Metric m : anchor.metrics().metrics()) {
            AnchorXmlReader.CubeMetric cm = anchor.cubeMetrics().get(m.index());
            TarReader.Member index = members.get(cm.cubeId() + ".index");
            TarReader.Member data = members.get(cm.cubeId() + ".data");
            if (!m.kind().isDerived() && index != null && data != null) {
                fill(cube, m, cm, anchor, tar.read(index), tar.read(data));
            }
        }
        List<Instance> instances = readMember(members, InstancesMember.NAME,
                bytes -> InstancesMember.read(bytes, anchor.callTree()));
        List<RootCause> causes = readMember(members, RootCausesMember.NAME,
                bytes -> RootCausesMember.read(bytes, anchor.callTree()));
        List<CriticalPathSegment> criticalPath = readMember(members, CriticalPathMember.NAME,
                CriticalPathMember::read);
        return new Report(anchor.metrics(), anchor.callTree(), anchor.systemTree(), cube, anchor.metadata(),
                instances, causes, criticalPath);
    }

    /** Parses one of Fenceline's extra members; empty if the archive has none (Scalasca's, older reports). */
    private <T> List<T> readMember(Map<String, TarReader.Member> members, String name, MemberParser<T> parser)
            throws IOException {
        TarReader.Member member = members.get(name);
        if (member == null) {
            return List.of();
        }
        try {
            return parser.parse(tar.read(member));
        } catch (IllegalArgumentException | IOException e) {
            throw new CorruptReportException(file, name + ": " + e.getMessage());
        }
    }

    private interface MemberParser<T> {
        List<T> parse(byte[] bytes) throws IOException;
    }

    private void fill(SeverityCube cube, Metric m, AnchorXmlReader.CubeMetric cm, AnchorXmlReader.Anchor anchor,
                      byte[] indexBytes, byte[] dataBytes) throws IOException {
        CallTree tree = anchor.callTree();
        List<CallPathNode> enumeration = cm.type().enumeration(tree, anchor.byCubeCnodeId());
        int locations = cube.locationCount();
        CubeIndex index;
        double[] values;
        try {
            index = CubeIndex.decode(indexBytes, enumeration.size());
        } catch (IllegalArgumentException e) {
            throw new CorruptReportException(file, cm.cubeId() + ".index: " + e.getMessage());
        }
        int rows = index.dense() ? enumeration.size() : index.positions().length;
        ByteOrder order = index.order();
        try {
            values = CubeData.decode(dataBytes, order, cm.dataType(), rows, locations);
        } catch (IllegalArgumentException e) {
            throw new CorruptReportException(file, cm.cubeId() + ".data: " + e.getMessage());
        }
        // Rows by call-path index, whatever the enumeration was.
        double[][] byCallPath = new double[tree.size()][];
        for (int r = 0; r < rows; r++) {
            int position = index.dense() ? r : index.positions()[r];
            double[] row = new double[locations];
            System.arraycopy(values, r * locations, row, 0, locations);
            byCallPath[enumeration.get(position).index()] = row;
        }
        boolean inclusive = cm.type() == CubeMetricType.INCLUSIVE;
        for (CallPathNode c : tree.nodes()) {
            double[] row = byCallPath[c.index()];
            for (int l = 0; l < locations; l++) {
                double v = row == null ? 0.0 : row[l];
                if (inclusive) {
                    for (CallPathNode child : c.children()) {
                        double[] childRow = byCallPath[child.index()];
                        v -= childRow == null ? 0.0 : childRow[l];
                    }
                }
                cube.add(m.index(), c.index(), l, v);
            }
        }
    }
}
