package org.fenceline.tracer.programs;

import mpi.Datatype;
import mpi.File;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

/**
 * Every MPI-IO error raises MPIException with its error class and a message naming the call and the file, with
 * 2 ranks (args[0]: a directory). MPI_COMM_WORLD keeps MPI_ERRORS_ARE_FATAL: files have their own handler,
 * MPI_ERRORS_RETURN by default. Collective calls fail alike on every rank.
 */
public class FileErrors {
    private interface Call {
        void run() throws MPIException;
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        String dir = args[0];
        String missing = dir + "/missing.dat";
        String data = dir + "/data.dat";

        expect(MPI.ERR_NO_SUCH_FILE, missing, () -> new File(world, missing, MPI.MODE_RDONLY));
        expect(MPI.ERR_AMODE, "MPI.MODE_RDONLY cannot be combined",
                () -> new File(world, data, MPI.MODE_RDONLY | MPI.MODE_CREATE));
        expect(MPI.ERR_AMODE, "exactly one of", () -> new File(world, data, MPI.MODE_RDONLY | MPI.MODE_WRONLY));
        expect(MPI.ERR_NOT_SAME, "amode differs", () -> new File(world, data,
                MPI.MODE_CREATE | (rank == 0 ? MPI.MODE_RDWR : MPI.MODE_WRONLY)));
        expect(MPI.ERR_BAD_FILE, "is a directory", () -> new File(world, dir, MPI.MODE_RDONLY));

        File f = new File(world, data, MPI.MODE_WRONLY | MPI.MODE_CREATE);
        Check.equal(MPI.ERRORS_RETURN, f.getErrhandler(), "a file's default error handler");
        expect(MPI.ERR_FILE_EXISTS, data,
                () -> new File(world, data, MPI.MODE_RDWR | MPI.MODE_CREATE | MPI.MODE_EXCL));
        expect(MPI.ERR_ACCESS, "MPI_File_read(", () -> f.read(new int[1], 1, MPI.INT));
        expect(MPI.ERR_UNSUPPORTED_DATAREP, "external32", () -> f.setView(0, MPI.INT, MPI.INT, "external32"));
        Datatype uncommitted = Datatype.createVector(2, 1, 2, MPI.INT);
        expect(MPI.ERR_TYPE, "not committed", () -> f.setView(0, MPI.INT, uncommitted, "native"));
        expect(MPI.ERR_TYPE, "whole etypes", () -> f.setView(0, MPI.INT, MPI.BYTE, "native"));
        f.setView(0, MPI.INT, MPI.INT, "native");
        expect(MPI.ERR_TYPE, "whole number of etypes", () -> f.write(new byte[3], 3, MPI.BYTE));
        expect(MPI.ERR_COUNT, "MPI_File_write(", () -> f.write(new int[1], 2, MPI.INT));
        expect(MPI.ERR_ARG, "offset=-1", () -> f.writeAt(-1, new int[1], 1, MPI.INT));
        expect(MPI.ERR_ARG, "whence", () -> f.seek(0, 12345));
        expect(MPI.ERR_ARG, "resulting offset", () -> f.seek(-1, MPI.SEEK_CUR));
        expect(MPI.ERR_ARG, "MPI.DISPLACEMENT_CURRENT",
                () -> f.setView(MPI.DISPLACEMENT_CURRENT, MPI.INT, MPI.INT, "native"));
        expect(MPI.ERR_IO, "MPI_File_write_all_end", () -> f.writeAllEnd(null));
        expect(MPI.ERR_FILE_IN_USE, data, () -> File.delete(data));
        // MPI_File_call_errhandler runs the file's handler, MPI_ERRORS_RETURN by default: the call simply returns.
        f.callErrhandler(MPI.ERR_IO);
        f.close();
        expect(MPI.ERR_FILE, "MPI_File_write: the file is MPI_FILE_NULL", () -> f.write(new int[1], 1, MPI.INT));

        File readOnly = new File(world, data, MPI.MODE_RDONLY);
        expect(MPI.ERR_READ_ONLY, "MPI_File_write_at(", () -> readOnly.writeAt(0, new int[1], 1, MPI.INT));
        expect(MPI.ERR_READ_ONLY, "MPI_File_set_size(", () -> readOnly.setSize(0));
        readOnly.close();

        File sequential = new File(world, data, MPI.MODE_WRONLY | MPI.MODE_SEQUENTIAL);
        expect(MPI.ERR_UNSUPPORTED_OPERATION, "MPI_File_write_at(",
                () -> sequential.writeAt(0, new int[1], 1, MPI.INT));
        expect(MPI.ERR_UNSUPPORTED_OPERATION, "MPI_File_seek(", () -> sequential.seek(0, MPI.SEEK_SET));
        sequential.close();

        world.barrier();
        if (rank == 0) {
            File.delete(data);
        }
        world.barrier();
        expect(MPI.ERR_NO_SUCH_FILE, data, () -> File.delete(data));
        MPI.Finalize();
    }

    private static void expect(int errorClass, String named, Call call) {
        try {
            call.run();
        } catch (MPIException e) {
            Check.equal(errorClass, e.getErrorClass(), "error class of: " + e.getMessage());
            Check.isTrue(e.getMessage().startsWith("MPI_File_"), "the message names the call: " + e.getMessage());
            Check.isTrue(e.getMessage().contains(named), "the message names " + named + ": " + e.getMessage());
            return;
        }
        throw new AssertionError("no error: expected one naming " + named);
    }
}
