package org.fenceline.analyzer.cube;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Finds the members of a ustar archive without reading their content, then reads members on demand. Accepts
 * what CubeW writes: ustar and GNU magic, PAX extended headers carrying the size of members of 8 GiB or
 * more. Header checksums are not enforced, because some CubeW 4.8 versions write wrong ones and Cube still
 * reads those files.
 */
final class TarReader {
    private final Path file;
    private final FileChannel channel;
    private final Map<String, Member> members;

    record Member(String name, long offset, long size) {
    }

    TarReader(Path file, FileChannel channel) throws IOException {
        this.file = file;
        this.channel = channel;
        this.members = scan();
    }

    Map<String, Member> members() {
        return members;
    }

    byte[] read(Member m) throws IOException {
        if (m.size() > Integer.MAX_VALUE - 16) {
            throw new CorruptReportException(file, "member " + m.name() + " is too large to read (" + m.size()
                    + " bytes)");
        }
        ByteBuffer buf = ByteBuffer.allocate((int) m.size());
        long pos = m.offset();
        while (buf.hasRemaining()) {
            int n = channel.read(buf, pos);
            if (n < 0) {
                throw new CorruptReportException(file, "truncated tar: member " + m.name() + " ends early");
            }
            pos += n;
        }
        return buf.array();
    }

    private Map<String, Member> scan() throws IOException {
        Map<String, Member> found = new LinkedHashMap<>();
        long length = channel.size();
        long pos = 0;
        long paxSize = -1;
        ByteBuffer header = ByteBuffer.allocate(TarWriter.BLOCK);
        while (true) {
            if (pos + TarWriter.BLOCK > length) {
                if (found.isEmpty()) {
                    throw new CorruptReportException(file, "not a tar archive (too short)");
                }
                return found;      // archives without the closing zero blocks still hold complete members
            }
            header.clear();
            channel.read(header, pos);
            byte[] h = header.array();
            if (allZero(h)) {
                if (found.isEmpty()) {
                    throw new CorruptReportException(file, "not a tar archive (empty)");
                }
                return found;
            }
            if (!new String(h, 257, 5, StandardCharsets.US_ASCII).equals("ustar")) {
                throw new CorruptReportException(file, "not a tar archive (no ustar header at byte " + pos + ")");
            }
            String name = text(h, 0, 100);
            String prefix = text(h, 345, 155);
            if (!prefix.isEmpty()) {
                name = prefix + "/" + name;
            }
            long size = octal(h, 124, 12, pos);
            char type = (char) h[156];
            long content = pos + TarWriter.BLOCK;
            if (type == 'x') {
                paxSize = paxSize(content, size);
            } else {
                if (paxSize >= 0) {
                    size = paxSize;
                    paxSize = -1;
                }
                if (content + size > length) {
                    throw new CorruptReportException(file, "truncated tar: member " + name + " needs " + size
                            + " bytes, only " + Math.max(0, length - content) + " present");
                }
                if (type == '0' || type == 0) {
                    found.put(name, new Member(name, content, size));
                }
            }
            pos = content + (size + TarWriter.BLOCK - 1) / TarWriter.BLOCK * TarWriter.BLOCK;
        }
    }

    private long paxSize(long offset, long size) throws IOException {
        String records = new String(read(new Member("PAX header", offset, size)), StandardCharsets.UTF_8);
        for (String line : records.split("\n")) {
            int eq = line.indexOf(" size=");
            if (eq >= 0) {
                try {
                    return Long.parseLong(line.substring(eq + 6).trim());
                } catch (NumberFormatException e) {
                    throw new CorruptReportException(file, "bad PAX size record: " + line);
                }
            }
        }
        return -1;
    }

    private long octal(byte[] h, int offset, int width, long headerPos) throws CorruptReportException {
        String s = text(h, offset, width).trim();
        try {
            return s.isEmpty() ? 0 : Long.parseLong(s, 8);
        } catch (NumberFormatException e) {
            throw new CorruptReportException(file, "not a tar archive (bad size field at byte " + headerPos + ")");
        }
    }

    private static String text(byte[] h, int offset, int width) {
        int end = offset;
        while (end < offset + width && h[end] != 0) {
            end++;
        }
        return new String(h, offset, end - offset, StandardCharsets.UTF_8);
    }

    private static boolean allZero(byte[] b) {
        for (byte x : b) {
            if (x != 0) {
                return false;
            }
        }
        return true;
    }
}
