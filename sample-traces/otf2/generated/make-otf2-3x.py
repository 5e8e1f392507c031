#!/usr/bin/python3
"""Writes otf2-3x-mpi/: a small OTF2 3.x archive (3 MPI ranks) for the import tests, with the OTF2 library's own
Python writer (Debian: apt-get install python3-otf2). Times are in ns (timer resolution 1e9).

rank 0: main { MPI_Isend(to 1, tag 7, 100 B) ; MPI_Wait ; MPI_Barrier ; MPI_Win_create ;
               MPI_Win_lock(excl, rank 2) [blocks 5 us] ; MPI_Put(8 B to 2) ; MPI_Win_unlock ; MPI_Win_free }
         plus a ThreadFork record (skipped) and a second thread location (not imported)
rank 1: main { MPI_Irecv(req 5) ; MPI_Irecv(req 6) ; MPI_Cancel(req 6) ; MPI_Wait(req 5) ; MPI_Barrier ;
               MPI_Win_create ; MPI_Win_free }
rank 2: main { MPI_Barrier ; MPI_Win_create ; MPI_Win_free }
Also writes otf2-3x-calling-context/ (see the end). Run from this directory: ./make-otf2-3x.py (replaces both).
"""
import os
import shutil

import otf2
from otf2.enums import (CollectiveOp, GroupType, LocationGroupType, LocationType, LockType, Paradigm,
                        RegionRole, RmaSyncLevel)

OUT = "otf2-3x-mpi"
shutil.rmtree(OUT, ignore_errors=True)

with otf2.writer.open(OUT, timer_resolution=1_000_000_000) as trace:
    d = trace.definitions
    machine = d.system_tree_node("cluster", class_name="machine")
    node = d.system_tree_node("node0", class_name="node", parent=machine)
    groups = [d.location_group("MPI Rank %d" % r, location_group_type=LocationGroupType.PROCESS,
                               system_tree_parent=node) for r in range(3)]
    locs = [d.location("Master thread", type=LocationType.CPU_THREAD, group=g) for g in groups]
    extra = d.location("OpenMP thread 1", type=LocationType.CPU_THREAD, group=groups[0])

    def region(name, role, paradigm=Paradigm.MPI, file="MPI"):
        return d.region(name, region_role=role, paradigm=paradigm, source_file=file)

    main = region("main", RegionRole.FUNCTION, Paradigm.COMPILER, "app.c")
    isend = region("MPI_Isend", RegionRole.POINT2POINT)
    irecv = region("MPI_Irecv", RegionRole.POINT2POINT)
    wait = region("MPI_Wait", RegionRole.FUNCTION)
    cancel = region("MPI_Cancel", RegionRole.FUNCTION)
    barrier = region("MPI_Barrier", RegionRole.BARRIER)
    win_create = region("MPI_Win_create", RegionRole.FUNCTION)
    win_free = region("MPI_Win_free", RegionRole.FUNCTION)
    win_lock = region("MPI_Win_lock", RegionRole.FUNCTION)
    win_unlock = region("MPI_Win_unlock", RegionRole.FUNCTION)
    put = region("MPI_Put", RegionRole.RMA)
    parallel = region("!$omp parallel", RegionRole.PARALLEL, Paradigm.OPENMP, "app.c")

    comm_locations = d.group("", group_type=GroupType.COMM_LOCATIONS, paradigm=Paradigm.MPI, members=locs)
    world_group = d.group("", group_type=GroupType.COMM_GROUP, paradigm=Paradigm.MPI, members=[0, 1, 2])
    world = d.comm("MPI_COMM_WORLD", group=world_group)
    win = d.rma_win("MPI_Win_create window", comm=world)

    def collective(w, t, reg, op=CollectiveOp.BARRIER):
        w.enter(t, reg)
        w.mpi_collective_begin(t + 1)
        w.mpi_collective_end(t + 9, op, world, 0xFFFFFFFF, 0, 0)
        w.leave(t + 10, reg)

    def window(w, t, reg, op, level):
        w.enter(t, reg)
        w.rma_collective_begin(t + 1)
        if op == CollectiveOp.CREATE_HANDLE:
            w.rma_win_create(t + 5, win)
        else:
            w.rma_win_destroy(t + 5, win)
        w.rma_collective_end(t + 9, op, level, win, 0xFFFFFFFF, 0, 0)
        w.leave(t + 10, reg)

    base = 1_000_000
    w0, w1, w2 = (trace.event_writer_from_location(l) for l in locs)

    # rank 0
    w0.enter(base, main)
    w0.thread_fork(base + 50, Paradigm.OPENMP, 2)
    w0.enter(base + 100, isend)
    w0.mpi_isend(base + 110, 1, world, 7, 100, 1)
    w0.leave(base + 120, isend)
    w0.enter(base + 200, wait)
    w0.mpi_isend_complete(base + 290, 1)
    w0.leave(base + 300, wait)
    collective(w0, base + 1000, barrier)
    window(w0, base + 2000, win_create, CollectiveOp.CREATE_HANDLE, RmaSyncLevel.PROCESS)
    w0.enter(base + 3000, win_lock)
    w0.rma_request_lock(base + 3010, win, 2, 0, LockType.EXCLUSIVE)
    w0.leave(base + 8000, win_lock)
    w0.enter(base + 8100, put)
    w0.rma_put(base + 8110, win, 2, 8, 1)
    w0.leave(base + 8200, put)
    w0.enter(base + 8300, win_unlock)
    w0.rma_op_complete_remote(base + 8390, win, 1)
    w0.rma_release_lock(base + 8395, win, 2, 0)
    w0.leave(base + 8400, win_unlock)
    window(w0, base + 9000, win_free, CollectiveOp.DESTROY_HANDLE, RmaSyncLevel.PROCESS)
    w0.leave(base + 10000, main)

    # rank 1
    w1.enter(base, main)
    w1.enter(base + 20, irecv)
    w1.mpi_irecv_request(base + 30, 5)
    w1.leave(base + 40, irecv)
    w1.enter(base + 50, irecv)
    w1.mpi_irecv_request(base + 60, 6)
    w1.leave(base + 70, irecv)
    w1.enter(base + 80, cancel)
    w1.mpi_request_cancelled(base + 85, 6)
    w1.leave(base + 90, cancel)
    w1.enter(base + 100, wait)
    w1.mpi_irecv(base + 400, 0, world, 7, 100, 5)
    w1.leave(base + 410, wait)
    collective(w1, base + 1005, barrier)
    window(w1, base + 2005, win_create, CollectiveOp.CREATE_HANDLE, RmaSyncLevel.PROCESS)
    window(w1, base + 9005, win_free, CollectiveOp.DESTROY_HANDLE, RmaSyncLevel.PROCESS)
    w1.leave(base + 10005, main)

    # rank 2
    w2.enter(base, main)
    collective(w2, base + 1500, barrier)
    window(w2, base + 2010, win_create, CollectiveOp.CREATE_HANDLE, RmaSyncLevel.PROCESS)
    window(w2, base + 9010, win_free, CollectiveOp.DESTROY_HANDLE, RmaSyncLevel.PROCESS)
    w2.leave(base + 10010, main)

    # the second thread of rank 0
    wx = trace.event_writer_from_location(extra)
    wx.enter(base + 60, parallel)
    wx.leave(base + 70, parallel)

# otf2-3x-calling-context/: one MPI rank whose regions are recorded as calling contexts (Score-P with unwinding):
# main { foo { MPI_Barrier } }
OUT = "otf2-3x-calling-context"
shutil.rmtree(OUT, ignore_errors=True)
with otf2.writer.open(OUT, timer_resolution=1_000_000_000) as trace:
    d = trace.definitions
    node = d.system_tree_node("node0", class_name="node")
    group = d.location_group("MPI Rank 0", location_group_type=LocationGroupType.PROCESS, system_tree_parent=node)
    loc = d.location("Master thread", type=LocationType.CPU_THREAD, group=group)
    main = d.region("main", region_role=RegionRole.FUNCTION, paradigm=Paradigm.COMPILER, source_file="app.c")
    foo = d.region("foo", region_role=RegionRole.FUNCTION, paradigm=Paradigm.COMPILER, source_file="app.c")
    barrier = d.region("MPI_Barrier", region_role=RegionRole.BARRIER, paradigm=Paradigm.MPI, source_file="MPI")
    d.group("", group_type=GroupType.COMM_LOCATIONS, paradigm=Paradigm.MPI, members=[loc])
    world = d.comm("MPI_COMM_WORLD", group=d.group("", group_type=GroupType.COMM_GROUP, paradigm=Paradigm.MPI,
                                                   members=[0]))
    c_main = d.calling_context(main, d.source_code_location("app.c", 10), None)
    c_foo = d.calling_context(foo, d.source_code_location("app.c", 20), c_main)
    c_barrier = d.calling_context(barrier, None, c_foo)
    w = trace.event_writer_from_location(loc)
    w.calling_context_enter(100, c_main, 1)
    w.calling_context_enter(200, c_foo, 1)
    w.calling_context_enter(300, c_barrier, 1)
    w.mpi_collective_begin(301)
    w.mpi_collective_end(390, CollectiveOp.BARRIER, world, 0xFFFFFFFF, 0, 0)
    w.calling_context_leave(400, c_barrier)
    w.calling_context_leave(500, c_foo)
    w.calling_context_leave(600, c_main)

# otf2-3x-lazy-lock/: 3 ranks; ranks 0 and 1 lock rank 2's window exclusively. Rank 0's MPI_Win_lock blocks until
# granted (1.01-1.1 us) and it releases at 4.9 us; rank 1 requests at 2.01 us and its MPI_Win_lock returns at once
# (2.1 us, a lazy lock): its grant is rank 0's release, 4.9 us.
OUT = "otf2-3x-lazy-lock"
shutil.rmtree(OUT, ignore_errors=True)
with otf2.writer.open(OUT, timer_resolution=1_000_000_000) as trace:
    d = trace.definitions
    node = d.system_tree_node("node0", class_name="node")
    groups = [d.location_group("MPI Rank %d" % r, location_group_type=LocationGroupType.PROCESS,
                               system_tree_parent=node) for r in range(3)]
    locs = [d.location("Master thread", type=LocationType.CPU_THREAD, group=g) for g in groups]
    main = d.region("main", region_role=RegionRole.FUNCTION, paradigm=Paradigm.COMPILER, source_file="app.c")
    lock = d.region("MPI_Win_lock", region_role=RegionRole.FUNCTION, paradigm=Paradigm.MPI, source_file="MPI")
    unlock = d.region("MPI_Win_unlock", region_role=RegionRole.FUNCTION, paradigm=Paradigm.MPI, source_file="MPI")
    put = d.region("MPI_Put", region_role=RegionRole.RMA, paradigm=Paradigm.MPI, source_file="MPI")
    d.group("", group_type=GroupType.COMM_LOCATIONS, paradigm=Paradigm.MPI, members=locs)
    world = d.comm("MPI_COMM_WORLD", group=d.group("", group_type=GroupType.COMM_GROUP, paradigm=Paradigm.MPI,
                                                   members=[0, 1, 2]))
    win = d.rma_win("MPI_Win_create window", comm=world)
    for r, (req, lock_end, put_at, unlock_at, release) in enumerate([(1010, 1100, 1200, 4000, 4900),
                                                                      (2010, 2100, 2200, 6000, 6900)]):
        w = trace.event_writer_from_location(locs[r])
        w.enter(0, main)
        w.enter(req - 10, lock)
        w.rma_request_lock(req, win, 2, 0, LockType.EXCLUSIVE)
        w.leave(lock_end, lock)
        w.enter(put_at, put)
        w.rma_put(put_at + 10, win, 2, 8, 1)
        w.leave(put_at + 100, put)
        w.enter(unlock_at, unlock)
        w.rma_release_lock(release, win, 2, 0)
        w.leave(release + 100, unlock)
        w.leave(8000, main)
    w = trace.event_writer_from_location(locs[2])
    w.enter(0, main)
    w.leave(8000, main)
