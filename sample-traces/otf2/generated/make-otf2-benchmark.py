#!/usr/bin/python3
"""Writes a large OTF2 archive for measuring the import (docs/PERFORMANCE.md, "OTF2 import"):
4 ranks x N iterations of Enter/Leave of work and MPI_Send or MPI_Recv. Usage: make-otf2-benchmark.py N OUT"""
import sys, otf2, shutil
from otf2.enums import *
N = int(sys.argv[1]); OUT = sys.argv[2]
shutil.rmtree(OUT, ignore_errors=True)
with otf2.writer.open(OUT, timer_resolution=1_000_000_000) as trace:
    d = trace.definitions
    node = d.system_tree_node("node0", class_name="node")
    R = 4
    groups = [d.location_group("MPI Rank %d" % r, location_group_type=LocationGroupType.PROCESS, system_tree_parent=node) for r in range(R)]
    locs = [d.location("Master thread", type=LocationType.CPU_THREAD, group=g) for g in groups]
    work = d.region("work", region_role=RegionRole.FUNCTION, paradigm=Paradigm.COMPILER)
    send = d.region("MPI_Send", region_role=RegionRole.POINT2POINT, paradigm=Paradigm.MPI, source_file="MPI")
    recv = d.region("MPI_Recv", region_role=RegionRole.POINT2POINT, paradigm=Paradigm.MPI, source_file="MPI")
    cl = d.group("", group_type=GroupType.COMM_LOCATIONS, paradigm=Paradigm.MPI, members=locs)
    wg = d.group("", group_type=GroupType.COMM_GROUP, paradigm=Paradigm.MPI, members=list(range(R)))
    world = d.comm("MPI_COMM_WORLD", group=wg)
    for r in range(R):
        w = trace.event_writer_from_location(locs[r])
        t = 1000
        peer = r ^ 1
        for i in range(N):
            w.enter(t, work); w.leave(t + 50, work)
            if r % 2 == 0:
                w.enter(t + 60, send); w.mpi_send(t + 61, peer, world, 1, 8); w.leave(t + 70, send)
            else:
                w.enter(t + 55, recv); w.mpi_recv(t + 72, peer, world, 1, 8); w.leave(t + 80, recv)
            t += 100
