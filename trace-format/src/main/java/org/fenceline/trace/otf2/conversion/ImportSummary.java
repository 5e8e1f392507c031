package org.fenceline.trace.otf2.conversion;

import java.util.List;
import org.fenceline.trace.merge.MergeSummary;

/**
 * The result of an OTF2 import.
 *
 * @param otf2Version   version of the OTF2 library that wrote the archive
 * @param creator       the archive's creator (e.g. "Score-P 7.1")
 * @param otf2Events    event records read from the archive's imported locations
 * @param merge         the merge that built the global trace (events written, model, its warnings)
 * @param warnings      the import's own warnings (skipped records, locations not imported), one line each;
 *                      the merge's follow in {@code merge.warnings()}
 */
public record ImportSummary(String otf2Version, String creator, long otf2Events, MergeSummary merge,
                            List<String> warnings) {
    public ImportSummary {
        warnings = List.copyOf(warnings);
    }
}
