package org.fenceline.analyzer.cube;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.SeverityCube;

/**
 * Writes a {@link Report} as a CUBE 4 {@code .cubex}: a ustar archive with, per stored metric that has any
 * non-zero value, {@code <id>.data} then {@code <id>.index}, then {@link InstancesMember#NAME}, the root causes
 * ({@link RootCausesMember#NAME}) and the critical path ({@link CriticalPathMember#NAME}) if the report has them,
 * and {@code anchor.xml} last (CubeW's order). Every stored metric is written {@code EXCLUSIVE} (rows are
 * call-path-exclusive, metric-inclusive values in call-path pre-order) with a SPARSE index listing the
 * call paths that have a non-zero value, as Scalasca and Score-P do; metrics without any value get no files,
 * which Cube reads as all zero (CubeW does the same). Byte order is little-endian.
 */
public final class CubexWriter {

    private CubexWriter() {
    }

    /**
     * Writes {@code report} to {@code file} atomically: into a temporary file next to it, then renamed, so a
     * reader never sees half a report.
     */
    public static void write(Report report, Path file) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, file.getFileName().toString(), ".tmp");
        try {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(tmp), 1 << 16)) {
                write(report, out);
            }
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Writes the archive bytes to a stream (which stays open). */
    public static void write(Report report, OutputStream out) throws IOException {
        TarWriter tar = new TarWriter(out, report.metadata().created().getEpochSecond());
        SeverityCube cube = report.severities();
        for (Metric m : report.metrics().metrics()) {
            if (m.kind().isDerived() || !cube.hasValues(m.index())) {
                continue;
            }
            int[] rows = nonZeroRows(cube, m.index());
            tar.member(m.index() + ".data", data(cube, m, rows));
            tar.member(m.index() + ".index", CubeIndex.encodeSparse(rows));
        }
        tar.member(InstancesMember.NAME, InstancesMember.write(report.instances()));
        if (!report.rootCauses().isEmpty()) {
            tar.member(RootCausesMember.NAME, RootCausesMember.write(report.rootCauses()));
        }
        if (!report.criticalPath().isEmpty()) {
            tar.member(CriticalPathMember.NAME, CriticalPathMember.write(report.criticalPath()));
        }
        tar.member("anchor.xml", AnchorXmlWriter.write(report));
        tar.finish();
    }

    private static int[] nonZeroRows(SeverityCube cube, int metric) {
        List<Integer> rows = new ArrayList<>();
        for (int c = 0; c < cube.callPathCount(); c++) {
            if (cube.hasValues(metric, c)) {
                rows.add(c);
            }
        }
        return rows.stream().mapToInt(Integer::intValue).toArray();
    }

    private static byte[] data(SeverityCube cube, Metric m, int[] rows) {
        int locations = cube.locationCount();
        double[] values = new double[rows.length * locations];
        double[] row = new double[locations];
        for (int r = 0; r < rows.length; r++) {
            cube.row(m.index(), rows[r], row);
            System.arraycopy(row, 0, values, r * locations, locations);
        }
        return CubeData.encode(values, m.valueType().isInteger() ? CubeData.ValueWriter.INTEGER
                : CubeData.ValueWriter.DOUBLE);
    }
}
