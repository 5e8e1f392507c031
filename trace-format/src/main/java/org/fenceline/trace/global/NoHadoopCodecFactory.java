package org.fenceline.trace.global;

import java.io.IOException;
import java.nio.ByteBuffer;

import com.github.luben.zstd.Zstd;
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

    @Override
    public BytesInputCompressor getCompressor(CompressionCodecName codec) {
        requireSupported(codec);
        return new BytesInputCompressor() {
            @Override
            public BytesInput compress(BytesInput bytes) throws IOException {
                byte[] input = bytes.toByteArray();
                return codec == CompressionCodecName.ZSTD
                        ? BytesInput.from(Zstd.compress(input, ZSTD_LEVEL))
                        : BytesInput.from(input);
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

    @Override
    public BytesInputDecompressor getDecompressor(CompressionCodecName codec) {
        requireSupported(codec);
        return new BytesInputDecompressor() {
            @Override
            public BytesInput decompress(BytesInput bytes, int uncompressedSize) throws IOException {
                byte[] input = bytes.toByteArray();
                if (codec == CompressionCodecName.UNCOMPRESSED) {
                    return BytesInput.from(input);
                }
                byte[] output = new byte[uncompressedSize];
                long written;
                try {
                    written = Zstd.decompressByteArray(output, 0, uncompressedSize, input, 0, input.length);
                } catch (ZstdException e) {
                    throw new IOException("ZSTD page cannot be decompressed: " + e.getMessage(), e);
                }
                if (Zstd.isError(written) || written != uncompressedSize) {
                    throw new IOException("ZSTD page does not decompress to its declared size " + uncompressedSize);
                }
                return BytesInput.from(output);
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

    private static void requireSupported(CompressionCodecName codec) {
        if (codec != CompressionCodecName.ZSTD && codec != CompressionCodecName.UNCOMPRESSED) {
            throw new UnsupportedOperationException("codec " + codec + " is not supported (Fenceline traces use ZSTD)");
        }
    }
}
