package mpi;

import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.rank.ThisRank;
import org.fenceline.tracer.runtime.CartTopology;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.CommunicatorFactory;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.GridDims;
import org.fenceline.tracer.runtime.MpiError;

/** A communicator with a Cartesian topology (ranks in row-major order). */
public final class CartComm extends Intracomm {

    CartComm(Communicator handle) {
        super(handle);
    }

    private CartTopology topology(String call) throws MPIException {
        return (CartTopology) live(call).topology();
    }

    @Override
    public CartComm dup() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_DUP);
        try {
            return new CartComm(CommunicatorFactory.dup(live("MPI_Comm_dup")));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_DUP);
        }
    }

    @Override
    public CartComm iDup() throws MPIException {
        return iDupInto(new CartComm(null));
    }

    @Override
    public CartComm dupWithInfo(Info info) throws MPIException {
        return new CartComm(duplicateWithInfo(info));
    }

    @Override
    public CartComm clone() {
        try {
            return dup();
        } catch (MPIException e) {
            // clone() cannot declare the checked exception; Open MPI's binding rethrows it unchecked as well.
            throw new RuntimeException(e.getMessage(), e);
        }
    }

    /** Dimensions, periods and the caller's coordinates. */
    public CartParms getTopo() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.CART_GET);
        try {
            CartTopology t = topology("MPI_Cart_get");
            return new CartParms(t.dims(), t.periods(), t.coords(handle.rank()));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.CART_GET);
        }
    }

    /** Number of dimensions (MPI_Cartdim_get). */
    public int getDim() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.CARTDIM_GET);
        try {
            return topology("MPI_Cartdim_get").dims().length;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.CARTDIM_GET);
        }
    }

    /** The rank at {@code coords} (MPI_Cart_rank). */
    public int getRank(int[] coords) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.CART_RANK);
        try {
            CartTopology t = topology("MPI_Cart_rank");
            if (coords == null || coords.length != t.dims().length) {
                throw handle.error(ErrorClass.ARG, "MPI_Cart_rank: coords must have " + t.dims().length + " entries");
            }
            int rank = t.rank(coords);
            if (rank == MPI.PROC_NULL) {
                throw handle.error(ErrorClass.ARG, "MPI_Cart_rank: coords " + java.util.Arrays.toString(coords)
                        + " lie outside the non-periodic grid");
            }
            return rank;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.CART_RANK);
        }
    }

    /** The coordinates of {@code rank} (MPI_Cart_coords). */
    public int[] getCoords(int rank) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.CART_COORDS);
        try {
            CartTopology t = topology("MPI_Cart_coords");
            if (rank < 0 || rank >= t.size()) {
                throw handle.error(ErrorClass.RANK, "MPI_Cart_coords: rank=" + rank + " is not in the grid of "
                        + t.size());
            }
            return t.coords(rank);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.CART_COORDS);
        }
    }

    /** Source and destination for a shift by {@code disp} along {@code direction}; MPI.PROC_NULL off the edge. */
    public ShiftParms shift(int direction, int disp) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.CART_SHIFT);
        try {
            CartTopology t = topology("MPI_Cart_shift");
            if (direction < 0 || direction >= t.dims().length) {
                throw handle.error(ErrorClass.ARG, "MPI_Cart_shift: direction=" + direction + " is not a dimension (0.."
                        + (t.dims().length - 1) + ")");
            }
            int[] ranks = t.shift(handle.rank(), direction, disp);
            return new ShiftParms(ranks[0], ranks[1]);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.CART_SHIFT);
        }
    }

    /** The sub-grid through the caller keeping the dimensions marked true (MPI_Cart_sub). */
    public CartComm sub(boolean[] remainDims) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.CART_SUB);
        try {
            return new CartComm(CommunicatorFactory.cartSub(live("MPI_Cart_sub"), remainDims));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.CART_SUB);
        }
    }

    /** The caller's rank in a grid of {@code dims} without reordering, or MPI.UNDEFINED (MPI_Cart_map). */
    public int map(int[] dims, boolean[] periods) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.CART_MAP);
        try {
            Communicator c = live("MPI_Cart_map");
            long cells = 1;
            for (int d : dims) {
                cells *= d;
            }
            return c.rank() < cells ? c.rank() : MPI.UNDEFINED;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.CART_MAP);
        }
    }

    /** Fills the zero entries of {@code dims} with a balanced factorisation of {@code nnodes} (MPI_Dims_create). */
    public static void createDims(int nnodes, int[] dims) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.DIMS_CREATE);
        try {
            MPI.check();
            String problem = GridDims.fill(nnodes, dims);
            if (problem != null) {
                throw ThisRank.current().error(ErrorClass.DIMS, "MPI_Dims_create: " + problem);
            }
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.DIMS_CREATE);
        }
    }
}
