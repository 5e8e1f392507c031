package org.fenceline.trace.global;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.EnumSet;
import java.util.Set;

import org.apache.parquet.bytes.ByteBufferInputStream;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.Dictionary;
import org.apache.parquet.column.Encoding;
import org.apache.parquet.column.ValuesType;
import org.apache.parquet.column.page.DataPage;
import org.apache.parquet.column.page.DataPageV1;
import org.apache.parquet.column.page.DataPageV2;
import org.apache.parquet.column.page.DictionaryPage;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.column.page.PageReader;
import org.apache.parquet.column.values.ValuesReader;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.schema.MessageType;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.model.EventType;

/**
 * Decodes whole row groups of chosen columns into primitive arrays, page by page with parquet's value
 * decoders. This skips parquet-java's ColumnReader (about 25 ns per value, libraries.md §1): all columns are
 * REQUIRED and flat, so there are no repetition or definition levels to interpret, and a column's values can
 * be decoded in one tight loop. The location column is never decoded: a row group holds one location only,
 * which the location index says and the file's statistics confirm.
 */
final class RowGroupDecoder implements Closeable {
    private final EventFile file;
    private final EventColumn[] columns;
    private final ColumnDescriptor[] descriptors;
    private final ParquetFileReader reader;

    RowGroupDecoder(EventFile file, Set<EventColumn> projection) throws IOException {
        this.file = file;
        EnumSet<EventColumn> decoded = projection.isEmpty()
                ? EnumSet.noneOf(EventColumn.class) : EnumSet.copyOf(projection);
        decoded.remove(EventColumn.LOCATION);
        this.columns = decoded.toArray(new EventColumn[0]);
        MessageType schema = EventFile.projection(decoded);
        this.descriptors = new ColumnDescriptor[columns.length];
        for (int i = 0; i < columns.length; i++) {
            descriptors[i] = schema.getColumnDescription(new String[] {columns[i].columnName()});
        }
        this.reader = columns.length == 0 ? null : file.newReader(decoded);
    }

    /** Decodes row group {@code rowGroup} into {@code into}; after a failure {@code into} holds no rows. */
    void decode(int rowGroup, DecodedRowGroup into) throws CorruptTraceException {
        int rows = Math.toIntExact(file.rowCount(rowGroup));
        into.rows = 0;
        if (reader != null) {
            PageReadStore pages;
            try {
                pages = reader.readRowGroup(rowGroup);
            } catch (IOException | RuntimeException e) {
                throw new CorruptTraceException(file.path(), "row group " + rowGroup + " cannot be read ("
                        + EventFile.firstLine(e) + ")", e);
            }
            for (int i = 0; i < columns.length; i++) {
                try {
                    decodeColumn(pages.getPageReader(descriptors[i]), columns[i], descriptors[i], rows, into);
                } catch (IOException | RuntimeException e) {
                    throw new CorruptTraceException(file.path(), "row group " + rowGroup + ", column '"
                            + columns[i].columnName() + "': " + EventFile.firstLine(e), e);
                }
            }
        }
        into.rows = rows;
    }

    private static void decodeColumn(PageReader pages, EventColumn column, ColumnDescriptor descriptor, int rows,
                                     DecodedRowGroup into) throws IOException {
        Dictionary dictionary = null;
        DictionaryPage dictionaryPage = pages.readDictionaryPage();
        if (dictionaryPage != null) {
            dictionary = dictionaryPage.getEncoding().initDictionary(descriptor, dictionaryPage);
        }
        int[] ints = column.isInt64() ? null : into.intColumn(column, rows);
        long[] longs = column.isInt64() ? into.longColumn(column, rows) : null;
        int filled = 0;
        for (DataPage page = pages.readPage(); page != null; page = pages.readPage()) {
            int count = page.getValueCount();
            if (filled + count > rows) {
                throw new IOException("more values than the row group's " + rows + " rows");
            }
            if (dataEncoding(page) == Encoding.DELTA_BINARY_PACKED) {
                // The encoding Fenceline writes: decoded straight into the column, without parquet's reader.
                if (longs != null) {
                    DeltaBinaryPacked.decodeLongs(values(page), count, longs, filled);
                } else {
                    DeltaBinaryPacked.decodeInts(values(page), count, ints, filled);
                }
                filled += count;
                continue;
            }
            ValuesReader values = valuesOf(page, descriptor, dictionary);
            if (longs != null) {
                for (int i = 0; i < count; i++) {
                    longs[filled + i] = values.readLong();
                }
            } else {
                for (int i = 0; i < count; i++) {
                    ints[filled + i] = values.readInteger();
                }
            }
            filled += count;
        }
        if (filled != rows) {
            throw new IOException(filled + " values for the row group's " + rows + " rows");
        }
        if (column == EventColumn.TYPE) {
            checkTypeCodes(ints, rows);
        }
    }

    private static Encoding dataEncoding(DataPage page) {
        return page instanceof DataPageV2 v2 ? v2.getDataEncoding() : ((DataPageV1) page).getValueEncoding();
    }

    /**
     * The page's values. A REQUIRED flat column has no levels before them: V2 keeps levels outside the data, and V1's
     * level encodings write nothing at max level 0.
     */
    private static ByteBuffer values(DataPage page) throws IOException {
        return page instanceof DataPageV2 v2 ? v2.getData().toByteBuffer()
                : ((DataPageV1) page).getBytes().toByteBuffer();
    }

    /** A values reader positioned at the page's first value. */
    private static ValuesReader valuesOf(DataPage page, ColumnDescriptor descriptor, Dictionary dictionary)
            throws IOException {
        int count = page.getValueCount();
        Encoding encoding = dataEncoding(page);
        ByteBufferInputStream in = ByteBufferInputStream.wrap(values(page));
        ValuesReader values;
        if (encoding.usesDictionary()) {
            if (dictionary == null) {
                throw new IOException("dictionary-encoded page without a dictionary page");
            }
            values = encoding.getDictionaryBasedValuesReader(descriptor, ValuesType.VALUES, dictionary);
        } else {
            values = encoding.getValuesReader(descriptor, ValuesType.VALUES);
        }
        values.initFromPage(count, in);
        return values;
    }

    private static void checkTypeCodes(int[] codes, int rows) throws IOException {
        for (int i = 0; i < rows; i++) {
            if (EventType.ofCode(codes[i]) == null) {
                throw new IOException("unknown event type code " + codes[i] + " in row " + i);
            }
        }
    }

    @Override
    public void close() throws IOException {
        if (reader != null) {
            reader.close();
        }
    }
}
