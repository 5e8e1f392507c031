package org.fenceline.analyzer.cube;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes a POSIX ustar archive, the container of a {@code .cubex}: per member a 512-byte header (octal
 * fields, correct checksum), the content, zero padding to a 512-byte boundary; two zero blocks at the end.
 * Header fields other than name, size and mtime are fixed so that equal reports give equal bytes.
 */
final class TarWriter {
    static final int BLOCK = 512;
    private static final byte[] ZEROS = new byte[BLOCK];

    private final OutputStream out;
    private final long mtimeSeconds;

    TarWriter(OutputStream out, long mtimeSeconds) {
        this.out = out;
        this.mtimeSeconds = mtimeSeconds;
    }

    void member(String name, byte[] content) throws IOException {
        out.write(header(name, content.length, mtimeSeconds));
        out.write(content);
        int pad = (int) ((BLOCK - content.length % BLOCK) % BLOCK);
        out.write(ZEROS, 0, pad);
    }

    void finish() throws IOException {
        out.write(ZEROS);
        out.write(ZEROS);
        out.flush();
    }

    static byte[] header(String name, long size, long mtimeSeconds) {
        byte[] nameBytes = name.getBytes(StandardCharsets.US_ASCII);
        if (nameBytes.length > 100) {
            throw new IllegalArgumentException("tar member name longer than 100 bytes: " + name);
        }
        if (size > 077777777777L) {
            throw new IllegalArgumentException("tar member " + name + " larger than 8 GiB");
        }
        byte[] h = new byte[BLOCK];
        System.arraycopy(nameBytes, 0, h, 0, nameBytes.length);
        octal(h, 100, 8, 0600);           // mode
        octal(h, 108, 8, 0);              // uid
        octal(h, 116, 8, 0);              // gid
        octal(h, 124, 12, size);
        octal(h, 136, 12, mtimeSeconds);
        h[156] = '0';                     // regular file
        ascii(h, 257, "ustar");           // magic "ustar\0"
        ascii(h, 263, "00");              // version
        ascii(h, 265, "fenceline");       // uname
        ascii(h, 297, "fenceline");       // gname
        for (int i = 148; i < 156; i++) { // checksum is computed with its own field as spaces
            h[i] = ' ';
        }
        long sum = 0;
        for (byte b : h) {
            sum += b & 0xff;
        }
        octal(h, 148, 7, sum);            // six digits and NUL; the eighth byte stays a space
        return h;
    }

    /** Writes {@code value} as zero-padded octal digits filling {@code width - 1} bytes, then a NUL. */
    private static void octal(byte[] h, int offset, int width, long value) {
        String digits = Long.toOctalString(value);
        int n = width - 1;
        for (int i = 0; i < n; i++) {
            int d = i - (n - digits.length());
            h[offset + i] = (byte) (d < 0 ? '0' : digits.charAt(d));
        }
        h[offset + n] = 0;
    }

    private static void ascii(byte[] h, int offset, String s) {
        byte[] b = s.getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(b, 0, h, offset, b.length);
    }
}
