package org.fenceline.trace.global;

import java.io.IOException;
import java.nio.ByteBuffer;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdException;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.compression.CompressionCodecFactory;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;

/**
 * ZSTD (and uncompressed) pages without Hadoop. Parquet's own {@code CodecFactory} wraps Hadoop codecs and
 * creates a Hadoop {@code Configuration}, which needs the whole Hadoop stack at run time (libraries.md §1).
 * Snappy is deliberately not supported: the build excludes snappy-java and Fenceline writes ZSTD only.
 */
final class NoHadoopCodecFactory implements CompressionCodecFactory {
    /** ZSTD level 3: the library default, a good size/speed balance for trace columns. */
    static final int ZSTD_LEVEL = 3;

    /**
     * A compressor for one thread at a time (a writer's, or one encoder thread's): it keeps its ZSTD context and
     * output buffer from page to page, and {@link BytesInputCompressor#release()} frees the context. A context per
     * page (zstd-jni's {@code Zstd.compress}) allocated and initialised about a megabyte of native working memory
     * for each of a trace's thousands of pages, and the input and output copies were as large as the pages.
     */
    @Override
    public BytesInputCompressor getCompressor(CompressionCodecName codec) {
        requireSupported(codec);
        return codec == CompressionCodecName.ZSTD ? new ZstdCompressor() : new BytesInputCompressor() {
            @Override
            public BytesInput compress(BytesInput bytes) throws IOException {
                return BytesInput.from(bytes.toByteArray());
            }

            @Override
            public CompressionCodecName getCodecName() {
                return codec;
            }

            @Override
            public void release() {
            }
        };
    }

    /**
     * ZSTD at {@link #ZSTD_LEVEL}: the bytes {@code Zstd.compress(input, ZSTD_LEVEL)} gives (the same parameters on a
     * context of its own). The result lies in the compressor's buffer until its next call: parquet-java's page
     * writers copy a compressed page at once ({@code ConcatenatingByteBufferCollector.collect}).
     */
    private static final class ZstdCompressor implements BytesInputCompressor {
        private ZstdCompressCtx context;
        private byte[] output = new byte[0];

        @Override
        public BytesInput compress(BytesInput bytes) throws IOException {
            // An encoded page is an array slice: read in place.
            PageBytes page = PageBytes.of(bytes);
            int length = page.length();
            long bound = Zstd.compressBound(length);
            if (bound > Integer.MAX_VALUE) {
                throw new IOException("page of " + length + " bytes too large to compress");
            }
            if (output.length < bound) {
                output = new byte[(int) bound];
            }
            if (context == null) {
                context = new ZstdCompressCtx().setLevel(ZSTD_LEVEL);
            }
            int size = context.compressByteArray(output, 0, output.length, page.array(), page.offset(), length);
            return BytesInput.from(output, 0, size);
        }

        @Override
        public CompressionCodecName getCodecName() {
            return CompressionCodecName.ZSTD;
        }

        @Override
        public void release() {
            if (context != null) {
                context.close();
                context = null;
            }
        }
    }

    /**
     * Each reading thread's buffer for decompressed pages, reused from page to page: a decompressed page is decoded
     * into the row group's columns before its thread reads the next one ({@link RowGroupDecoder}, the only reader of
     * pages), and a fresh array per page was about an eighth of all that an analysis allocated (zeroed, and on some
     * virtual machines faulted in, for each of a trace's thousands of pages).
     */
    private final ThreadLocal<byte[]> pageBuffers = ThreadLocal.withInitial(() -> new byte[0]);

    /**
     * A decompressor whose pages stay valid until the same thread decompresses its next page (see
     * {@link #pageBuffers}).
     */
    @Override
    public BytesInputDecompressor getDecompressor(CompressionCodecName codec) {
        requireSupported(codec);
        return new BytesInputDecompressor() {
            @Override
            public BytesInput decompress(BytesInput bytes, int uncompressedSize) throws IOException {
                if (codec == CompressionCodecName.UNCOMPRESSED) {
                    return BytesInput.from(bytes.toByteArray());
                }
                // A compressed page is a slice of its column chunk's buffer: read in place.
                PageBytes page = PageBytes.of(bytes);
                byte[] output = pageBuffers.get();
                if (output.length < uncompressedSize) {
                    output = new byte[uncompressedSize];
                    pageBuffers.set(output);
                }
                long written;
                try {
                    written = Zstd.decompressByteArray(output, 0, uncompressedSize, page.array(), page.offset(),
                            page.length());
                } catch (ZstdException e) {
                    throw new IOException("ZSTD page cannot be decompressed: " + e.getMessage(), e);
                }
                if (Zstd.isError(written) || written != uncompressedSize) {
                    throw new IOException("ZSTD page does not decompress to its declared size " + uncompressedSize);
                }
                return BytesInput.from(output, 0, uncompressedSize);
            }

            @Override
            public void decompress(ByteBuffer input, int compressedSize, ByteBuffer output, int uncompressedSize)
                    throws IOException {
                byte[] bytes = new byte[compressedSize];
                input.get(bytes);
                output.put(decompress(BytesInput.from(bytes), uncompressedSize).toByteBuffer());
            }

            @Override
            public void release() {
            }
        };
    }

    @Override
    public void release() {
    }

    /** A page's bytes where they lie: in place if they are an array slice ({@code toByteArray} copies them). */
    private record PageBytes(byte[] array, int offset, int length) {
        static PageBytes of(BytesInput bytes) throws IOException {
            ByteBuffer page = bytes.toByteBuffer();
            if (page.hasArray()) {
                return new PageBytes(page.array(), page.arrayOffset() + page.position(), page.remaining());
            }
            byte[] copy = bytes.toByteArray();
            return new PageBytes(copy, 0, copy.length);
        }
    }

    private static void requireSupported(CompressionCodecName codec) {
        if (codec != CompressionCodecName.ZSTD && codec != CompressionCodecName.UNCOMPRESSED) {
            throw new UnsupportedOperationException("codec " + codec + " is not supported (Fenceline traces use ZSTD)");
        }
    }
}
