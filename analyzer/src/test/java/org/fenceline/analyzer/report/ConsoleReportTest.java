package org.fenceline.analyzer.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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
}
