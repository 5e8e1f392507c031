package org.fenceline.tracer.sci;


/**
 * How the nodes are cabled: a ring (node i sends to i+1, SCI IDs ascending in the direction of traffic,
 * digest 000 §1.13) or a 2-D torus A×B of such rings, routed dimension-order (X ring first, then Y).
 */
public final class Topology {
    private final int width;
    private final int height;

    private Topology(int width, int height) {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("topology dimensions must be positive: " + width + "x" + height);
        }
        this.width = width;
        this.height = height;
    }

    public static Topology ring(int nodes) {
        return new Topology(nodes, 1);
    }

    public static Topology torus(int width, int height) {
        return new Topology(width, height);
    }

    /** {@code ring}, or {@code torus:AxB}; a ring gets {@code nodes} nodes. */
    public static Topology parse(String text, int nodes) {
        if (text.equals("ring")) {
            return ring(nodes);
        }
        if (text.startsWith("torus:")) {
            String[] dims = text.substring("torus:".length()).split("x");
            if (dims.length == 2) {
                return torus(Integer.parseInt(dims[0]), Integer.parseInt(dims[1]));
            }
        }
        throw new IllegalArgumentException("topology must be 'ring' or 'torus:AxB': " + text);
    }

    public int nodes() {
        return width * height;
    }

    /** Number of link segments: one per node and dimension (3.2). */
    int links() {
        return height == 1 ? width : 2 * width * height;
    }

    /** Source and target node of link {@code index}. */
    int[] endpoints(int index) {
        if (index < width * height) {
            int x = index % width;
            int y = index / width;
            return new int[] {index, y * width + (x + 1) % width};
        }
        int node = index - width * height;
        int x = node % width;
        int y = node / width;
        return new int[] {node, ((y + 1) % height) * width + x};
    }

    /**
     * True if a packet goes from link {@code previous} on to link {@code next} within one ring, i.e.
     * through the bypass FIFO; a change of dimension passes the B-LINK and is injected anew.
     */
    boolean sameRing(int previous, int next) {
        return (previous < width * height) == (next < width * height);
    }

    /** The links a packet from {@code from} to {@code to} crosses, in order. */
    int[] route(int from, int to) {
        int x = from % width;
        int y = from / width;
        int targetX = to % width;
        int targetY = to / width;
        int[] links = new int[Math.floorMod(targetX - x, width) + Math.floorMod(targetY - y, height)];
        int hop = 0;
        while (x != targetX) {
            links[hop++] = y * width + x;
            x = (x + 1) % width;
        }
        while (y != targetY) {
            links[hop++] = width * height + y * width + x;
            y = (y + 1) % height;
        }
        return links;
    }

    @Override
    public String toString() {
        return height == 1 ? "ring of " + width : "torus " + width + "x" + height;
    }
}
