package org.fenceline.tracer.programs;

import java.nio.ByteBuffer;
import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Struct;

/**
 * Needs 2 ranks: Struct in Open MPI's shape (fields packed without alignment, arrays, setOffset, a nested struct
 * array, a field of any datatype), sent, broadcast and read back through the Data views.
 */
public class Structs {
    /** id at 0, pos[3] at 4 (no alignment), code[2] at 28, alive at 32: 33 bytes. */
    static final class Particle extends Struct {
        final int id = addInt();
        final int pos = addDouble(3);
        final int code = addChar(2);
        final int alive = addBoolean();

        @Override
        protected ParticleData newData() {
            return new ParticleData();
        }

        final class ParticleData extends Struct.Data {
            int id() {
                return getInt(id);
            }

            double pos(int i) {
                return getDouble(pos, i);
            }

            char code(int i) {
                return getChar(code, i);
            }

            boolean alive() {
                return getBoolean(alive);
            }

            void set(int identity, double x, boolean living) {
                putInt(id, identity);
                for (int i = 0; i < 3; i++) {
                    putDouble(pos, i, x + i);
                }
                putChar(code, 0, 'p');
                putChar(code, 1, (char) ('a' + identity % 26));
                putBoolean(alive, living);
            }
        }
    }

    /** count at 0, particles[2] at 8 (after setOffset), weights (2 floats as one datatype) at 74: 82 bytes. */
    static final class Cell extends Struct {
        final Particle particle;
        final Datatype twoFloats;
        final int count;
        final int particles;
        final int weights;

        Cell(Particle particle, Datatype twoFloats) throws MPIException {
            this.particle = particle;
            this.twoFloats = twoFloats;
            count = addShort();
            particles = setOffset(8).addStruct(particle, 2);
            weights = addData(twoFloats);
        }

        @Override
        protected CellData newData() {
            return new CellData();
        }

        final class CellData extends Struct.Data {
            short count() {
                return getShort(count);
            }

            Particle.ParticleData particle(int i) {
                return getData(particle, particles, i);
            }

            float weight(int i) {
                return getBuffer(twoFloats, weights).getFloat(4 * i);
            }

            void fill(int c) {
                putShort(count, (short) c);
                for (int i = 0; i < 2; i++) {
                    Particle.ParticleData p = particle(i);
                    p.set(10 * c + i, c + 0.5 * i, i == 1);
                }
                getBuffer(twoFloats, weights).putFloat(0, c).putFloat(4, -c);
            }
        }
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        Particle particle = new Particle();
        Datatype twoFloats = Datatype.createContiguous(2, MPI.FLOAT);
        Cell cell = new Cell(particle, twoFloats);

        Check.equal(new int[] {0, 4, 28, 32}, new int[] {particle.id, particle.pos, particle.code, particle.alive},
                "particle offsets: packed, no alignment");
        Check.equal(33, particle.getExtent(), "particle extent");
        Check.equal(new int[] {0, 8, 74}, new int[] {cell.count, cell.particles, cell.weights}, "cell offsets");
        Check.equal(82, cell.getExtent(), "cell extent");
        Check.equal(82, cell.getType().getExtent(), "the struct type is byte based");

        // Point-to-point with a byte array: three cells.
        byte[] cells = new byte[3 * cell.getExtent()];
        if (rank == 0) {
            for (int c = 0; c < 3; c++) {
                Cell.CellData d = cell.getData(cells, c);
                d.fill(c + 1);
            }
            world.send(cells, 3, cell.getType(), 1, 0);
        } else {
            world.recv(cells, 3, cell.getType(), 0, 0);
            for (int c = 0; c < 3; c++) {
                Cell.CellData d = cell.getData(cells, c);
                int v = c + 1;
                Check.equal((short) v, d.count(), "count of cell " + c);
                Particle.ParticleData second = d.particle(1);
                Check.equal(10 * v + 1, second.id(), "nested particle id");
                Check.equal(v + 0.5 + 2, second.pos(2), "nested particle pos[2]");
                Check.equal((char) ('a' + (10 * v + 1) % 26), second.code(1), "nested code[1]");
                Check.isTrue(second.alive() && !d.particle(0).alive(), "booleans");
                Check.equal((float) -v, d.weight(1), "weight[1]");
            }
        }

        // Broadcast one particle in a direct buffer, then send it on from its Data's buffer.
        ByteBuffer one = MPI.newByteBuffer(particle.getExtent());
        Particle.ParticleData p = particle.getData(one);
        if (rank == 0) {
            p.set(7, 3.25, true);
        }
        world.bcast(one, 1, particle.getType(), 0);
        Check.equal(7, p.id(), "broadcast id");
        Check.equal(5.25, p.pos(2), "broadcast pos[2]");
        ByteBuffer copy = MPI.newByteBuffer(particle.getExtent());
        if (rank == 1) {
            world.send(p.getBuffer(), 1, particle.getType(), 0, 1);
        } else {
            world.recv(copy, 1, particle.getType(), 1, 1);
            Particle.ParticleData received = particle.getData(copy);
            Check.equal(7, received.id(), "sent from the Data's buffer");
        }
        MPI.Finalize();
    }
}
