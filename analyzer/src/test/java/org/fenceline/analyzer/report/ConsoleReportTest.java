package org.fenceline.analyzer.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConsoleReportTest {
    @Test
    void metricTreeWithTotalsAndShareOfTimeThenTopInstances() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new ConsoleReport(2).print(TinyReport.report(), new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertEquals("""
                Metric                                                        Total    % time
                Time (time)                                            8.500000 sec  100.00 %
                  MPI (mpi)                                            4.750000 sec   55.88 %
                    Late Sender (mpi_latesender)                       2.000000 sec   23.53 %
                    Late Receiver (mpi_latereceiver)                   0.000000 sec    0.00 %
                Visits (visits)                                              16 occ

                Most severe instances (2 of 3)
                  mpi_latesender               1.000000 s  location 0  1.500000..2.500000 s  main/solve/MPI_Recv
                  mpi_latesender               1.000000 s  location 0  4.000000..6.000000 s  main/solve/MPI_Recv
                """, bytes.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n"));
    }

    @Test
    void rootCausesOfLessThanAHundredthOfTheLargestCostAreCountedNotListed() {
        Report r = TinyReport.withRootCauses();
        CallPathNode main = r.callTree().nodes().get(0);
        RootCause largest = r.rootCauses().get(0);
        RootCause skew = new RootCause(0, main, "mpi_latesender", 0.000004, 0.000004, List.of(1), null);
        RootCause none = new RootCause(1, main, "mpi_latesender", 0.0, 0.0, List.of(0), null);
        RootCause hundredth = new RootCause(0, main, "mpi_latesender", 0.5, 0.01, List.of(), null);
        Report withNoise = new Report(r.metrics(), r.callTree(), r.systemTree(), r.severities(), r.metadata(),
                r.instances(), List.of(largest, hundredth, skew, none), r.criticalPath());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new ConsoleReport(2).print(withNoise, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String text = bytes.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
        assertEquals("""
                Largest root causes of wait states (2 of 4; 2 causing less than 1 % of the largest's cost left out)
                  rank 1, solve: 0.750 s of computation, causes 1.000 s of Late Sender on rank 0  (main/solve)
                  rank 0, main: 0.500 s of computation, causes 0.010 s of Late Sender through propagation  (main)
                """, text.substring(text.indexOf("Largest root causes")));
    }
}
