package org.fenceline.trace.global;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.github.luben.zstd.Zstd;
import java.util.Arrays;
import java.util.Random;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.compression.CompressionCodecFactory.BytesInputCompressor;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.junit.jupiter.api.Test;

class NoHadoopCodecFactoryTest {
    /** Pages of several sizes and contents, from a slice of a larger array as the encoder hands them over. */
    @Test
    void aReusedCompressorWritesWhatZstdWritesForEachPage() throws Exception {
        BytesInputCompressor compressor = new NoHadoopCodecFactory().getCompressor(CompressionCodecName.ZSTD);
        Random random = new Random(7);
        for (int size : new int[] {100_000, 5, 0, 300_000, 1_000}) {
            byte[] buffer = new byte[size + 20];
            for (int i = 0; i < buffer.length; i++) {
                buffer[i] = (byte) (random.nextInt(4) * (i % 3));
            }
            byte[] page = Arrays.copyOfRange(buffer, 10, 10 + size);
            byte[] expected = Zstd.compress(page, NoHadoopCodecFactory.ZSTD_LEVEL);
            assertArrayEquals(expected, compressor.compress(BytesInput.from(buffer, 10, size)).toByteArray());
            assertArrayEquals(expected, compressor.compress(BytesInput.concat(BytesInput.from(page))).toByteArray(),
                    "an input without an array behind it");
            if (size == 0) {
                compressor.release();   // a released compressor makes a new context when used again
            }
        }
        compressor.release();
    }
}
